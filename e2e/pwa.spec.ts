import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './browser'
import { expect, test } from '@playwright/test'
import { en } from './routes'
import { startSiteCopy, type SiteServer } from './server'

import { isMobileWidth } from '@/lib/design-tokens'
import { readImageManifest } from '@/lib/images/manifest'

import { dropCopies } from '../scripts/build/precompress'

// Service-worker behaviour does not depend on the viewport; it runs once, at desktop width. These tests do not
// use the request routing of ./fixtures (Chromium's service workers do not start under it); the browser's
// host-resolver rule (./browser.ts) keeps them on 127.0.0.1.
test.skip(({ viewport }) => isMobileWidth(viewport?.width ?? 1280), 'desktop only')
test.use({ serviceWorkers: 'allow' })

let site: SiteServer
test.beforeEach(async () => {
  site = await startSiteCopy()
})
test.afterEach(async () => {
  await site?.stop()
  site?.cleanup()
})
// Offline mode precaches the whole site (about 13 MB) before it takes over.
test.describe.configure({ timeout: 90_000 })

/** Waits until a service worker controls the page (it is active, precaching done). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
}

const scriptUrl = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL)

/** Opens the home page with offline mode on, once the worker that controls it was registered with it. */
async function openInOfflineMode(page: Page) {
  await page.goto(`${site.url}/?offlineMode=true`)
  await controlled(page)
  await expect
    .poll(async () => new URL(await scriptUrl(page)).searchParams.get('params'))
    .toContain('"offlineMode":true')
}

test('registers /sw.js with params {offlineMode, debug}', async ({ page }) => {
  await page.goto(`${site.url}/`)
  await controlled(page)
  const url = new URL(await scriptUrl(page))
  expect(url.pathname).toBe('/sw.js')
  expect(JSON.parse(url.searchParams.get('params')!)).toEqual({ offlineMode: false, debug: false })
  await page.goto(`${site.url}/?offlineMode=true`)
  // The newest worker (it may still be precaching the whole site) was registered with offline mode on.
  const newest = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      const worker = registration?.installing ?? registration?.waiting ?? registration?.active
      return worker ? new URL(worker.scriptURL).searchParams.get('params') : null
    })
  await expect
    .poll(async () => JSON.parse((await newest()) ?? '{}'), { timeout: 30_000 })
    .toEqual({ offlineMode: true, debug: false })
})

/** Waits until the worker has stored every one of `urls` (in the background, after install). */
const allStored = (page: Page, urls: string[]) =>
  expect
    .poll(
      () =>
        page.evaluate(
          async (list) =>
            (await Promise.all(list.map((u) => caches.match(u)))).every((r) => r !== undefined),
          urls,
        ),
      { timeout: 30_000 },
    )
    .toBe(true)

/** The names of the language caches offline mode has filled. */
const languageCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('offline-')))

