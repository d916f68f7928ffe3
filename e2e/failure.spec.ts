import { readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'
import { out, startPlainHost, type Running } from './servers'

// Requests a service worker makes are invisible to page.route; these tests break requests on purpose.
test.use({ serviceWorkers: 'block' })

test('a build chunk that fails to load shows "Retry" with the error; Retry loads the page', async ({
  page,
}) => {
  const html = await (await page.request.get('/en/faq')).text()
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async/.exec(html)![1]!
  await page.route(`**${chunk}`, (route) => route.abort())
  await page.goto('/en/faq')
  const banner = page.getByRole('alert').filter({ hasText: 'Part of this page failed to load.' })
  await expect(banner).toBeVisible()
  await expect(banner.locator('code')).toHaveText(`Failed to load ${new URL(chunk, page.url())}`)
  await page.unroute(`**${chunk}`)
  await banner.getByRole('button', { name: 'Retry' }).click()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('h1')).toHaveText('Frequently asked questions')
  await expect(banner).toBeHidden()
})

test('the chunk-error banner is localized', async ({ page }) => {
  await page.route('**/_next/static/chunks/*.css', (route) => route.abort())
  await page.goto('/faq')
  const banner = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить часть страницы.' })
  await expect(banner.getByRole('button', { name: 'Повторить' })).toBeVisible()
})

test('a route whose payload fails to preload opens with a full page load', async ({ page }) => {
  await page.goto('/en/guides')
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  )
  // The route's RSC payloads (prefetch and navigation) fail, as after a redeploy removed them.
  let blocked = 0
  await page.route(
    (url) => url.pathname.startsWith('/en/android/happ') && url.pathname.endsWith('.txt'),
    (route) => {
      blocked++
      return route.abort()
    },
  )
  await page.goto('/en/guides')
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  )
  await page.locator('main a[href="/en/android/happ"]').first().click()
  await expect(page).toHaveURL(/\/en\/android\/happ$/)
  await expect(page.locator('h1')).toContainText('Happ')
  expect(blocked).toBeGreaterThan(0)
  // A new document: the full page load.
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined()
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
    await page.goto('/en/android/happ')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#base-url-banner')).toBeHidden()
    await expect(page.locator('#chunk-error')).toBeHidden()
  })
})

test('the build has the chunks the failure tests block', () => {
  expect(readdirSync(path.join(out, '_next', 'static', 'chunks')).length).toBeGreaterThan(3)
})
