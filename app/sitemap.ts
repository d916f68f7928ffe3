import type { MetadataRoute } from 'next'

import { getAllPaths, getDoc, getGuideRoutes } from '@/lib/source'
import { isListed } from '@/lib/source/pages'
import { allHelpPaths } from '@/lib/source/routes'
import { defaultLocale } from '@/lib/i18n/config'
import { allLocalePaths } from '@/lib/i18n/paths'
import { hreflangAlternates } from '@/lib/metadata'
import { siteConfig } from '@/lib/site-config'

export const dynamic = 'force-static'

/** Both locales, with hreflang alternates; unlisted pages are left out, the /help pages are in. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...getAllPaths(defaultLocale).filter((path) => {
      const doc = getDoc(defaultLocale, path)
      return !doc || isListed(doc)
    }),
    ...allHelpPaths(getGuideRoutes()),
  ]
  const absolute = (url: string) => siteConfig.url + encodeURI(url)
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(
      Object.entries(hreflangAlternates(path)).map(([hreflang, url]) => [hreflang, absolute(url)]),
    )
    return Object.values(allLocalePaths(path)).map((url) => ({
      url: absolute(url),
      lastModified: getDoc(defaultLocale, path)?.lastModified || undefined,
      alternates: { languages },
    }))
  })
}
