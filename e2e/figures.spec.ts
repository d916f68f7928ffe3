// The content's figures on the built site, in both languages, at 375 px (mobile project, 2.6×) and 1280 px
// (desktop, 1×): each loads as AVIF at the width the screen needs, in the language's variant, with its box
// known before it loads (no layout shift), lazily when below the fold, and its zoom link opens the full-size
// image; without JavaScript too. The pages and images are those the build's image manifest lists.
import type { Page } from '@playwright/test'

import { contentRoute } from '@/lib/source/files'
import { localizedPath } from '@/lib/i18n/paths'
import { imageFor, readImageManifest, type GeneratedImage } from '@/lib/images/manifest'

import { expect, test } from './fixtures'

const manifest = readImageManifest()
/** Each page with figures: its URL and its images in the order of its references. */
const pages = Object.entries(manifest.refs).map(([file, refs]) => {
  const { locale, path } = contentRoute(file)
  return {
    locale,
    url: localizedPath(locale, path),
    images: Object.keys(refs).map((src) => imageFor(manifest, file, src)),
  }
})

test('the content has raster figures with a language variant on pages of both languages', () => {
  expect(new Set(pages.map((p) => p.locale))).toEqual(new Set(['ru', 'en']))
  const english = pages.filter((p) => p.locale === 'en').flatMap((p) => p.images)
  expect(english.filter((i) => i.kind === 'raster').length).toBeGreaterThanOrEqual(2)
  expect(english.every((i) => /\.en\.(png|jpe?g)$/.test(i.source))).toBe(true)
})

/** The width a browser takes from a srcset: the narrowest covering the slot at the screen's density. */
function expectedWidth(image: GeneratedImage, viewport: number, density: number): number {
  const slot = viewport <= image.width ? viewport : image.width
  const widths = image.avif.map((f) => f.width).sort((a, b) => a - b)
  return widths.find((w) => w >= slot * density) ?? widths.at(-1)!
}

/** Scrolls a figure into view and waits until its image has loaded; returns what the browser shows. */
async function shown(page: Page, index: number) {
  const img = page.locator('figure.figure img').nth(index)
  await img.scrollIntoViewIfNeeded()
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true)
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect()
    return {
      currentSrc: el.currentSrc,
      width: Number(el.getAttribute('width')),
      height: Number(el.getAttribute('height')),
      boxWidth: box.width,
      boxHeight: box.height,
      loading: el.getAttribute('loading'),
    }
  })
}

/**
 * Adds up the layout shifts of the article from the first paint on (what CLS counts), without the reader's
 * input. Only shifts that move something in the article count: the table of contents beside it shifts on
 * scrolling on pages without figures too (/update), which is not the figures' doing.
 */
const countShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as Window & { shifts?: number }
    w.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        const inArticle = (entry.sources ?? []).some((s) => {
          const element = s.node instanceof Element ? s.node : s.node?.parentElement
          return element?.closest('.markdown') !== null && element !== undefined
        })
        if (!entry.hadRecentInput && inArticle) w.shifts! += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

for (const { locale, url, images } of pages) {
  test(`${url}: the figures load as AVIF in the ${locale} variant, sized before they load, lazily below the fold`, async ({
    page,
    consoleErrors,
  }) => {
    await countShifts(page)
    await page.goto(url)
    const viewport = page.viewportSize()!
    const density = await page.evaluate(() => window.devicePixelRatio)
    await expect(page.locator('figure.figure')).toHaveCount(images.length)
    for (const [index, image] of images.entries()) {
      const img = page.locator('figure.figure img').nth(index)
      // Below the first screen when the page opens, and lazy.
      const top = await img.evaluate((el) => el.getBoundingClientRect().top)
      expect(top).toBeGreaterThan(viewport.height)
      const got = await shown(page, index)
      expect(got.loading).toBe('lazy')
      expect([got.width, got.height]).toEqual([image.width, image.height])
      const width = expectedWidth(image, viewport.width, density)
      expect(new URL(got.currentSrc).pathname).toBe(image.avif.find((f) => f.width === width)!.url)
      expect(got.currentSrc).toContain(`/_assets/img/${locale}/`)
      // Shown at its size, or narrower in proportion, never wider.
      expect(got.boxWidth).toBeLessThanOrEqual(image.width + 0.5)
      expect(Math.abs(got.boxHeight / got.boxWidth - image.height / image.width)).toBeLessThan(0.01)
    }
    expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  test(`${url}: the zoom link opens the full-size image`, async ({ page }) => {
    await page.goto(url)
    const image = images[0]!
    const link = page.locator('figure.figure a.figure__zoom').first()
    await expect(link).toHaveAttribute('href', image.full.url)
    await expect(link).toHaveAccessibleName(/\S.*\(.+\)$/)
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${image.full.url.replaceAll('.', '\\.')}$`))
    const opened = await page.evaluate(() => ({
      type: document.contentType,
      width: document.images[0]?.naturalWidth,
    }))
    expect(opened).toEqual({ type: image.fallbackType, width: image.pixelWidth })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { url, images } of pages) {
    test(`${url}: the figures show and the zoom link opens the full-size image`, async ({
      page,
    }) => {
      await page.goto(url)
      for (const index of images.keys()) {
        const got = await shown(page, index)
        expect(got.currentSrc).toMatch(/\.avif$/)
      }
      const image = images.at(-1)!
      await page.locator('figure.figure a.figure__zoom').last().click()
      await expect(page).toHaveURL(new RegExp(`${image.full.url.replaceAll('.', '\\.')}$`))
      expect(await page.evaluate(() => document.images[0]?.naturalWidth)).toBe(image.pixelWidth)
    })
  }
})
