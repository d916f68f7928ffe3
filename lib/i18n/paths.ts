import { defaultLocale, isLocale, locales, type Locale } from './config'

/**
 * The public URL of `path` in `locale`: Russian at the root, every other locale under its prefix.
 * `localizedPath('en', '/android/happ')` is `/en/android/happ`; `localizedPath('en', '/')` is `/en`.
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '' || path === '/' ? '/' : path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Splits a public pathname into its locale and the locale-free path (`/en/faq` → `en`, `/faq`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/')
  if (first !== undefined && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}` }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}

/**
 * The same page in another locale, keeping the query string and the hash:
 * `/android/happ?x=1#h` ⇄ `/en/android/happ?x=1#h`.
 */
export function alternatePath(href: string, target: Locale): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href)
  const pathname = match?.[1] || '/'
  const { path } = splitLocale(pathname)
  return localizedPath(target, path) + (match?.[2] ?? '') + (match?.[3] ?? '')
}

/** Every locale's URL of one locale-free path, for hreflang alternates and the sitemap. */
export function allLocalePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, localizedPath(l, path)])) as Record<
    Locale,
    string
  >
}
