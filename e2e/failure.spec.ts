import type { Page } from '@playwright/test'

import { desktopOnly, expect, test } from './fixtures'
import { onDemandChunk, pageScript } from './assets'
import { startPlainHost, type Running } from './servers'
import { en } from './routes'

// Requests a service worker makes are invisible to page.route; these tests break requests on purpose.
test.use({ serviceWorkers: 'block' })

const chunkBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Part of this page failed to load.' })

test('a page script that fails to load shows "Retry" with the error; Retry loads the page', async ({
  page,
}) => {
  const script = pageScript()
  await page.route(`**${script}`, (route) => route.abort())
  await page.goto(en('/install'))
  const banner = chunkBanner(page)
  await expect(banner).toBeVisible()
  await expect(banner.locator('code')).toHaveText(`Failed to load ${new URL(script, page.url())}`)
  // The page reads, but nothing of the script ran: the reader's device is not marked.
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('.device-card[data-detected]')).toHaveCount(0)
  await page.unroute(`**${script}`)
  await banner.getByRole('button', { name: 'Retry' }).click()
  // The reloaded page has its script.
  await expect(page.locator('.device-card[data-detected]')).toBeVisible()
  await expect(banner).toBeHidden()
})

desktopOnly('the QR code is drawn for desktop readers only', () => {
  test('a QR chunk that does not load leaves the page working, and the code comes when it loads, without a reload', async ({
    page,
  }) => {
    const chunk = onDemandChunk('data-qr-text')
    // Every request for it, the loader's later tries from new addresses (`?retry=1`, …) too.
    const isChunk = (url: URL) => url.pathname === chunk
    const asked: string[] = []
    await page.route(isChunk, (route) => {
      asked.push(new URL(route.request().url()).search)
      return route.abort()
    })
    const subscription = 'https://sub.example.com/api/sub/AbC123'
    await page.goto(`${en('/ios/happ')}#sub=${encodeURIComponent(subscription)}`)
    // The part the page loads by itself tries again on its own (client/on-demand.ts `soon`), each time
    // from a new address, and says nothing: the link beside it is what the reader needs.
    await expect.poll(() => asked, { timeout: 10_000 }).toEqual(['', '?retry=1', '?retry=2'])
    await expect(
      page.locator('.one-tap').getByRole('link', { name: 'Add to Happ', exact: true }),
    ).toHaveAttribute('href', `happ://add/${subscription}`)
    await expect(page.locator('.one-tap__qr')).toHaveCount(0)
    await expect(chunkBanner(page)).toBeHidden()
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0)
    await expect(page.locator('h1')).toContainText('Happ')
    const url = page.url()
    await page.unroute(isChunk)
    // The next try (10 s after the third) loads it: the code is drawn on the same page.
    await expect(
      page.getByRole('img', { name: 'QR code of this guide with your personal link' }),
    ).toBeVisible({ timeout: 15_000 })
    expect(page.url()).toBe(url)
  })
})

test('the chunk-error banner is localized', async ({ page }) => {
  await page.route('**/_next/static/chunks/*.css', (route) => route.abort())
  await page.goto('/faq')
  const banner = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить часть страницы.' })
  await expect(banner.getByRole('button', { name: 'Повторить' })).toBeVisible()
})

test('a behaviour that throws shows "This page crashed." with the causes; "Try again" reloads', async ({
  page,
}) => {
  const script = pageScript()
  // The page script with an error thrown after its behaviours started, as a bug in one would.
  await page.route(`**${script}`, async (route) => {
    const response = await route.fetch()
    const body = `${await response.text()}\nthrow new Error('Rendering the steps failed', { cause: new TypeError('steps is undefined') })\n`
    // Not stored: the script's name is hashed and cached as immutable, so the reload below would
    // otherwise take this broken copy from the browser's cache instead of the fixed one.
    await route.fulfill({
      response,
      body,
      headers: { ...response.headers(), 'cache-control': 'no-store' },
    })
  })
  await page.goto(en('/android/happ'))
  const alert = page.getByRole('alert').filter({ hasText: 'This page crashed.' })
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('This page crashed.')
  await expect(alert).toContainText('Error: Rendering the steps failed')
  await expect(page.getByRole('heading', { name: 'Caused by' })).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'TypeError: steps is undefined' }),
  ).toBeVisible()
  // The crash screen takes the guide's place; the navigation stays.
  await expect(page.locator('#main')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText('This page crashed.')
  await expect(page.locator('footer.footer a').first()).toBeVisible()
  await expect(chunkBanner(page)).toBeHidden()

  await page.unroute(`**${script}`)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('h1')).toContainText('Happ')
  await expect(alert).toHaveCount(0)
})

test('the crash screen is localized', async ({ page }) => {
  const script = pageScript()
  await page.route(`**${script}`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\nthrow new Error('x')\n` })
  })
  await page.goto('/android/happ')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Эта страница сломалась.')
  await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible()
})

test.describe('served under a path other than the base path', () => {
  let host: Running
  test.beforeAll(async () => {
    host = await startPlainHost('/docs')
  })
  test.afterAll(async () => host?.stop())

  for (const [url, text] of [
    ['/docs/en/android/happ', 'Your site did not load properly.'],
    ['/docs/', 'Сайт загрузился неправильно.'],
  ] as const) {
    test(`${url} shows the base-URL banner`, async ({ page }) => {
      await page.goto(`${host.origin}${url}`)
      const banner = page.getByRole('alert').filter({ hasText: text })
      await expect(banner).toBeVisible()
      await expect(banner.locator('code[data-actual]')).toHaveText('/docs')
    })
  }

  test('at the right address there is no banner', async ({ page }) => {
    await page.goto(en('/android/happ'))
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#base-url-banner')).toBeHidden()
    await expect(page.locator('#chunk-error')).toBeHidden()
  })
})

test('the build has the scripts the failure tests block', () => {
  expect(pageScript()).toMatch(/^\/_assets\/site\.\w+\.js$/)
  expect(onDemandChunk('data-qr-text')).toMatch(/^\/_assets\/qr\.\w+\.js$/)
})
