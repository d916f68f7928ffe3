import { defaultLocale, type Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { helpAppsFor, helpPath } from '@/lib/source/routes'
import { devices } from '@/lib/source/routes'
import { SINGLE_FILES_PAGE } from '@/lib/single-files'
import { readContentFiles } from '@/lib/source/files'
import { guideRoutes, publishedPaths } from '@/lib/source/pages'

const pages = readContentFiles().filter((page) => page.locale === defaultLocale)
const guides = guideRoutes(pages)

/**
 * The site's routes as published (case-sensitive), from the content source's raw view and the /help
 * data: every page, the tag index and each tag page (tags of listed pages only, as the site builds them),
 * `/help`, each device's help page and its first app's, and the list of single-file guides. Each exists
 * in every locale (`localizedPath`).
 */
export const routes: string[] = [
  ...publishedPaths(pages, defaultLocale),
  helpPath(),
  ...devices.flatMap((device) => {
    const first = helpAppsFor(device, guides)[0]
    return [helpPath(device), ...(first ? [helpPath(device, first)] : [])]
  }),
  SINGLE_FILES_PAGE,
]

/** The English (or any locale's) URL of a route. */
export const inLocale = (locale: Locale, path: string) => localizedPath(locale, path)

/** The English URL of a route. */
export const en = (path: string) => localizedPath('en', path)
