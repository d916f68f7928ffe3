import { defaultLocale, locales, type Locale } from './config'

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
