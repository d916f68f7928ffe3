import type { MetadataRoute } from 'next'

import { getAllPaths, getDoc } from '@/lib/content'
import { allHelpPaths } from '@/lib/help'
import { defaultLocale } from '@/lib/i18n/config'
import { allLocalePaths } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

export const dynamic = 'force-static'

/** Both locales, with hreflang alternates; unlisted pages are left out, the /help pages are in. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...getAllPaths(defaultLocale).filter((path) => !getDoc(defaultLocale, path)?.unlisted),
    ...allHelpPaths(),
  ]
  return paths.flatMap((path) => {
    const urls = allLocalePaths(path)
    const languages = Object.fromEntries(
      Object.entries(urls).map(([locale, url]) => [locale, siteConfig.url + encodeURI(url)]),
    )
    return Object.values(urls).map((url) => ({
      url: siteConfig.url + encodeURI(url),
      lastModified: getDoc(defaultLocale, path)?.lastModified || undefined,
      alternates: { languages: { ...languages, 'x-default': languages[defaultLocale]! } },
    }))
  })
}
