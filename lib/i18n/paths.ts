import { defaultLocale, locales, type Locale } from './config'

/** The locales that live under a prefix (every one but the default). */
export const prefixedLocales = locales.filter((l) => l !== defaultLocale)

/**
 * The public URL of `path` in `locale`: Russian at the root, every other locale under its prefix.
 * `localizedPath('en', '/android/happ')` is `/en/android/happ`; `localizedPath('en', '/')` is `/en`.
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '' || path === '/' ? '/' : path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Every locale's URL of one locale-free path, for hreflang alternates and the sitemap. */
export function allLocalePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, localizedPath(l, path)])) as Record<
    Locale,
    string
  >
}

/** The locale of a public path: a prefixed locale's pages are `/<locale>` and below, the rest is the default. */
export function localeOfPath(pathname: string): Locale {
  return (
    prefixedLocales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ??
    defaultLocale
  )
}

/** The path without its locale prefix (`/en/android/happ` → `/android/happ`, `/en` → `/`). */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === defaultLocale) return pathname
  return pathname.slice(locale.length + 1) || '/'
}

/** The attribute of `<html>` that holds the base path of a build served under a path (`data-base="/docs"`). */
export const BASE_PATH_ATTRIBUTE = 'data-base'

/**
 * `path` (site-absolute, locale included) under the base path the build is served from:
 * `withBasePath('/docs', '/en/faq')` is `/docs/en/faq`, `withBasePath('/docs', '/')` is `/docs`.
 */
export function withBasePath(basePath: string, path: string): string {
  if (!basePath || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === '/') return basePath
  return /^\/[?#]/.test(path) ? `${basePath}${path.slice(1)}` : `${basePath}${path}`
}

/** A request path without the base path (`/docs/en/faq` → `/en/faq`, `/docs` → `/`); others unchanged. */
export function stripBasePath(basePath: string, pathname: string): string {
  if (!basePath) return pathname
  if (pathname === basePath) return '/'
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname
}

/** The base path a page was built for, read from its `<html>` (the client script does not know it). */
export function documentBasePath(doc: {
  // Structural: this module is also bundled into the service worker, which has no DOM types.
  documentElement: { getAttribute(name: string): string | null }
}): string {
  return doc.documentElement.getAttribute(BASE_PATH_ATTRIBUTE) ?? ''
}

/** Marks the language links whose target keeps the current query string and hash (client/early). */
export const KEEP_QUERY_ATTRIBUTE = 'data-keep-query'

/** On `<html>` of the one not-found page of both languages: the head script sets `lang` from the address. */
export const LANG_FROM_PATH_ATTRIBUTE = 'data-lang-from-path'

/** On a mirror link that opens the address bar's page on the mirror (the offline page's links). */
export const SAME_PAGE_MIRROR_ATTRIBUTE = 'data-mirror'
