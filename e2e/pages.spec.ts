// Every route in both locales, at the project's width (375 px and 1280 px), in the shipped dark mode, loaded
// once: it renders as a page of its locale, links to the file it is made from, has no serious or critical
// axe violations and logs no error. Each check is a step named in a failure's report.
//
// The routes only read: they share one page per worker, navigated from route to route, with its storage
// cleared before each. A new context per route cost a new renderer and a cold start of axe's 500 KB
// source each time: twice the time of the whole file.
import type { Page } from '@playwright/test'

import { locales } from '@/lib/i18n/config'

import { seriousViolations } from './axe'
import { editLinksOf, editorOf } from './edit-links'
import { inLocale, routes } from './routes'
import { expect, keepLocal, recordErrors, test as base } from './fixtures'

const test = base.extend<{ routePage: Page; routeErrors: string[] }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      // The project's device (viewport, touch, user agent) and the suite's options, as the
      // test-scoped `page` would get them.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme, baseURL } =
        workerInfo.project.use
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        colorScheme,
        baseURL,
        serviceWorkers: 'block',
      })
      await keepLocal(context)
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  routePage: async ({ workerPage: page, baseURL }, provide) => {
    await provide(page)
    // The next route starts as in a new context: nothing stored by this one, and nothing this page
    // still does reaches the next test's error list.
    await page.context().clearCookies()
    if (new URL(page.url()).origin === baseURL)
      await page.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    await page.goto('about:blank')
  },
  routeErrors: async ({ routePage: page }, provide) => {
    const { errors, stop } = recordErrors(page)
    await provide(errors)
    stop()
  },
})

for (const route of routes) {
  for (const [locale, url] of locales.map((l) => [l, inLocale(l, route)] as const)) {
    test(`${url} renders in ${locale}, links to its source, passes axe`, async ({
      routePage: page,
      routeErrors: consoleErrors,
    }) => {
      const response = await page.goto(encodeURI(url))

      await test.step('renders', async () => {
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const h1 = page.locator('h1')
        await expect(h1).toHaveCount(1)
        await expect(h1).not.toBeEmpty()
        await expect(page).toHaveTitle(/ — Example VPN$/)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(decodeURI(new URL(canonical!).pathname)).toBe(url)
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
      })

      await test.step('edit link', async () => {
        const expected = editLinksOf(locale, url)
        const links = page.locator('.edit-link a')
        if (expected.kind === 'page') {
          await expect(links).toHaveCount(1)
          await expect(links).toHaveText(expected.text)
          await expect(links).toHaveAttribute('href', editorOf(expected.file))
          await expect(links).toBeVisible()
        } else if (expected.kind === 'entries') {
          const ids = await page
            .locator('section[data-problem]')
            .evaluateAll((all) => all.map((s) => s.getAttribute('data-problem')!))
          // Only the sections of entries carry a link, one each, to the entry's file.
          await expect(links).toHaveCount(ids.length)
          for (const id of ids) {
            expect(expected.ids).toContain(id)
            const link = page.locator(`section[data-problem="${id}"] .edit-link a`)
            await expect(link, id).toHaveText(expected.text)
            await expect(link, id).toHaveAttribute('href', editorOf(expected.fileOf(id)))
          }
        } else {
          await expect(page.locator('.edit-link')).toHaveCount(0)
        }
      })

      await test.step('axe', async () => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
        expect(await seriousViolations(page)).toEqual([])
      })

      // Last, so that errors logged late (after the load, by the page script's later tasks) are caught.
      await test.step('no console errors', async () => {
        await page.waitForLoadState('networkidle')
        expect(consoleErrors).toEqual([])
      })
    })
  }
}
