import type { Page } from '@playwright/test'

import { supportLink, supportStartCode } from '../lib/help'
import { siteConfig } from '../lib/site-config'
import { en } from './routes'
import { expect, test } from './fixtures'

const locales = [
  { locale: 'ru', at: (path: string) => path },
  { locale: 'en', at: en },
] as const

/** The page scrolls only vertically (375 px included). */
async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(client)
}

/** Every choice on the page is a large tap target. */
async function expectLargeChoices(page: Page) {
  const choices = page.locator('.help-choice')
  // A document navigation commits its URL before the new page is parsed and styled: wait for its load.
  await page.waitForLoadState('load')
  await expect(choices.first()).toBeVisible()
  const count = await choices.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const box = await choices.nth(i).boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThanOrEqual(44)
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    for (const { locale, at } of locales) {
      test(`${locale}: device → app → symptom leads to the steps and a coded support link`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(at('/help'))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expectNoHorizontalScroll(page)
        await expectLargeChoices(page)

        await page.locator('[data-choice="android"]').click()
        await expect(page).toHaveURL(new RegExp(`${at('/help/android')}$`))
        await expectNoHorizontalScroll(page)
        await expectLargeChoices(page)

        await page.locator('[data-choice="happ"]').click()
        await expect(page).toHaveURL(new RegExp(`${at('/help/android/happ')}$`))
        await expectNoHorizontalScroll(page)
        await expectLargeChoices(page)

        await page.locator('[data-choice="no-internet"]').click()
        await expect(page).toHaveURL(new RegExp(`${at('/help/android/happ')}#no-internet$`))
        const section = page.locator('[data-problem="no-internet"]')
        await expect(section.locator('h2#no-internet')).toBeInViewport()
        await expect(section.locator('li').first()).toBeVisible()
        expect(await section.locator('li').count()).toBeGreaterThanOrEqual(3)

        const start = supportStartCode({ device: 'android', app: 'happ' }, 'noinet')
        expect(start).toBe('help-android-happ-noinet')
        const support = section.locator('.help-support a')
        await expect(support).toHaveAttribute('data-start', start)
        await expect(support).toHaveAttribute('href', supportLink(siteConfig.supportBot, start))
        const box = await support.boundingBox()
        expect(box!.height).toBeGreaterThanOrEqual(44)
        await expectNoHorizontalScroll(page)
        expect(consoleErrors).toEqual([])
      })

      test(`${locale}: a combination opens straight from its address`, async ({ page }) => {
        await page.goto(`${at('/help/windows/clash-verge-rev')}#proxy-left-on`)
        const section = page.locator('[data-problem="proxy-left-on"]')
        await expect(section.locator('h2')).toBeInViewport()
        await expect(section.locator('.help-support a')).toHaveAttribute(
          'data-start',
          'help-windows-clash-verge-rev-proxyoff',
        )
        // The PS5 has no app: its page lists the problems.
        await page.goto(at('/help/ps5'))
        await expectLargeChoices(page)
        await page.locator('[data-choice="device-limit"]').click()
        await expect(page.locator('h2#device-limit')).toBeInViewport()
        await expect(page.locator('[data-problem="device-limit"] .help-support a')).toHaveAttribute(
          'data-start',
          'help-ps5-devlimit',
        )
      })

      test(`${locale}: a guide's troubleshooting section shows entries and links to /help`, async ({
        page,
      }) => {
        await page.goto(at('/android/happ'))
        const block = page.locator('[data-troubleshooting]')
        await expect(block.locator('h3#no-internet')).toBeAttached()
        await expect(block.locator('h3#connection-drops')).toBeAttached()
        expect(await block.locator('[data-problem]').count()).toBeGreaterThan(5)
        await expect(page.locator(`.toc a[href="#no-internet"]`).first()).toBeAttached()
        await expect(block.locator(`a[href="${at('/help/android/happ')}"]`)).toHaveCount(1)
        await expect(block.locator('.help-support a[data-start]')).toHaveAttribute(
          'data-start',
          'help-android-happ',
        )
        // Followed from the keyboard: the link is the last thing of a long page, and a pointer sent there
        // at once can land before the entries around it, laid out only as they come into view
        // (content-visibility), have settled to their own heights.
        await block.locator(`a[href="${at('/help/android/happ')}"]`).focus()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${at('/help/android/happ')}$`))
        await expect(page.locator('h1')).toContainText('Happ')
      })
    }
  })
}

test('/help is linked from the navbar or the home hero', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('a[href="/help"]').first()).toBeAttached()
  await page.goto(en('/'))
  await expect(page.locator(`a[href="${en('/help')}"]`).first()).toBeAttached()
})
