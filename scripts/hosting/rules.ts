// The hosting rules shared by the post-build steps (scripts/build/hosting.ts, csp.ts), `npm start`
// (scripts/serve.ts) and the tests. The redirect table lives in lib/site-config.ts.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { createTranslator } from 'use-intl/core'

import { walkFiles } from '@/lib/files'
import { cleanPath } from '@/lib/hosting'
import { locales, type Locale } from '@/lib/i18n/config'
import { readMessages } from '@/lib/i18n/message-files'
import { localeOfPath, withBasePath } from '@/lib/i18n/paths'
import { hostingRedirects, siteConfig } from '@/lib/site-config'

import { escapeHtml, linkedStylesheets } from '../lib/html'

export interface Redirect {
  from: string
  to: string
  status: 301 | 302
}

export interface Rules {
  basePath: string
  redirects: Redirect[]
  /** The chat server's origin, which the content security policy opens beyond 'self'. */
  chatOrigin: string | null
  /** The status feed's origin (`siteConfig.statusFeed`), which `connect-src` opens beyond 'self'. */
  statusOrigin: string | null
  strings: Record<Locale, { redirecting: string }>
  /** The stylesheets every page links, as the pages write them (base path included): `pagePreload`. */
  stylesheets: string[]
}

/** Headers every response carries. The page's own policy is a per-file meta tag (scripts/build/csp.ts); a
 * meta policy cannot carry `frame-ancestors`, so the server sends it. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Kept although the first page of a visit pays for it with a process switch: a guide opened from a personal
  // link holds the reader's subscription link (docs/deploy.md, "Security", has the reason and the cost).
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The stylesheets that every page of the build links (redirect documents link none and do not count). */
export function pageStylesheets(out: string, files = walkFiles(out)): string[] {
  let shared: string[] | null = null
  for (const rel of files.filter((f) => f.endsWith('.html'))) {
    const hrefs = linkedStylesheets(readFileSync(path.join(out, rel), 'utf8'))
    if (hrefs.length) shared = shared ? shared.filter((href) => hrefs.includes(href)) : hrefs
  }
  return shared ?? []
}

/**
 * The `Link` header of a page: the browser fetches the stylesheets, which block the first paint, as soon as
 * the response's headers arrive, instead of once its parser has read the head (the policy meta and the
 * inline head script come first). Empty when the pages link none.
 */
