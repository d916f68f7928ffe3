// "Edit this page": every page made from an MDX file links to that file in the repository's web editor,
// and every knowledge-base entry on /help links to its own file; pages the build generates have none.
import { allHelpPaths } from '../lib/help'
import { locales } from '../lib/i18n/config'
import { readMessages } from '../lib/i18n/message-files'
import { localizedPath } from '../lib/i18n/paths'
import { siteConfig } from '../lib/site-config'
import { readContentFiles, readGuideRoutes, readProblemFiles } from '../lib/source/files'
import { expect, test } from './fixtures'

const messages = { ru: readMessages('ru'), en: readMessages('en') }

/** The web editor's address of a file, as the site config describes it (GitHub's `/edit/<branch>/`). */
const editorOf = (file: string) =>
  `${siteConfig.repoUrl}/edit/${siteConfig.repoBranch}/${encodeURI(file)}`

const pages = readContentFiles()
const helpPaths = allHelpPaths(readGuideRoutes())
const entryIds = Object.fromEntries(
  locales.map((l) => [
    l,
    readProblemFiles()
      .filter((e) => e.locale === l)
      .map((e) => e.id),
  ]),
)

test('every page and entry is covered', () => {
  expect(pages.length).toBeGreaterThan(60)
  expect(helpPaths.length).toBeGreaterThan(10)
})

test.describe('edit link', () => {
  // The links are plain HTML: the page script plays no part.
  test.use({ javaScriptEnabled: false })

  for (const { url, rel, locale } of pages) {
    test(`${url} links to content/${rel}`, async ({ page }) => {
      await page.goto(url)
      const links = page.locator('.edit-link a')
      await expect(links).toHaveCount(1)
      await expect(links).toHaveText(messages[locale].DocPage.editPage)
      await expect(links).toHaveAttribute('href', editorOf(`content/${rel}`))
      await expect(links).toBeVisible()
    })
  }

  for (const locale of locales) {
    for (const path of helpPaths) {
      const url = localizedPath(locale, path)
      test(`each entry on ${url} links to its own file`, async ({ page }) => {
        await page.goto(url)
        const ids = await page
          .locator('section[data-problem]')
          .evaluateAll((all) => all.map((s) => s.getAttribute('data-problem')!))
        // Only the sections of entries carry a link, one each, to the entry's file.
        await expect(page.locator('.edit-link a')).toHaveCount(ids.length)
        for (const id of ids) {
          expect(entryIds[locale]).toContain(id)
          const link = page.locator(`section[data-problem="${id}"] .edit-link a`)
          await expect(link, id).toHaveText(messages[locale].Help.editEntry)
          await expect(link, id).toHaveAttribute(
            'href',
            editorOf(`content/troubleshooting/${locale}/${id}.mdx`),
          )
        }
      })
    }

    test(`${locale} pages the build generates have no edit link`, async ({ page }) => {
      for (const path of ['/tags', '/files']) {
        await page.goto(localizedPath(locale, path))
        await expect(page.locator('h1')).toBeVisible()
        await expect(page.locator('.edit-link')).toHaveCount(0)
      }
    })
  }
})
