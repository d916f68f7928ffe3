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
