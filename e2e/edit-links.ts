// "Edit this page": every page made from an MDX file links to that file in the repository's web editor,
// and every knowledge-base entry on /help links to its own file; pages the build generates have none.
// What each URL must link to, read from the sources; pages.spec.ts checks it in the rendered page and
// edit-link.spec.ts in the served HTML.
import { allHelpPaths } from '../lib/source/routes'
import { locales, type Locale } from '../lib/i18n/config'
import { readMessages } from '../lib/i18n/message-files'
import { localizedPath } from '../lib/i18n/paths'
import { siteConfig } from '../lib/site-config'
import { readContentFiles, readGuideRoutes, readProblemFiles } from '../lib/source/files'

export const messages = { ru: readMessages('ru'), en: readMessages('en') }

/** The web editor's address of a file, as the site config describes it (GitHub's `/edit/<branch>/`). */
export const editorOf = (file: string) =>
  `${siteConfig.repoUrl}/edit/${siteConfig.repoBranch}/${encodeURI(file)}`

/** Every page made from an MDX file, in every locale. */
export const pages = readContentFiles()

/** Every /help page (the index, each device's, each app's), locale-free. */
export const helpPaths = allHelpPaths(readGuideRoutes())

/** Each locale's knowledge-base entry ids. */
export const entryIds = Object.fromEntries(
  locales.map((l) => [
    l,
    readProblemFiles()
      .filter((e) => e.locale === l)
      .map((e) => e.id),
  ]),
) as Record<Locale, string[]>

/** The /help pages of a locale: each entry on them links to its own file. */
export const helpUrls = (locale: Locale) => helpPaths.map((path) => localizedPath(locale, path))

/** What a URL's edit links are: its page's file, its entries' files, or none. */
export type EditLinks =
  | { kind: 'page'; file: string; text: string }
  | { kind: 'entries'; ids: readonly string[]; text: string; fileOf: (id: string) => string }
  | { kind: 'none' }

/** The edit links a URL of a locale must have. */
export function editLinksOf(locale: Locale, url: string): EditLinks {
  const page = pages.find((p) => p.url === url)
  if (page)
    return { kind: 'page', file: `content/${page.rel}`, text: messages[locale].DocPage.editPage }
  if (helpUrls(locale).includes(url))
    return {
      kind: 'entries',
      ids: entryIds[locale],
      text: messages[locale].Help.editEntry,
      fileOf: (id) => `content/troubleshooting/${locale}/${id}.mdx`,
    }
  return { kind: 'none' }
}
