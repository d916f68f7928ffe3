// "Edit this page" is plain HTML: the page script plays no part. Every page and every /help page is checked
// in the HTML the server sends, without a browser; pages.spec.ts checks the same links in the rendered page
// of every route, and a sample here in a browser with JavaScript off.
import type { Element } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'

import { locales } from '../lib/i18n/config'
import { localizedPath } from '../lib/i18n/paths'
import { editLinksOf, editorOf, helpPaths, helpUrls, pages } from './edit-links'
import { expect, test } from './fixtures'

/** An element's text as Playwright's `toHaveText` compares it (white space collapsed and trimmed). */
const textOf = (element: Element) => toString(element).replace(/\s+/g, ' ').trim()

test('every page and entry is covered', () => {
  expect(pages.length).toBeGreaterThan(60)
  expect(helpPaths.length).toBeGreaterThan(10)
})

test.describe('edit link in the served HTML', () => {
  for (const { url, rel, locale } of pages) {
    test(`${url} links to content/${rel}`, async ({ request }) => {
      const response = await request.get(encodeURI(url))
      expect(response.status()).toBe(200)
      const links = selectAll('.edit-link a', fromHtml(await response.text()))
      const expected = editLinksOf(locale, url)
      expect(expected.kind).toBe('page')
      if (expected.kind !== 'page') return
      expect(links).toHaveLength(1)
      expect(textOf(links[0]!)).toBe(expected.text)
      expect(links[0]!.properties.href).toBe(editorOf(`content/${rel}`))
    })
  }

  for (const locale of locales) {
    for (const url of helpUrls(locale)) {
      test(`each entry on ${url} links to its own file`, async ({ request }) => {
        const response = await request.get(encodeURI(url))
        expect(response.status()).toBe(200)
        const tree = fromHtml(await response.text())
        const expected = editLinksOf(locale, url)
        expect(expected.kind).toBe('entries')
        if (expected.kind !== 'entries') return
        const ids = selectAll('section[data-problem]', tree).map((s) =>
          String(s.properties.dataProblem),
        )
        // Only the sections of entries carry a link, one each, to the entry's file.
        expect(selectAll('.edit-link a', tree)).toHaveLength(ids.length)
        for (const id of ids) {
          expect(expected.ids).toContain(id)
          const section = select(`section[data-problem="${id}"]`, tree)!
          const link = selectAll('.edit-link a', section)
          expect(link, id).toHaveLength(1)
          expect(textOf(link[0]!), id).toBe(expected.text)
          expect(link[0]!.properties.href, id).toBe(editorOf(expected.fileOf(id)))
        }
      })
    }

    test(`${locale} pages the build generates have no edit link`, async ({ request }) => {
      for (const path of ['/tags', '/files']) {
        const url = localizedPath(locale, path)
        const tree = fromHtml(await (await request.get(url)).text())
        expect(select('h1', tree), url).toBeTruthy()
        expect(selectAll('.edit-link', tree), url).toHaveLength(0)
      }
    })
  }
})

test.describe('edit link without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // A guide and a help page of each locale: the links show from the HTML alone, at either width.
  for (const locale of locales) {
    const page = pages.find((p) => p.locale === locale && p.path.split('/').length > 2)!
    test(`${page.url} shows its link to content/${page.rel}`, async ({ page: tab }) => {
      await tab.goto(encodeURI(page.url))
      const links = tab.locator('.edit-link a')
      await expect(links).toHaveCount(1)
      await expect(links).toHaveAttribute('href', editorOf(`content/${page.rel}`))
      await expect(links).toBeVisible()
    })

    const help = localizedPath(locale, '/help')
    test(`each entry on ${help} shows its link`, async ({ page: tab }) => {
      await tab.goto(help)
      const sections = tab.locator('section[data-problem]')
      expect(await sections.count()).toBeGreaterThan(0)
      await expect(tab.locator('.edit-link a')).toHaveCount(await sections.count())
      await expect(tab.locator('.edit-link a').first()).toBeVisible()
    })
  }
})