export function pagePreload(stylesheets: readonly string[]): Record<string, string> {
  const odd = stylesheets.find((href) => !/^\/[\w\-./~%]+$/.test(href))
  if (odd) throw new Error(`stylesheet ${odd}: not a plain path a Link header can carry`)
  return stylesheets.length
    ? { Link: stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ') }
    : {}
}

/** Sent only by a TLS server (deploy/nginx/site.conf.example): two years, subdomains included. */
export const hsts = 'max-age=63072000; includeSubDomains'

export const cache = {
  /** Content-hashed build output never changes under its name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, payloads, the service worker: revalidated (ETag) on every load. */
  revalidate: 'no-cache',
  /** The web app manifest and the icons: browsers re-read them rarely anyway. */
  short: 'public, max-age=3600',
}

/**
 * The icons the head and the manifest name (`public/`). The browser fetches them itself, beside the page: on
 * every page load, twice in Chromium (tab icon, app icon), when each fetch must be revalidated.
 */
export const iconPaths = ['/icon.svg', '/icon-maskable.svg', '/icons/'] as const

const isIcon = (pathname: string) =>
  iconPaths.some((icon) => (icon.endsWith('/') ? pathname.startsWith(icon) : pathname === icon))

/** Cache-Control for a request path. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_next/static/') || pathname.startsWith('/_assets/'))
    return cache.immutable
  if (pathname === '/manifest.webmanifest' || isIcon(pathname)) return cache.short
  return cache.revalidate
}

/**
 * Headers of the worker script besides caching: under a base path the worker controls `<base>` itself (the
 * home page, which has no trailing slash), a scope wider than its folder `<base>/`, which the browser
 * allows only with `Service-Worker-Allowed`.
 */
export const workerHeaders = (basePath: string): Record<string, string> =>
  basePath ? { 'Service-Worker-Allowed': basePath } : {}

/** The clean form of a path (`/a/index.html`, `/a.html`, `/a.htm`, `/a/` → `/a`), or null if already clean. */
export function redirectToClean(pathname: string): string | null {
  const clean = cleanPath(pathname)
  return clean === pathname ? null : clean
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()

/** Whether file is a redirect document (scripts/build/hosting.mjs) whose canonical link is target. */
export function isRedirectDocument(file: string, target: string): boolean {
  return (
    isFile(file) &&
    readFileSync(file, 'utf8').includes(`<link rel="canonical" href="${escapeHtml(target)}">`)
  )
}

/** `path` → `path.exe` / `path.zip` for every such file in the build that no page shadows. */
export function downloadRedirects(out: string, files = walkFiles(out)): Redirect[] {
  const redirects: Redirect[] = []
  for (const rel of files.filter((f) => /\.(exe|zip)$/i.test(f)).sort()) {
    const from = `/${rel.replace(/\.(exe|zip)$/i, '')}`
    const base = path.join(out, from)
    // The redirect document the build writes at `path.html` for this very download is no page.
    const own = isRedirectDocument(`${base}.html`, withBasePath(siteConfig.basePath, `/${rel}`))
    const shadowed = [base, ...(own ? [] : [`${base}.html`]), path.join(base, 'index.html')].some(
      isFile,
    )
    if (!shadowed && !redirects.some((r) => r.from === from)) {
      redirects.push({ from, to: `/${rel}`, status: 301 })
    }
  }
  return redirects
}

/** The hosting table of lib/site-config.ts plus the download redirects found in out/. */
export function resolveRules(out: string): Rules {
  const strings = Object.fromEntries(
    locales.map((locale) => {
      const t = createTranslator({ locale, messages: readMessages(locale), namespace: 'Hosting' })
      return [locale, { redirecting: t('redirecting', { target: '{target}' }) }]
    }),
  ) as Rules['strings']
  return {
    basePath: siteConfig.basePath,
    redirects: [...hostingRedirects, ...downloadRedirects(out)],
    chatOrigin:
      siteConfig.chat.enabled && siteConfig.chat.baseUrl
        ? new URL(siteConfig.chat.baseUrl).origin
        : null,
    statusOrigin: siteConfig.statusFeed ? new URL(siteConfig.statusFeed).origin : null,
    strings,
    stylesheets: pageStylesheets(out),
  }
}

/** The locale of a path. */
export const localeOf = localeOfPath

/** Folders that sit beside a page of the same name (`x.html` + `x/`), without an index.html. */
export function pageFolders(out: string, files = walkFiles(out)): string[] {
  const set = new Set(files)
  return files
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .map((f) => f.slice(0, -'.html'.length))
    .filter((x) => existsSync(path.join(out, x)) && statSync(path.join(out, x)).isDirectory())
    .filter((x) => !set.has(`${x}/index.html`) && !x.split('/').some((s) => s.startsWith('_')))
}

/**
 * The content security policy of one page: its inline script by hash, the chat server and the status
 * feed (fetched only), nothing else.
 */
export function contentSecurityPolicy({
  hashes,
  chatOrigin,
  statusOrigin = null,
}: {
  hashes: string[]
  chatOrigin: string | null
  statusOrigin?: string | null
}): string {
  const chat = chatOrigin ? ` ${chatOrigin}` : ''
  const status = statusOrigin && statusOrigin !== chatOrigin ? ` ${statusOrigin}` : ''
  const scripts = hashes.map((h) => ` 'sha256-${h}'`).join('')
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}${chat}`,
    `connect-src 'self'${chat}${status}`,
    `frame-src 'self'${chat}`,
    // The chat SDK and our script set style attributes and <style> elements; styles cannot run code.
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data:${chat}`,
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
