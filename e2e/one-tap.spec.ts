import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page, Request } from '@playwright/test'

import { readMessages } from '@/lib/i18n/message-files'

import { expect, isMobile, test } from './fixtures'
import { en } from './routes'

const subscription = 'https://sub.example.com/api/sub/AbC123?format=raw'
const encoded = encodeURIComponent(subscription)
const fragment = `#sub=${encoded}`
const brand = encodeURIComponent('Example VPN')

/**
 * Happ's encrypted link as panels make it: `happ://crypt4/` and the standard base64 of a 512-byte RSA
 * ciphertext (the bytes here only look like one: the page checks the form, never decrypts).
 */
const crypt4 = `happ://crypt4/${Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 31 + 7) % 256)).toString('base64')}`

const require = createRequire(import.meta.url)
const jsQrSource = readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8')

/** Every request the page makes, URL and headers, to check that the subscription never leaves the tab. */
function recordRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    seen.push(request.url())
    seen.push(JSON.stringify(request.headers()))
    const body = request.postData()
    if (body) seen.push(body)
  })
  return seen
}

function expectNoLeak(seen: string[]) {
  expect(seen.length).toBeGreaterThan(0)
  const secrets = ['sub.example.com', 'AbC123', encoded, encodeURIComponent(encoded), 'sub=']
  for (const entry of seen)
    for (const secret of secrets) expect(entry, `request leaks ${secret}`).not.toContain(secret)
}

const locales = [
  {
    locale: 'ru',
    t: readMessages('ru').OneTap,
    android: 'Android',
    prefix: '',
    add: (app: string) => `Добавить в ${app}`,
    copy: 'Скопировать ссылку',
    forget: 'Забыть эту ссылку',
    invalid: 'не удалось прочитать',
  },
  {
    locale: 'en',
    t: readMessages('en').OneTap,
    android: 'Android',
    prefix: en('/'),
    add: (app: string) => `Add to ${app}`,
    copy: 'Copy link',
    forget: 'Forget this link',
    invalid: 'could not be read',
  },
] as const

