// "Is it just me?" (issue 29): when the service's status feed reports a problem, the landing page, the
// guides, /help and the offline page say so above the content. The feed (`siteConfig.statusFeed`) is
// answered by a stub server of this test on 127.0.0.1, as in first-minute.spec.ts; at 375 px and 1280 px
// (the two projects), in both languages.
import { createServer, type Server } from 'node:http'

import type { Page } from '@playwright/test'

import { locales, type Locale } from '@/lib/i18n/config'
import { readMessages, type Messages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'
import { LAST_STATUS_KEY } from '@/lib/status/feed'

import { expect, test } from './fixtures'

const messages = Object.fromEntries(
  locales.map((locale) => [locale, readMessages(locale)]),
) as Record<Locale, Messages>
/** A message's text as the page shows it: placeholders filled, rich-text tags dropped. */
const plain = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m).replace(/<\/?\w+>/g, '')

/** What the stub feed says at each of its paths (Statuspage's summary.json). */
const feeds: Record<string, unknown> = {
  major: {
    page: { name: 'Example VPN' },
    status: { indicator: 'major', description: 'Partial System Outage' },
    components: [
      { name: 'Website', status: 'operational', updated_at: '2026-11-20T08:00:00Z' },
      { name: 'Servers in Europe', status: 'major_outage', updated_at: '2026-11-26T09:10:00Z' },
    ],
    incidents: [
      {
        name: 'Connections time out',
        status: 'identified',
        created_at: '2026-11-26T09:07:00Z',
        started_at: '2026-11-26T09:05:00Z',
      },
    ],
    scheduled_maintenances: [],
  },
  none: {
    page: { name: 'Example VPN' },
    status: { indicator: 'none', description: 'All Systems Operational' },
    components: [{ name: 'Servers in Europe', status: 'operational' }],
    incidents: [],
    scheduled_maintenances: [],
  },
}
const affected = 'Connections time out, Servers in Europe'
const since = Date.parse('2026-11-26T09:05:00Z')

let stub: Server
let origin: string
test.beforeAll(async () => {
  stub = createServer((request, response) => {
    const name = request.url!.slice(1)
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (!(name in feeds)) return response.writeHead(503).end('down')
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(feeds[name]))
  })
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  const address = stub.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
test.afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())))

/** The site's feed URL, answered by the stub's `name` path; `abort`: the request fails (offline). */
async function feed(page: Page, name: string | 'abort') {
  await page.unroute(siteConfig.statusFeed!)
  // A read still under way when the test moves on is gone with its page: its answer goes nowhere.
  await page.route(siteConfig.statusFeed!, async (route) =>
    (name === 'abort'
      ? route.abort('internetdisconnected')
      : route.fetch({ url: `${origin}/${name}` }).then((response) => route.fulfill({ response }))
    ).catch(() => {}),
  )
}

/** Formats a moment as the page does, in the page's language and time zone (lib/status/feed.ts). */
const formatted = (page: Page, at: number) =>
  page.evaluate(
    ([at]) => {
      const day = (t: number) => new Date(t).toDateString()
      return new Intl.DateTimeFormat(
        document.documentElement.lang,
        day(at) === day(Date.now())
          ? { timeStyle: 'short' }
          : { dateStyle: 'medium', timeStyle: 'short' },
      ).format(at)
    },
    [at] as const,
  )

/** The feed was read and the page had its chance to show what it says. */
async function settled(page: Page) {
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, LAST_STATUS_KEY)
  await page.waitForTimeout(300)
}

test.skip(!siteConfig.statusFeed, 'no status feed configured')
// Each page reads the feed once it has settled (after the load event, at the first idle moment).
test.describe.configure({ timeout: 90_000 })

/**
 * What the page logged as errors, but the browser's own line for a request that failed ("Failed to load
 * resource", which Chromium prints for any failed request and no script can prevent) when it is the feed's.
 */
function pageErrors(page: Page): { type: string; text: string }[] {
  const errors: { type: string; text: string }[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const browserLine =
      message.text().startsWith('Failed to load resource') &&
      message.location().url === siteConfig.statusFeed
    if (!browserLine) errors.push({ type: message.type(), text: message.text() })
  })
  page.on('pageerror', (error) => errors.push({ type: 'pageerror', text: String(error) }))
  return errors
}

