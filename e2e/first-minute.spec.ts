// A customer's first minute (issue "A customer's first minute"): the bot's personal link opened on a slow
// phone, maybe inside Telegram's built-in browser. Everything here runs against the built site on the
// real server, at 375 px and 1280 px (the two projects), in both languages.
import { createServer, type Server } from 'node:http'

import type { Page } from '@playwright/test'

import { readContentFiles } from '@/lib/source/files'
import { defaultLocale, locales, type Locale } from '@/lib/i18n/config'
import { readMessages, type Messages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

import { expect, isMobile, phoneOnly, test } from './fixtures'

/** The interface strings the pages show, to find them by. */
const messages = Object.fromEntries(
  locales.map((locale) => [locale, readMessages(locale)]),
) as Record<Locale, Messages>
const subscription = 'https://sub.example.com/api/sub/AbC123?format=raw'
const fragment = `#sub=${encodeURIComponent(subscription)}`
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m)
/** A message's text as the page shows it, without its rich-text tags. */
const plain = (text: string, values: Record<string, string> = {}) =>
  fill(text, values).replace(/<\/?\w+>/g, '')

/** Guides with the one-tap import, from their source (`<OneTapImport />`), in each language. */
const oneTapGuides = readContentFiles().filter((file) => /<OneTapImport\b/.test(file.source))

for (const locale of locales) {
  const t = messages[locale]
  const at = (path: string) => localizedPath(locale, path)

  test.describe(`one-tap that knows when it failed (${locale})`, () => {
    test('a tap on "Add" that opens nothing says so within 3 s, with what to do', async ({
      page,
    }) => {
      await page.goto(`${at('/android/happ')}${fragment}`)
      const card = page.locator('.onetap-card')
      // Chromium here has no handler for happ://: the page stays in front.
      await card.getByRole('link', { name: fill(t.OneTap.add, { app: 'Happ' }) }).click()
      const tapped = Date.now()
      const notice = card.getByRole('status')
      await expect(notice).toContainText(fill(t.OneTap.failedTitle, { app: 'Happ' }), {
        timeout: 3000,
      })
      expect(Date.now() - tapped).toBeLessThan(3000)
      await expect(notice).toContainText(plain(t.OneTap.failedInstall, { app: 'Happ' }))
      await expect(notice.locator('a[href="#install"]')).toBeVisible()
      await expect(notice.locator('a[href="#add-subscription"]')).toBeVisible()
    })

    test("the section's own button says so next to itself, too", async ({ page }) => {
      await page.goto(`${at('/ios/happ')}${fragment}`)
      const box = page.locator('.one-tap')
      await box.getByRole('link', { name: fill(t.OneTap.add, { app: 'Happ' }) }).click()
      await expect(box.getByRole('status')).toContainText(
        fill(t.OneTap.failedTitle, { app: 'Happ' }),
        { timeout: 3000 },
      )
      await expect(page.getByRole('status')).toHaveCount(1)
    })

    test('a tap after which the page goes to the background (the app opened) shows nothing', async ({
      page,
    }) => {
      // The page's clock, so the wait after the tap can be run to its end at once rather than slept.
      await page.clock.install()
      await page.goto(`${at('/ios/stash')}${fragment}`)
      const card = page.locator('.onetap-card')
      await card.getByRole('link', { name: fill(t.OneTap.add, { app: 'Stash' }) }).click()
      // What a phone does when the app takes the screen.
      await page.evaluate(() => {
        Object.defineProperty(document, 'hidden', { value: true, configurable: true })
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      // Past the wait, and past the 3 s the other test allows: every timer due by then has run.
      await page.clock.runFor(3500)
      await expect(page.getByRole('status')).toHaveCount(0)
    })
  })

  test.describe(`a personal guide opens with its action (${locale})`, () => {
    const guides = oneTapGuides.filter((file) => file.locale === locale)

    phoneOnly('the first screen of a phone: 375 × 740', () => {
      test('with #sub=, "Add to <App>" (or "Copy link") is on the first screen of every one-tap guide', async ({
        page,
      }) => {
        // One page load per one-tap guide of the language (19): the default 30 s fits them only on
        // an idle machine.
        test.slow()
        expect(guides.length).toBeGreaterThan(10)
        for (const guide of guides) {
          await page.goto(`${guide.url}${fragment}`)
          const card = page.locator('.onetap-card')
          await expect(card, guide.url).toBeVisible()
          const action = card
            .locator('[data-onetap="add"]')
            .or(card.locator('[data-onetap="copy"]'))
          const box = await action.first().boundingBox()
          expect(box, guide.url).not.toBeNull()
          expect(
            box!.y + box!.height,
            `${guide.url}: the button ends below the first screen`,
          ).toBeLessThanOrEqual(740)
          expect(box!.y, guide.url).toBeGreaterThanOrEqual(0)
        }
      })
    })

    test('without #sub= there is no card, and the one-tap section reads as before', async ({
      page,
    }) => {
      await page.goto(at('/android/happ'))
      await expect(page.locator('.one-tap')).toBeVisible()
      await expect(page.locator('.onetap-card')).toBeHidden()
      await expect(page.locator('.onetap-card [data-onetap]')).toHaveCount(0)
    })

    test('the card offers the store of the platform and the install section, and its place is kept from the first paint', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number }
        w.shifts = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            w.shifts += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(`${at('/android/happ')}${fragment}`)
      await expect(page.locator('.onetap-card .one-tap__personal')).toBeVisible()
      // Below 0.1, the "good" layout-shift score: without the kept place the card pushes the text a
      // third of a phone screen down.
      expect(
        await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
      ).toBeLessThan(0.1)
      const card = page.locator('.onetap-card')
      await expect(card.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      )
      await expect(card.locator('a[href="#install"]')).toBeVisible()
    })
  })

  test.describe(`in-app browsers (${locale})`, () => {
    test("inside Telegram's browser, a personal guide says so before the first tap and copies the page link with the subscription", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      // What Telegram for iOS and older Android versions put on every page of their browser.
      await page.addInitScript(() => {
        Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } })
      })
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await page.goto(`${at('/android/happ')}${fragment}`)
      const notice = page.locator('.onetap-card .onetap-inapp')
      await expect(notice).toContainText(t.OneTap.inAppTitle)
      // The device's menus: the mobile project is an Android phone; the desktop one no known phone.
      const steps = isMobile(page) ? t.OneTap.inAppTelegramAndroid : t.OneTap.inAppOther
      await expect(notice).toContainText(steps)
      await notice.getByRole('button', { name: t.OneTap.copyPage }).click()
      await expect(notice.getByRole('button', { name: t.OneTap.pageCopied })).toBeVisible()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(`${new URL(page.url()).origin}${at('/android/happ')}${fragment}`)
      // The subscription never went to a server.
      expect(requests.filter((url) => url.includes('AbC123'))).toEqual([])
    })

    test('a plain browser shows no in-app notice', async ({ page }) => {
      await page.goto(`${at('/android/happ')}${fragment}`)
      await expect(page.locator('.onetap-card')).toBeVisible()
      await expect(page.locator('.onetap-inapp')).toHaveCount(0)
    })
  })
}

