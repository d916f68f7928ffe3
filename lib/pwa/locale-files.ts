// Which of the site's files belong to one language, for the precache builder (offline mode's caches per
// language: lib/pwa/precache.ts) and the service worker (which requests those caches answer). Bundled into
// the worker: no DOM.
import type { Locale } from '@/lib/i18n/config'
import { localeOfPath, stripBasePath } from '@/lib/i18n/paths'
import { parseImageUrl } from '@/lib/images/urls'

/**
 * A language's data files, which the page script fetches: the search index (`search.json`, written by
 * scripts/build/search-index.ts, and its gzip copy, the one offline mode stores) and the sidebar's
 * sections (`sidebar.json`, app/(ru)/sidebar.json). Each locale has its own under its prefix.
 */
const LOCALE_DATA = /\/(search\.json(\.gz)?|sidebar\.json)$/

/** Whether a URL path is one of a language's data files (`/en/search.json.gz`, `/sidebar.json`). */
export function isLocaleData(pathname: string): boolean {
  return LOCALE_DATA.test(pathname)
}

/**
 * Whether a URL path (base path removed) is a language's own file by its path: a page (a clean URL: no
 * extension in its last segment) or one of its data files. Scripts, styles, icons and the manifest every
 * language shares.
 */
export function isLocaleFile(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.') || isLocaleData(pathname)
}

/**
 * The language a file of the site belongs to, or undefined for a shared file: a page or data file by its
 * path (`isLocaleFile`), a generated image by its folder (`/_assets/img/<locale>/`, lib/images/urls.ts).
 * `basePath` is the path the site is served under, which the URL starts with.
 */
export function localeOfFile(url: string, basePath = ''): Locale | undefined {
  const path = stripBasePath(basePath, url)
  const image = parseImageUrl(path)
  if (image) return image.locale
  return isLocaleFile(path) ? localeOfPath(path) : undefined
}
