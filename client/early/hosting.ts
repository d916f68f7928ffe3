// The head script's part for hosts and builds: clean addresses, a page served under the wrong base
// path, and a script or stylesheet of the build that failed to load. It runs from the head, so it works
// even when the page script never arrives.
import {
  BASE_URL_BANNER_ID,
  BUILD_FOLDERS,
  CHUNK_ERROR_ID,
  cleanPath,
  REDIRECT_ATTRIBUTE,
} from '@/lib/hosting'
import { documentBasePath } from '@/lib/i18n/paths'
import { BannerAttribute } from '@/lib/markup'

import { whenParsed } from './dom'

/** A redirect page sends the reader on, with the query and hash when the target is a page of the site. */
export function followRedirect(win: Window) {
  const target = win.document.documentElement.getAttribute(REDIRECT_ATTRIBUTE)
  if (!target) return
  const { search, hash } = win.location
  win.location.replace(target.startsWith('/') ? target + search + hash : target)
}

/** Hosts that cannot redirect serve `/x.html`, `/x/index.html` or `/x/`: show the clean address. */
export function showCleanUrl(win: Window) {
  const { pathname, search, hash } = win.location
  const clean = cleanPath(pathname)
  if (clean === pathname) return
  try {
    win.history.replaceState(win.history.state, '', clean + search + hash)
  } catch {
    // A sandboxed document (file://, some viewers) refuses replaceState: the address stays as it is.
  }
}

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The prefix a page is served under when it is not the base path it was built for (its canonical path
 * is not at the end of the address), or `null` when it is served where it belongs.
 */
export function wrongBasePath(
  canonicalPath: string,
  servedPath: string,
  basePath: string,
): string | null {
  const page = decoded(canonicalPath).replace(/\/+$/, '')
  const served = decoded(cleanPath(servedPath)).replace(/\/+$/, '')
  if (served === basePath + page) return null
  const prefix = served.endsWith(page) ? served.slice(0, served.length - page.length) : served
  return prefix || '/'
}

/** Shows the base-URL banner, with the prefix the page was served under, when the base path is wrong. */
export function checkBasePath(doc: Document) {
  whenParsed(doc, () => {
    const canonical = doc.querySelector<HTMLLinkElement>('link[rel=canonical]')
    const banner = doc.getElementById(BASE_URL_BANNER_ID)
    if (!canonical || !banner) return
    const prefix = wrongBasePath(
      new URL(canonical.href).pathname,
      doc.defaultView!.location.pathname,
      documentBasePath(doc),
    )
    if (prefix === null) return
    banner.querySelector(`[${BannerAttribute.actual}]`)!.textContent = prefix
    banner.hidden = false
  })
}

/** Shows the chunk-error banner with the first failure (later ones are often the same failure again). */
export function showChunkError(doc: Document, text: string) {
  whenParsed(doc, () => {
    const banner = doc.getElementById(CHUNK_ERROR_ID)
    if (!banner || !banner.hidden) return
    banner.querySelector(`[${BannerAttribute.error}]`)!.textContent = text
    banner
      .querySelector('button')!
      .addEventListener('click', () => doc.defaultView!.location.reload())
    banner.hidden = false
  })
}

/**
 * A script or stylesheet of the build (`BUILD_FOLDERS`) that fails to load shows the chunk-error banner
 * with "Retry": without the page script the page still reads, but its controls do nothing, and the
 * reader should know why. (A chunk the page script imports and does not get is its crash-screen
 * behaviour's to report, with the same banner.)
 */
export function reportBuildFailures(win: Window) {
  const doc = win.document
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (!(target instanceof HTMLScriptElement || target instanceof HTMLLinkElement)) return
      const url = target instanceof HTMLScriptElement ? target.src : target.href
      if (url && BUILD_FOLDERS.some((folder) => url.includes(folder)))
        showChunkError(doc, `Failed to load ${url}`)
    },
    true,
  )
}
