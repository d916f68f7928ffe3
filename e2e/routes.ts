import { readContentFiles } from '@/lib/content-files'
import { defaultLocale, type Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { helpAppsFor, helpPath } from '@/lib/help'
import { devices } from '@/lib/routes'
import { SINGLE_FILES_PAGE } from '@/lib/single-files'

const pages = readContentFiles().filter((file) => file.locale === defaultLocale)
const tags = [...new Set(pages.flatMap((file) => (file.data.tags as string[] | undefined) ?? []))]

/**
 * The site's routes as published (case-sensitive), derived from content/ and the /help data: every page,
 * the tag index and each tag, `/help`, each device's help page and its first app's, and the list of
 * single-file guides. Each exists in every locale (`localizedPath`).
 */
export const routes: string[] = [
  ...pages.map((file) => file.path),
  '/tags',
  ...tags.sort().map((tag) => `/tags/${tag}`),
  helpPath(),
  ...devices.flatMap((device) => {
    const first = helpAppsFor(device)[0]
    return [helpPath(device), ...(first ? [helpPath(device, first)] : [])]
  }),
  SINGLE_FILES_PAGE,
]

/** The English (or any locale's) URL of a route. */
export const inLocale = (locale: Locale, path: string) => localizedPath(locale, path)

/** The English URL of a route. */
export const en = (path: string) => localizedPath('en', path)