test("offline mode: the reader's language, then another when first opened, search and the 404 page work with no network", async ({
  page,
}) => {
  await openInOfflineMode(page)
  // Installed from a Russian page: only the Russian pages are stored.
  expect((await languageCaches(page)).map((k) => k.split('-')[1])).toEqual(['ru'])
  // The first English page opened online stores the English pages too (in the background: wait until
  // every page this test opens offline is stored).
  await page.goto(`${site.url}${en('/faq')}`)
  const offline = [
    en('/android/happ'),
    en('/faq'),
    en('/tvos/stash'),
    '/windows/v2rayn',
    '/help/android/happ',
    '/legal/privacy-policy',
  ]
  await allStored(page, offline)
  expect((await languageCaches(page)).map((k) => k.split('-')[1]).sort()).toEqual(['en', 'ru'])
  // The pages are stored as the build's gzip copies (five to eight times fewer bytes on the phone).
  const kept = await page.evaluate(async (url) => {
    const response = (await caches.match(url))!
    return {
      encoding: response.headers.get('x-stored-encoding'),
      bytes: (await response.arrayBuffer()).byteLength,
    }
  }, '/windows/v2rayn')
  expect(kept.encoding).toBe('gzip')
  expect(kept.bytes).toBe(statSync(path.join(site.dir, 'windows/v2rayn.html.gz')).size)
  await site.stop()

  for (const [url, h1] of [
    [en('/android/happ'), 'Happ'],
    ['/windows/v2rayn', 'v2rayN'],
    [en('/faq'), 'Frequently asked questions'],
    ['/tags/%D1%83%D1%81%D1%82%D0%B0%D0%BD%D0%BE%D0%B2%D0%BA%D0%B0', 'установка'],
    [en('/tvos/stash'), 'Stash'],
    ['/help/android/happ', ''],
    ['/legal/privacy-policy', ''],
  ] as const) {
    await page.goto(`${site.url}${url}`)
    await expect(page.locator('h1')).toContainText(h1)
  }

  await page.goto(`${site.url}/ios`)
  await page.locator('#site-menu a[href="/ios/stash"]').click()
  await expect(page).toHaveURL(/\/ios\/stash$/)
  await expect(page.locator('h1')).toContainText('Stash')

  await page.getByRole('button', { name: /Поиск/ }).click()
  await page.getByRole('combobox').fill('подписку')
  await expect(page.getByRole('option').first()).toBeVisible()

  await page.goto(`${site.url}/no/such/page`)
  await expect(page.locator('h1').first()).toHaveText('Страница не найдена')
  await page.goto(`${site.url}${en('/no/such/page')}`)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test("offline mode: the language's figures show with no network at the desktop's width, and the zoom link opens a stored copy", async ({
  page,
}) => {
  const images = Object.values(readImageManifest().images).filter((i) => i.locale === 'ru')
  const stored = images.flatMap((i) => i.offline)
  expect(stored.length).toBeGreaterThan(0)
  await openInOfflineMode(page)
  await allStored(page, stored)
  await site.stop()

  await page.goto(`${site.url}/faq`)
  const figures = page.locator('figure.figure img')
  await expect(figures).toHaveCount(images.length)
  for (const img of await figures.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
    // A 1× screen asks for a width offline mode did not store: the stored one stands in.
    const src = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)
    expect(stored).not.toContain(src)
    expect(src).toMatch(/\.avif$/)
  }
  const full = await page.locator('a.figure__zoom').first().getAttribute('href')
  await page.locator('a.figure__zoom').first().click()
  await expect(page).toHaveURL(`${site.url}${full}`)
  expect(await page.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBeGreaterThan(0)
})

test('offline mode: a language never opened shows the offline page with no network', async ({
  page,
}) => {
  await page.goto(`${site.url}/faq?offlineMode=true`)
  await controlled(page)
  await expect.poll(async () => (await languageCaches(page)).length).toBe(1)
  await site.stop()
  await page.goto(`${site.url}/android/happ`)
  await expect(page.locator('h1')).toContainText('Happ')
  await page.goto(`${site.url}${en('/android/happ')}`)
  await expect(page.locator('h1')).toHaveText('You are offline')
})

test('without offline mode: a visited page reopens offline, an unvisited one shows the offline page', async ({
  page,
}) => {
  await page.goto(`${site.url}/android/happ`)
  await controlled(page)
  await page.reload()
  await expect(page.locator('h1')).toContainText('Happ')
  await page.goto(`${site.url}${en('/ios/happ')}`)
  await site.stop()

  await page.goto(`${site.url}/android/happ`)
  await expect(page.locator('h1')).toContainText('Happ')
  await page.goto(`${site.url}${en('/ios/happ')}`)
  await expect(page.locator('h1')).toContainText('Happ')
  await page.goto(`${site.url}/ios/stash`)
  await expect(page.locator('h1')).toHaveText('Нет подключения к интернету')
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  await page.goto(`${site.url}${en('/macos/karing')}`)
  await expect(page.locator('h1')).toHaveText('You are offline')
})

/** Publishes a new version of the worker (a changed byte) and asks the browser to check for it. */
async function publishUpdate(page: Page) {
  const worker = path.join(site.dir, 'sw.js')
  appendFileSync(worker, `\n// version ${Date.now()}\n`)
  dropCopies(worker)
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update())
}

test('update without offline mode: the new worker takes over silently', async ({ page }) => {
  await page.goto(`${site.url}/faq`)
  await controlled(page)
  const changed = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true)),
      ),
  )
  await publishUpdate(page)
  expect(await changed).toBe(true)
  await expect(page.locator('.update-popup')).toHaveCount(0)
})

test('update in offline mode: a popup, and only "Refresh" activates the worker and reloads', async ({
  page,
}) => {
  await openInOfflineMode(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await publishUpdate(page)
  const popup = page.getByRole('alertdialog', { name: 'Доступна новая версия сайта.' })
  await expect(popup).toBeVisible({ timeout: 20_000 })
  expect(
    await page.evaluate(
      async () =>
        !!(await navigator.serviceWorker.ready) &&
        !!(await navigator.serviceWorker.getRegistration())!.waiting,
    ),
  ).toBe(true)
  await popup.getByRole('button', { name: 'Обновить' }).click()
  await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker)
  await expect(popup).toHaveCount(0)
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting),
  ).toBeNull()
})

test('Chromium reports no installability errors', async ({ playwright }) => {
  // Installability is not checked in incognito contexts, so this test uses a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'profile-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: chromiumArgs,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${site.url}/`)
    await controlled(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get(`${site.url}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' })
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true)
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    )
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
