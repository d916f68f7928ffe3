import type { Page } from '@playwright/test'

import { expect, phoneOnly, test } from './fixtures'
import { en, inLocale } from './routes'

test('the index is not loaded with the page, only on first open', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/android/happ')
  await page.waitForLoadState('networkidle')
  const index = (paths: string[]) => paths.filter((p) => /\/search\.json(\.gz)?$/.test(p))
  expect(index(requested)).toEqual([])
  await page.getByRole('button', { name: /Поиск/ }).click()
  await expect(page.getByRole('dialog', { name: 'Поиск по инструкциям' })).toBeVisible()
  // The gzip copy (Chromium has DecompressionStream), the one offline mode stores.
  await expect.poll(() => index(requested)).toEqual(['/search.json.gz'])
})

test('"подписку" finds guides that say "подписка", with highlighted words and section anchors', async ({
  page,
}) => {
  await page.goto('/ios/happ')
  await page.getByRole('button', { name: /Поиск/ }).click()
  await page.getByRole('combobox').fill('подписку')
  const options = page.getByRole('option')
  await expect(options.first()).toBeVisible()
  expect(await options.count()).toBeGreaterThan(5)
  const hrefs = await page
    .locator('.search-results__hit a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!))
  expect(
    hrefs.some((h) => /^\/(android|ios|macos|tvos|windows)\/[\w-]+#add-subscription$/i.test(h)),
  ).toBe(true)
  expect(hrefs.every((h) => !h.startsWith(en('/')))).toBe(true)
  await expect(page.locator('.search-results mark').first()).toHaveText(/^подписк/i)
})

for (const how of ['shortcut', 'tap'] as const) {
  test(`search asked for by ${how} before the page script runs opens once it has`, async ({
    page,
  }) => {
    // Hold the page script and its chunks (not the CSS) back until the reader has asked: a slow phone
    // shows the page first.
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_assets/*.js', async (route) => {
      await gate
      await route.continue()
    })
    await page.goto(en('/faq'), { waitUntil: 'commit' })
    await expect(page.locator('.search-button')).toBeVisible()
    if (how === 'shortcut') await page.keyboard.press('Control+K')
    else await page.locator('.search-button').click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: 'Search the guides' })).toBeVisible()
    await page.getByRole('combobox').fill('Happ')
    await expect(page.locator('.search-results__page', { hasText: 'Happ' }).first()).toBeVisible()
  })
}

test('"Happ" finds the Happ guides, and the wrong layout works too', async ({ page }) => {
  await page.goto('/faq')
  await page.keyboard.press('Control+K')
  const input = page.getByRole('combobox')
  await input.fill('Happ')
  await expect(page.locator('.search-results__page', { hasText: 'Happ' }).first()).toBeVisible()
  const pages = await page
    .locator('.search-results__hit a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!.split('#')[0]))
  expect(pages).toEqual(expect.arrayContaining(['/android/happ', '/ios/happ']))
  await input.fill('рфзз')
  await expect(page.locator('.search-results__hit a[href^="/android/happ"]').first()).toBeVisible()
  await input.fill('gjlgbcrf')
  await expect(page.getByRole('option').first()).toBeVisible()
})

/** The pages of the results list, in order, without their anchors. */
const resultPages = (page: Page) =>
  page
    .locator('.search-results__hit a')
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('href')!.split('#')[0]!))])

test('«хапп», the name as it sounds in Cyrillic, lists the Happ guides on a Russian page', async ({
  page,
}) => {
  await page.goto('/faq')
  await page.keyboard.press('Control+K')
  await page.getByRole('combobox').fill('хапп')
  await expect(page.locator('.search-results__page', { hasText: 'Happ' }).first()).toBeVisible()
  const happ = ['/android/happ', '/ios/happ', '/macos/happ', '/tvos/happ', '/windows/happ']
  const pages = await resultPages(page)
  expect(pages).toEqual(expect.arrayContaining(happ))
  expect(happ).toContain(pages[0])
  await expect(page.locator('.search-results mark').first()).toHaveText(/^happ/i)
})

for (const [query, guides] of [
  ['клэшикс', ['/macos/clashxmeta']],
  ['стэш', ['/ios/stash', '/tvos/stash']],
  ['в2рейнг', ['/android/v2rayNG']],
  ['шадоурокет', ['/ios/shadowrocket', '/macos/shadowrocket']],
  ['каринг', ['/android/karing', '/ios/karing', '/macos/karing', '/windows/karing']],
  ['стрейзанд', ['/ios/streisand', '/macos/streisand']],
  ['в2рейн', ['/windows/v2rayn']],
] as const) {
  for (const locale of ['ru', 'en'] as const) {
    test(`«${query}» finds its app's guides (${locale})`, async ({ page }) => {
      const at = (path: string) => inLocale(locale, path)
      await page.goto(at('/faq'))
      await page.keyboard.press('Control+K')
      await page.getByRole('combobox').fill(query)
      await expect(page.getByRole('option').first()).toBeVisible()
      expect(await resultPages(page)).toEqual(expect.arrayContaining(guides.map(at)))
    })
  }
}

test('an English query on an English page returns English pages only', async ({ page }) => {
  await page.goto(en('/windows/v2rayn'))
  await page.getByRole('button', { name: /Search/ }).click()
  await page.getByRole('combobox').fill('subscription')
  await expect(page.getByRole('option').first()).toBeVisible()
  const hrefs = await page
    .locator('.search-results__hit a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThan(3)
  expect(hrefs.every((h) => h.startsWith(en('/')))).toBe(true)
})

test('text that components render is found: the store note, in the guide section that shows it', async ({
  page,
}) => {
  // "fake installers" is written by the store-buttons component, in no MDX file.
  await page.goto(en('/faq'))
  await page.keyboard.press('Control+K')
  await page.getByRole('combobox').fill('fake installers')
  await expect(page.getByRole('option').first()).toBeVisible()
  const hrefs = await page
    .locator('.search-results__hit a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!))
  expect(hrefs).toContain(en('/android/happ#install'))
})

for (const [locale, query, entry] of [
  ['ru', 'нет интернета', 'no-internet'],
  ['ru', 'не добавляется подписка', 'subscription-not-added'],
  ['en', 'device limit', 'device-limit'],
] as const) {
  test(`"${query}" finds its troubleshooting entry, landing on its section of /help`, async ({
    page,
  }) => {
    const help = inLocale(locale, '/help')
    await page.goto(inLocale(locale, '/faq'))
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox').fill(query)
    await expect(page.getByRole('option').first()).toBeVisible()
    const hrefs = await page
      .locator('.search-results__hit a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!))
    expect(hrefs).toContain(`${help}#${entry}`)
  })
}

test('keyboard only: "/" opens, arrows move, Enter opens the section, Esc closes and focus returns', async ({
  page,
}) => {
  await page.goto(en('/faq'))
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('/')
  const dialog = page.getByRole('dialog', { name: 'Search the guides' })
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const button = page.getByRole('button', { name: /Search/ })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
  await page.keyboard.press('Control+K')
  await page.keyboard.type('routing')
  await expect(page.getByRole('option').nth(1)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  const target = await page.getByRole('option').nth(1).locator('a').getAttribute('href')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
})

for (const what of ['dialog chunk', 'index'] as const) {
  test(`when the ${what} cannot load, the dialog says so and Retry loads it`, async ({ page }) => {
    await page.goto(en('/faq'))
    await page.waitForLoadState('networkidle')
    // Only what search loads on first use fails: the page script is already running.
    let fail = true
    const pattern = what === 'index' ? '**/en/search.json*' : '**/_assets/search.*.js'
    await page.route(pattern, (route) => (fail ? route.abort() : route.continue()))
    await page.getByRole('button', { name: /Search/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Search the guides' })
    await expect(dialog.getByText('Search could not load.')).toBeVisible()
    await expect(dialog.getByText('Loading search…')).toBeHidden()
    fail = false
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await expect(dialog.getByText('Search could not load.')).toBeHidden()
    await expect(page.getByRole('combobox')).toBeFocused()
    await page.keyboard.type('Happ')
    await expect(page.locator('.search-results__page', { hasText: 'Happ' }).first()).toBeVisible()
  })
}

test('no results points to the FAQ and the support bot', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /Поиск/ }).click()
  await page.getByRole('combobox').fill('квазарный телепорт')
  await expect(page.getByText('Ничего не нашлось.')).toBeVisible()
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'Частые вопросы' }),
  ).toHaveAttribute('href', '/faq')
  await expect(page.getByRole('dialog').getByRole('link', { name: 'бот поддержки' })).toBeVisible()
})

phoneOnly('phone layout only', () => {
  test('the dialog is full screen on a phone', async ({ page }) => {
    await page.goto('/ios')
    await page.getByRole('button', { name: /Поиск/ }).click()
    const box = await page.getByRole('dialog').boundingBox()
    expect(box?.width).toBe(375)
    expect(box?.y).toBe(0)
  })
})

test('without JavaScript there is no search button that could do nothing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(en('/faq'))
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.getByRole('button', { name: /Search/ })).toBeHidden()
  await context.close()
})