for (const locale of locales) {
  const t = messages[locale].StatusNotice
  const at = (path: string) => localizedPath(locale, path)
  const listed = new Intl.ListFormat(locale, { type: 'conjunction' }).format(affected.split(', '))

  test.describe(`the status notice (${locale})`, () => {
    test('a major outage shows the notice above the content of the home page, a guide and /help', async ({
      page,
      consoleErrors,
    }) => {
      await feed(page, 'major')
      // A fresh device on each page: every page reads the feed itself (a state read a minute ago is reused).
      await page.addInitScript(() => localStorage.clear())
      for (const path of ['/', '/android/happ', '/help']) {
        await page.goto(at(path))
        const notice = page.locator('.status-notice')
        // Shown once the page has settled and the feed answered: a while on a busy test machine.
        await expect(notice, path).toHaveText(
          plain(t.major, { affected: listed, since: await formatted(page, since) }),
          { timeout: 20_000 },
        )
        await expect(notice.getByRole('link')).toHaveAttribute('href', siteConfig.status)
        await expect(notice).toBeInViewport()
        const [noticeBox, titleBox] = await Promise.all([
          notice.boundingBox(),
          page.locator('h1').first().boundingBox(),
        ])
        expect(noticeBox!.y, path).toBeLessThan(titleBox!.y)
        // Read once the page had loaded, not before the first paint.
        const timing = await page.evaluate((url) => {
          const navigation = performance.getEntriesByType(
            'navigation',
          )[0] as PerformanceNavigationTiming
          const read = performance.getEntriesByName(url)[0]
          return { load: navigation.loadEventEnd, read: read?.startTime ?? -1 }
        }, siteConfig.statusFeed!)
        expect(timing.read, path).toBeGreaterThanOrEqual(timing.load)
      }
      expect(consoleErrors).toEqual([])
    })

    test('the offline page says what the service reported when it was last read, with the time', async ({
      page,
    }) => {
      const errors = pageErrors(page)
      await feed(page, 'major')
      await page.goto(at('/android/happ'))
      await expect(page.locator('.status-notice')).toBeVisible({ timeout: 20_000 })
      const read = await page.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key)!) as { at: number }).at,
        LAST_STATUS_KEY,
      )
      // A minute and more later, with no network: the feed cannot be read.
      await page.evaluate(
        ([key, read]) => {
          const kept = JSON.parse(localStorage.getItem(key)!) as { at: number }
          localStorage.setItem(key, JSON.stringify({ ...kept, at: read - 120_000 }))
        },
        [LAST_STATUS_KEY, read] as const,
      )
      await feed(page, 'abort')
      await page.goto(at('/offline'))
      await expect(page.locator('.status-notice')).toHaveText(
        plain(t.last, {
          time: await formatted(page, read - 120_000),
          affected: listed,
          since: await formatted(page, since),
        }),
        { timeout: 20_000 },
      )
      await expect(page.locator('.status-notice').getByRole('link')).toHaveAttribute(
        'href',
        siteConfig.status,
      )
      expect(errors).toEqual([])
    })

    test('"all systems operational" shows nothing', async ({ page, consoleErrors }) => {
      await feed(page, 'none')
      await page.addInitScript(() => localStorage.clear())
      for (const path of ['/', '/ios/happ', '/help']) {
        await page.goto(at(path))
        await settled(page)
        await expect(page.locator('.status-notice'), path).toHaveCount(0)
      }
      expect(consoleErrors).toEqual([])
    })

    test('a feed that fails to load shows nothing and logs nothing', async ({ page }) => {
      const errors = pageErrors(page)
      for (const failure of ['broken', 'abort']) {
        await feed(page, failure)
        const requested = page.waitForRequest(siteConfig.statusFeed!)
        await page.goto(at('/android/happ'))
        await requested
        await page.waitForTimeout(500)
        await expect(page.locator('.status-notice'), failure).toHaveCount(0)
        expect(await page.evaluate((key) => localStorage.getItem(key), LAST_STATUS_KEY)).toBeNull()
      }
      expect(errors).toEqual([])
    })
  })
}