test.describe('nothing lost before the page script', () => {
  /** Holds every script of the build back until `release()`: a slow phone shows the page first. */
  async function holdScripts(page: Page) {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_assets/*.js', async (route) => {
      await gate
      await route.continue()
    })
    return () => {
      release()
      return Date.now()
    }
  }

  phoneOnly('the menu button is a phone layout control', () => {
    test('a menu tap opens the menu at once, and it works on when the script arrives', async ({
      page,
    }) => {
      const release = await holdScripts(page)
      await page.goto('/android/happ', { waitUntil: 'commit' })
      const toggle = page.locator('[data-menu-toggle]')
      await toggle.click()
      await expect(page.locator('html')).toHaveAttribute('data-menu-open', '')
      await expect(page.locator('#site-menu')).toBeVisible()
      const released = release()
      // Once the page script has started, Escape (its handler) closes the menu.
      await expect
        .poll(async () => {
          await page.keyboard.press('Escape')
          return page.locator('html').getAttribute('data-menu-open')
        })
        .toBeNull()
      expect(Date.now() - released).toBeLessThan(2500)
    })
  })

  test('back-to-top appears and takes the reader up before the page script', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/faq', { waitUntil: 'commit' })
    await expect(page.locator('h1')).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const button = page.locator('[data-back-to-top]')
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    release()
  })

  test('a copy tap copies at once, and says "Copied" no later than 2.5 s after the script arrives', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const release = await holdScripts(page)
    await page.goto(localizedPath('en', '/ios/shadowrocket'), { waitUntil: 'commit' })
    const block = page.locator('.code-block').first()
    await block.scrollIntoViewIfNeeded()
    await block.hover()
    await block.getByRole('button', { name: 'Copy' }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('GEOIP,RU,DIRECT')
    await expect(block.getByRole('button', { name: 'Copied' })).toHaveCount(0)
    const released = release()
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 2500 })
    expect(Date.now() - released).toBeLessThan(2500)
  })
})

test('the progress bar shows during a slow navigation, even when the network is slow', async ({
  page,
}) => {
  await page.goto('/android/happ')
  // The reader reads a moment: the page settles and the bar's code is on the device.
  await page.waitForResponse(/\/_assets\/progress\.[\w-]+\.js$/)
  const origin = new URL(page.url()).origin
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue().catch(() => {})
    },
  )
  // The page reports the click and the bar's first frame; during a navigation that has started, only a
  // binding still reaches the test.
  let shownAfter: number | undefined
  await page.exposeFunction('reportBar', (ms: number) => (shownAfter = ms))
  await page.evaluate(() => {
    const report = (window as unknown as { reportBar: (ms: number) => void }).reportBar
    document.addEventListener(
      'click',
      () => {
        const clicked = performance.now()
        new MutationObserver((_, observer) => {
          if (!document.getElementById('nprogress')) return
          observer.disconnect()
          report(performance.now() - clicked)
        }).observe(document.body, { childList: true })
      },
      { capture: true, once: true },
    )
  })
  const next = page.locator('.pager__link--next')
  await next.scrollIntoViewIfNeeded()
  await next.click({ noWaitAfter: true })
  await expect.poll(() => shownAfter, { timeout: 2400 }).toBeDefined()
  expect(shownAfter).toBeGreaterThanOrEqual(200)
  expect(shownAfter).toBeLessThanOrEqual(1800)
})

test.describe('/help checks the device', () => {
  for (const locale of locales) {
    const t = messages[locale].DeviceCheck
    const at = (path: string) => localizedPath(locale, path)
    // The status feed is answered by the stub below in the feed tests; elsewhere it is unreachable.

    test(`${locale}: a right clock and an online device say so`, async ({ page }) => {
      await page.goto(at('/help'))
      const check = page.getByRole('region', { name: t.title })
      await expect(check.locator('[data-check="clock"]')).toHaveText(t.clockOk)
      await expect(check.locator('[data-check="network"]')).toHaveText(t.online)
    })

    test(`${locale}: a clock 3 hours ahead gets the warning with the size of the difference`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const now = Date.now.bind(Date)
        Date.now = () => now() + 3 * 3600_000
      })
      await page.goto(at('/help/android/happ'))
      const clock = page.locator('[data-check="clock"]')
      const hours = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'long',
      }).format(3)
      await expect(clock).toHaveText(plain(t.clockAhead, { amount: hours }))
      await expect(clock.getByRole('link')).toHaveAttribute('href', '#wrong-time')
      await expect(page.locator('#wrong-time')).toHaveCount(1)
    })
  }

  test('without JavaScript the section is absent', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${test.info().project.use.baseURL}${localizedPath(defaultLocale, '/help')}`)
    await expect(page.locator('[data-device-check]')).toBeHidden()
    await expect(page.getByRole('heading', { name: messages.ru.Help.chooseDevice })).toBeVisible()
    await context.close()
  })

  test.describe('the service status feed', () => {
    // Six pages in a row, each also reading the feed for the status notice once it has settled.
    test.describe.configure({ timeout: 60_000 })
    let stub: Server
    let origin: string
    test.beforeAll(async () => {
      stub = createServer((request, response) => {
        const indicator = request.url!.slice(1)
        response.setHeader('Access-Control-Allow-Origin', '*')
        if (indicator === 'error') return response.writeHead(503).end('down')
        response.setHeader('Content-Type', 'application/json')
        response.end(
          JSON.stringify({
            page: { name: 'Example VPN' },
            status: { indicator, description: `Feed says ${indicator}` },
          }),
        )
      })
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
      const address = stub.address()
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    })
    test.afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())))

    /** The site's feed URL answered by the stub's `indicator` route. */
    async function feed(page: Page, indicator: string) {
      await page.unroute(siteConfig.statusFeed!)
      // The status notice may still be reading the feed when the test moves on to the next page: that
      // request is gone with its page, and its answer goes nowhere.
      await page.route(siteConfig.statusFeed!, async (route) =>
        route
          .fetch({ url: `${origin}/${indicator}` })
          .then((response) => route.fulfill({ response }))
          .catch(() => {}),
      )
    }

    for (const locale of locales) {
      const t = messages[locale].DeviceCheck
      test(`${locale}: each indicator, then the last state seen when the feed fails`, async ({
        page,
      }) => {
        const service = page.locator('[data-check="service"]')
        const cases: [string, string][] = [
          ['none', plain(t.serviceOk)],
          ['minor', plain(t.serviceMinor, { description: 'Feed says minor' })],
          ['major', plain(t.serviceMajor, { description: 'Feed says major' })],
          ['critical', plain(t.serviceMajor, { description: 'Feed says critical' })],
        ]
        for (const [indicator, text] of cases) {
          await feed(page, indicator)
          await page.goto(localizedPath(locale, '/help'))
          await expect(service, indicator).toHaveText(text)
        }
        await feed(page, 'error')
        await page.goto(localizedPath(locale, '/help'))
        await expect(service).toContainText('Feed says critical')
        await expect(service).toContainText(plain(t.serviceLast).split('(')[0]!.trim())
        // A device that never saw the feed cannot tell.
        await page.evaluate(() => localStorage.clear())
        await page.reload()
        await expect(service).toHaveText(plain(t.serviceUnknown))
      })
    }
  })
})
