// The site built for a base path (`npm run build:base`, out-base/) served by nginx under it with the rules
// that build generated, the way a provider publishes a mirror (docs/deploy.md, "Mirrors and BASE_PATH"; and the
// mirror links of lib/site-config.ts on the root build and the base-path build.
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { en } from './routes'
import { baseSite, startNginx, type Running } from './servers'

import { locales, type Locale } from '@/lib/i18n/config'
import { localizedPath, withBasePath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

const base = baseSite.basePath
let nginx: Running
test.beforeAll(async () => {
  nginx = await startNginx({ site: baseSite })
})
test.afterAll(async () => {
  await nginx?.stop()
})

/** The URL of a locale's page on the base-path site. */
const at = (locale: Locale, path: string) =>
  `${nginx.origin}${withBasePath(base, localizedPath(locale, path))}`

/** Same-origin responses of a page load that failed, and the URLs the page asked for. */
function watch(page: Page) {
  const failed: string[] = []
  const requested: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== nginx.origin) return
    requested.push(url.pathname)
    if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`)
  })
  return { failed, requested }
}

const samples = ['/', '/android/happ', '/faq', '/install', '/help']

for (const locale of locales) {
  test(`${locale}: pages load under ${base}/ with their styles, script and links`, async ({
    page,
    consoleErrors,
  }) => {
    const { failed, requested } = watch(page)
    for (const path of samples) {
      const response = await page.goto(at(locale, path))
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('#base-url-banner')).toBeHidden()
      await expect(page.locator('main h1').first()).toBeVisible()
      const hrefs = await page
        .locator('a[href^="/"], link[href^="/"], script[src^="/"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('src')!))
      expect(hrefs.length).toBeGreaterThan(10)
      for (const href of hrefs) {
        expect(href === base || href.startsWith(`${base}/`), `${path}: ${href}`).toBe(true)
        expect(href.startsWith(`${base}${base}/`), `${path}: ${href}`).toBe(false)
      }
    }
    // Every stylesheet and the page script came from under the base path.
    expect(requested.some((p) => p.startsWith(`${base}/_assets/`) && p.endsWith('.js'))).toBe(true)
    expect(requested.some((p) => p.endsWith('.css'))).toBe(true)
    expect(requested.filter((p) => !p.startsWith(`${base}/`) && p !== base)).toEqual([])
    expect(failed).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('the figures load and zoom under the base path', async ({ page, request }) => {
  for (const locale of locales) {
    await page.goto(at(locale, '/faq'))
    const figures = page.locator('figure.figure')
    expect(await figures.count()).toBeGreaterThan(0)
    for (const figure of await figures.all()) {
      const img = figure.locator('img')
      await img.scrollIntoViewIfNeeded()
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true)
      const src = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)
      expect(src).toMatch(new RegExp(`^${base}/_assets/img/${locale}/.+\\.avif$`))
      const href = (await figure.locator('a.figure__zoom').getAttribute('href'))!
      expect(href.startsWith(`${base}/_assets/img/${locale}/`), href).toBe(true)
      const full = await request.get(`${nginx.origin}${href}`)
      expect(full.status(), href).toBe(200)
      expect(full.headers()['content-type'], href).toMatch(/^image\//)
    }
  }
})

test('every link of a page answers under the base path', async ({ page, request }) => {
  for (const locale of locales) {
    await page.goto(at(locale, '/android/happ'))
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('href')!.split('#')[0]!))])
    for (const href of hrefs) {
      const response = await request.get(`${nginx.origin}${href}`, { maxRedirects: 0 })
      expect(response.status(), href).toBe(200)
    }
  }
})

test('the language switch leads to the other language under the base path', async ({ page }) => {
  await page.goto(at('ru', '/android/happ'))
  await page.locator('.locale-switcher summary').click()
  await page.locator('.locale-switcher a[hreflang="en"]').click()
  await expect(page).toHaveURL(at('en', '/android/happ'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.locator('.locale-switcher summary').click()
  await page.locator('.locale-switcher a[hreflang="ru"]').click()
  await expect(page).toHaveURL(at('ru', '/android/happ'))
})

for (const [locale, query] of [
  ['ru', 'подписку'],
  ['en', 'subscription'],
] as const) {
  test(`${locale}: search finds pages and its results open under the base path`, async ({
    page,
  }) => {
    await page.goto(at(locale, '/faq'))
    await page.locator('.search-button').click()
    await page.getByRole('combobox').fill(query)
    const first = page.locator('.search-results__hit a').first()
    await expect(first).toBeVisible()
    const href = (await first.getAttribute('href'))!
    expect(href.startsWith(`${base}/`)).toBe(true)
    await first.click()
    await expect(page).toHaveURL(`${nginx.origin}${href}`)
    await expect(page.locator('#base-url-banner')).toBeHidden()
  })
}

test('the manifest, robots and sitemap name the base path and the canonical site', async ({
  request,
}) => {
  const manifest = (await (
    await request.get(`${nginx.origin}${base}/manifest.webmanifest`)
  ).json()) as { start_url: string; scope: string; icons: { src: string }[] }
  expect(manifest.start_url).toBe(base)
  expect(manifest.scope).toBe(base)
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(`${base}/`)).toBe(true)
    expect((await request.get(`${nginx.origin}${icon.src}`)).status()).toBe(200)
  }
  expect((await request.get(`${nginx.origin}${base}/sitemap.xml`)).status()).toBe(200)
  expect((await request.get(`${nginx.origin}/android/happ`)).status()).toBe(404)
  // The not-found pages are answered under the base path, in each language.
  const missing = await request.get(at('en', '/no-such-page'))
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page Not Found')
})

const mirrors: readonly string[] = siteConfig.mirrors
const tryText: Record<Locale, string> = {
  ru: 'Если этот адрес не открывается, попробуйте:',
  en: 'If this address does not open, try:',
}

for (const site of ['root', 'base'] as const) {
  for (const locale of locales) {
    test(`${site} build, ${locale}: the footer, the not-found page and the offline page list the mirrors`, async ({
      page,
      baseURL,
    }) => {
      const url = (path: string) =>
        site === 'root' ? `${baseURL}${localizedPath(locale, path)}` : at(locale, path)
      const check = async (samePage: string | null) => {
        const list = page.locator('[data-mirrors]').filter({ hasText: tryText[locale] })
        await expect(list).toBeVisible()
        const links = list.getByRole('link')
        await expect(links).toHaveCount(mirrors.length)
        for (const [i, mirror] of mirrors.entries()) {
          const target = samePage ?? localizedPath(locale, '/')
          await expect(links.nth(i)).toHaveAttribute('href', withBasePath(mirror, target))
        }
      }
      await page.goto(url('/android/happ'))
      await check(null)
      await page.goto(url('/no-such-page'))
      await check(null)
      // The offline page's links open the page in the address bar on the mirror.
      await page.goto(url('/offline'))
      await check(localizedPath(locale, '/offline'))
    })
  }
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test.skip(({ isMobile }) => isMobile, 'desktop only')

  test('the worker controls the base path; a visited page reopens offline, another shows the offline page with mirrors', async ({
    browser,
  }) => {
    // Without the request routing of ./fixtures: Chromium's service workers do not start under it.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(at('ru', '/android/happ'))
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      return registration.scope
    })
    // The scope is the base path itself, so the home page (`/docs`, what the installed app opens) is
    // the worker's too.
    expect(scope).toBe(`${nginx.origin}${base}`)
    await page.reload()
    await page.goto(at('en', '/ios/happ'))
    await page.goto(at('ru', '/'))
    const home = await page.locator('h1').textContent()
    await context.setOffline(true)
    await page.goto(at('ru', '/'))
    await expect(page.locator('h1')).toHaveText(home!)
    await page.goto(at('ru', '/android/happ'))
    await expect(page.locator('h1')).toContainText('Happ')
    await page.goto(at('en', '/ios/happ'))
    await expect(page.locator('h1')).toContainText('Happ')
    await page.goto(at('en', '/macos/karing'))
    await expect(page.locator('h1')).toHaveText('You are offline')
    const link = page.locator('[data-mirrors] a').first()
    await expect(link).toHaveAttribute('href', withBasePath(mirrors[0]!, en('/macos/karing')))
    await page.goto(at('ru', '/ios/stash'))
    await expect(page.locator('h1')).toHaveText('Нет подключения к интернету')
    await context.close()
  })
})