for (const l of locales) {
  test.describe(`one-tap import (${l.locale})`, () => {
    test('a personal link gives the exact import link, survives navigation and can be forgotten', async ({
      page,
      consoleErrors,
    }) => {
      const requests = recordRequests(page)
      await page.goto(`${l.prefix}/android/happ${fragment}`)
      const add = page.locator('.one-tap').getByRole('link', { name: l.add('Happ'), exact: true })
      await expect(add).toHaveAttribute('href', `happ://add/${subscription}`)
      // The fragment is gone from the address bar; the rest of the URL stays.
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/android/happ$`))
      expect(await page.evaluate(() => window.location.hash)).toBe('')
      // Kept for the tab only.
      expect(
        await page.evaluate(() => [
          sessionStorage.length,
          localStorage.getItem('onetap:subscription'),
        ]),
      ).toEqual([1, null])
      await expect(page.locator('.one-tap').getByRole('button', { name: l.copy })).toBeVisible()

      // Client-side navigation through the sidebar keeps the buttons, with the new app's format.
      if (isMobile(page))
        await page.locator('.menu-toggle, [aria-controls="site-menu"]').first().click()
      await page.locator('#site-menu').getByRole('link', { name: 'v2rayNG', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/android/v2rayNG$`))
      await expect(
        page.locator('.one-tap').getByRole('link', { name: l.add('v2rayNG'), exact: true }),
      ).toHaveAttribute('href', `v2rayng://install-config?url=${encodeURIComponent(encoded)}`)

      // After a reload too (same tab).
      await page.goto(`${l.prefix}/ios/stash`)
      await expect(
        page.locator('.one-tap').getByRole('link', { name: l.add('Stash'), exact: true }),
      ).toHaveAttribute('href', `stash://install-config?url=${encoded}`)
      await expect(page.locator('[data-onetap="fallback"]')).toHaveAttribute(
        'href',
        'https://link.stash.ws/install-config/sub.example.com/api/sub/AbC123?format=raw',
      )

      await page.getByRole('button', { name: l.forget }).click()
      await expect(page.locator('[data-onetap]')).toHaveCount(0)
      await expect(page.locator('.one-tap')).toContainText('Stash')
      expect(await page.evaluate(() => sessionStorage.getItem('onetap:subscription'))).toBeNull()
      await page.goto(`${l.prefix}/android/happ`)
      await expect(page.locator('.one-tap')).toBeVisible()
      await expect(page.locator('[data-onetap]')).toHaveCount(0)

      await page.waitForLoadState('networkidle')
      expectNoLeak(requests)
      expect(consoleErrors).toEqual([])
    })

    test('every app gets its own format; v2rayN gets copy only', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const cases = [
        [
          '/android/clash-meta',
          'Clash Meta for Android',
          `clashmeta://install-config?url=${encoded}&name=${brand}`,
        ],
        [
          '/android/karing',
          'Karing',
          `karing://install-config?url=${encodeURIComponent(encoded)}&name=${encodeURIComponent(brand)}`,
        ],
        ['/ios/streisand', 'Streisand', `streisand://import/${subscription}`],
        [
          '/ios/shadowrocket',
          'Shadowrocket',
          `shadowrocket://add/sub://${Buffer.from(subscription).toString('base64')}`,
        ],
        [
          '/macos/clashxmeta',
          'ClashX Meta',
          `clashx://install-config?url=${encoded}&name=${brand}`,
        ],
        [
          '/windows/clashvergerev',
          'Clash Verge Rev',
          `clash-verge://install-config?name=${brand}&url=${encoded}`,
        ],
      ] as const
      await page.goto(`${l.prefix}/android/happ${fragment}`)
      await expect(page.locator('.one-tap [data-onetap="add"]')).toBeVisible()
      for (const [path, app, href] of cases) {
        await page.goto(`${l.prefix}${path}`)
        await expect(
          page.locator('.one-tap').getByRole('link', { name: l.add(app), exact: true }),
        ).toHaveAttribute('href', href)
      }
      await page.goto(`${l.prefix}/windows/v2rayn`)
      await expect(page.locator('.one-tap [data-onetap="copy"]')).toBeVisible()
      await expect(page.locator('[data-onetap="add"]')).toHaveCount(0)
      await expect(page.locator('.one-tap .one-tap__personal')).toContainText('Ctrl+V')
      await page.locator('.one-tap').getByRole('button', { name: l.copy }).click()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(subscription)
    })

    for (const bad of [
      'javascript:alert(1)',
      'http://x',
      encodeURIComponent('data:text/html,<b>x</b>'),
      '%E0%A4%A',
    ]) {
      test(`a malicious or broken fragment (${bad}) gives no button and a notice`, async ({
        page,
        consoleErrors,
      }) => {
        let dialog = false
        page.on('dialog', (d) => {
          dialog = true
          void d.dismiss()
        })
        await page.goto(`${l.prefix}/android/happ#sub=${bad}`)
        const notice = page.getByRole('status').filter({ hasText: l.invalid })
        await expect(notice).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/android/happ$`))
        await expect(page.locator('[data-onetap]')).toHaveCount(0)
        await expect(
          page.locator('a[href^="happ:"], a[href^="javascript:"], a[href^="data:"]'),
        ).toHaveCount(0)
        expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
        await notice.getByRole('button').click()
        await expect(notice).toBeHidden()
        expect(dialog).toBe(false)
        expect(consoleErrors).toEqual([])
      })
    }

    test("Happ's encrypted link: Happ's guide opens it as it is, another app's says it works only in Happ", async ({
      page,
      context,
      consoleErrors,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const requests = recordRequests(page)
      // Another app's guide first, as a bot that sends one link to every customer would.
      await page.goto(`${l.prefix}/android/v2rayNG#sub=${encodeURIComponent(crypt4)}`)
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/android/v2rayNG$`))
      const card = page.locator('.onetap-card')
      await expect(card).toContainText(l.t.happOnlyTitle)
      await expect(page.locator('.one-tap')).toContainText(l.t.happOnlyTitle)
      // No button, and no link of any app built from it.
      await expect(page.locator('[data-onetap="add"], [data-onetap="copy"]')).toHaveCount(0)
      await expect(page.locator('a[href^="v2rayng:"], a[href^="happ:"]')).toHaveCount(0)
      const happGuide = card.getByRole('link', { name: new RegExp(`Happ.*${l.android}`) })
      await expect(happGuide).toHaveAttribute('href', `${l.prefix}/android/happ`)
      await expect(card.getByRole('link')).toHaveCount(1)
      await expect(page.getByRole('status')).toHaveCount(0)

      // Happ's guide for the same device, in the same tab: the link is "Add to Happ" itself.
      await happGuide.click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/android/happ$`))
      const addToHapp = page
        .locator('.onetap-card')
        .getByRole('link', { name: l.add('Happ'), exact: true })
      await expect(addToHapp).toHaveAttribute('href', crypt4)
      await expect(
        page.locator('.one-tap').getByRole('link', { name: l.add('Happ'), exact: true }),
      ).toHaveAttribute('href', crypt4)
      await expect(page.locator('.onetap-happ-only')).toHaveCount(0)
      await page.locator('.onetap-card').getByRole('button', { name: l.copy }).click()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(crypt4)
      // "Add to Happ" opens exactly that link (Chromium here has no handler, so the tap is caught).
      await page.evaluate(() => {
        document.addEventListener('click', (event) => {
          const link = (event.target as Element).closest('a')
          if (link?.href.startsWith('happ:')) {
            event.preventDefault()
            document.documentElement.dataset.opened = link.href
          }
        })
      })
      await addToHapp.click()
      await expect(page.locator('html')).toHaveAttribute('data-opened', crypt4)
      await page.waitForLoadState('networkidle')
      expectNoLeak(requests)
      for (const entry of requests) expect(entry).not.toContain(crypt4.slice(14, 60))
      expect(consoleErrors).toEqual([])
    })

    for (const [name, bad] of [
      ['an unknown version', `happ://evil/${crypt4.slice('happ://crypt4/'.length)}`],
      ['a malformed body', `${crypt4.slice(0, 100)}*${crypt4.slice(101)}`],
      ['a body without its padding', crypt4.replace(/=+$/, '')],
    ]) {
      test(`Happ's link with ${name} is refused as invalid`, async ({ page, consoleErrors }) => {
        await page.goto(`${l.prefix}/android/happ#sub=${encodeURIComponent(bad!)}`)
        const notice = page.getByRole('status').filter({ hasText: l.invalid })
        await expect(notice).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/android/happ$`))
        await expect(page.locator('[data-onetap]')).toHaveCount(0)
        await expect(page.locator('a[href^="happ:"]')).toHaveCount(0)
        expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
        expect(consoleErrors).toEqual([])
      })
    }

    // The test injects its own QR decoder into the page; the site's CSP (rightly) refuses inline scripts.
    test.describe('QR code', () => {
      test.use({ bypassCSP: true })
      test('a desktop reader of a phone guide gets a QR code of the personal guide', async ({
        page,
      }) => {
        const requests = recordRequests(page)
        await page.goto(`${l.prefix}/ios/happ${fragment}`)
        await expect(page.locator('.one-tap [data-onetap="add"]')).toBeVisible()
        const qr = page.locator('.one-tap__qr svg')
        if (isMobile(page)) {
          await expect(qr).toHaveCount(0)
          return
        }
        await expect(qr).toBeVisible()
        const origin = new URL(page.url()).origin
        const expected = `${origin}${l.prefix}/ios/happ${fragment}`
        await expect(qr).toHaveAttribute('data-qr-text', expected)
        // Decode the image itself: draw the SVG on a canvas and read it with jsQR.
        await page.addScriptTag({ content: jsQrSource })
        const decoded = await qr.evaluate(async (svg) => {
          const xml = new XMLSerializer().serializeToString(svg)
          const image = new Image()
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = canvas.height = 400
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0, 400, 400)
          const { data } = context.getImageData(0, 0, 400, 400)
          const jsQR = (
            window as unknown as {
              jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null
            }
          ).jsQR
          return jsQR(data, 400, 400)?.data ?? null
        })
        expect(decoded).toBe(expected)
        // Not on a desktop guide.
        await page.goto(`${l.prefix}/windows/karing`)
        await expect(page.locator('.one-tap [data-onetap="add"]')).toBeVisible()
        await expect(page.locator('.one-tap__qr')).toHaveCount(0)
        await page.waitForLoadState('networkidle')
        expectNoLeak(requests)
      })
    })

    test('/install highlights the device and carries the link into the chosen guide', async ({
      page,
    }) => {
      const requests = recordRequests(page)
      await page.goto(`${l.prefix}/install${fragment}`)
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/install$`))
      const device = isMobile(page) ? 'android' : 'windows'
      const card = page.locator(
        `.device-cards[data-onetap] .device-card[data-detected][data-device="${device}"]`,
      )
      await expect(card).toBeVisible()
      // The fragment is added only when the link is followed, never rendered.
      await expect(card.locator('a')).not.toHaveAttribute('href', /#/)
      // "Open in new tab" finds the fragment in the link by then.
      const other = page.locator('.device-card[data-device="ios"] a')
      await other.dispatchEvent('contextmenu')
      await expect(other).toHaveAttribute('href', `${l.prefix}/ios${fragment}`)
      const urls: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) urls.push(frame.url())
      })
      await card.locator('a').click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/${device}$`))
      expect(urls.some((url) => url.endsWith(`${l.prefix}/${device}${fragment}`))).toBe(true)
      await page
        .locator('.markdown')
        .getByRole('link', { name: l.locale === 'ru' ? 'Открыть' : 'Open' })
        .first()
        .click()
      await expect(page.locator('.one-tap [data-onetap="copy"]')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expectNoLeak(requests)
    })
  })
}

test('a guide without a personal link looks as before', async ({ page }) => {
  await page.goto(en('/android/happ'))
  const box = page.locator('.one-tap')
  await expect(box).toContainText('Add in one tap')
  await expect(box).toContainText('an “Add to Happ” button appears right here')
  await expect(box.locator('a, button')).toHaveCount(0)
  await expect(page.locator('.onetap-notice')).toHaveCount(0)
})
