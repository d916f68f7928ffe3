import type { Metadata } from 'next'

import { defaultLocale, openGraphLocales, type Locale } from './i18n/config'
import { allLocalePaths, localizedPath } from './i18n/paths'
import { siteConfig } from './site-config'

/** What a page says about itself; `pageMetadata` makes its `<head>` of it. */
export interface PageMetadataInput {
  locale: Locale
  /** The page's locale-free path (`/android/happ`, `/help/android`); the same in every locale. */
  path: string
  /** The page's own title; the root layout's template adds the brand (`%s — Brand`). */
  title: string
  description: string
  /**
   * The home page: its title stands alone (`Title — Brand`, not through the template) and its Open Graph
   * type is `website`; every other page is an `article`. @default false
   */
  home?: boolean
  /** Keep the page out of search engines' index; its links are still followed. @default false */
  noindex?: boolean
}

/** A title with the brand after it: the root layout's template (`%s`) and the home page's own title. */
export const brandedTitle = (title: string) => `${title} — ${siteConfig.brandName}`

/**
 * The hreflang alternates of a locale-free path: every locale's URL, and `x-default` (the page for a
 * reader whose language none matches) the default locale's.
 * https://developers.google.com/search/docs/specialty/international/localized-versions#xdefault
 */
export function hreflangAlternates(path: string): Record<Locale | 'x-default', string> {
  const urls = allLocalePaths(path)
  return { ...urls, 'x-default': urls[defaultLocale] }
}

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph of a page: the one place every
 * route's `generateMetadata` gets them from. URLs are site-relative; the root layout's `metadataBase`
 * makes them absolute on `siteConfig.url`.
 * https://nextjs.org/docs/app/api-reference/functions/generate-metadata
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  home = false,
  noindex = false,
}: PageMetadataInput): Metadata {
  const url = localizedPath(locale, path)
  return {
    title: home ? { absolute: brandedTitle(title) } : title,
    description,
    alternates: { canonical: url, languages: hreflangAlternates(path) },
    openGraph: {
      type: home ? 'website' : 'article',
      title,
      description,
      url,
      siteName: siteConfig.brandName,
      locale: openGraphLocales[locale],
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
