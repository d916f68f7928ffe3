import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { contentRoute } from '@/lib/source/files'
import { themes } from '@/lib/design-tokens'
import { readImageManifest } from '@/lib/images/manifest'
import { siteConfig } from '@/lib/site-config'
import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import {
  SINGLE_FILES_PAGE,
  singleFileRel,
  singleFilesZipRel,
  singleFileUrl,
  sizeInKb,
} from '@/lib/single-files'
import { singleFilePagesOf } from '@/scripts/build/single-files'

import { expect, test } from './fixtures'

// Every single-file guide of the build (the same list the build makes them from), opened from file://
// with the network off: nothing loads, the online page's title and headings are all there, the page is
// dark and fits the viewport (375 px in the mobile project, 1280 px in the desktop one).
const out = path.resolve('out')

/** `#1b1b1d` → `rgb(27, 27, 29)`, as getComputedStyle reports it. */
const rgb = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim()

for (const locale of locales) {
  const pages = singleFilePagesOf(locale)

  test(`the ${locale} single files open offline with the page's headings, dark and unscrolled`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    expect(pages.length).toBeGreaterThan(20)
    const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 }
    const offline = await browser.newContext({ viewport, javaScriptEnabled: true })
    await offline.setOffline(true)
    const requests: string[] = []
    // The files themselves are opened from disk; any other request is counted and refused.
    await offline.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith('file://') && route.request().isNavigationRequest())
        return route.continue()
      requests.push(url)
      return route.abort('internetdisconnected')
    })
    const file = await offline.newPage()
    file.on('request', (request) => {
      if (!request.url().startsWith('file://') && !request.url().startsWith('data:')) {
        requests.push(request.url())
      }
    })
    const problems: string[] = []
    for (const entry of pages) {
      const rel = singleFileRel(locale, entry.name)
      // The online page, as the site serves it.
      await page.goto(encodeURI(localizedPath(locale, entry.path)))
      const online = {
        h1: normalize(await page.locator('.markdown h1').first().innerText()),
        // "Check my device" runs in the page only: a file has no script, so it leaves the section out.
        headings: (
          await page.locator('.markdown :is(h2, h3):not([data-device-check] *)').allTextContents()
        ).map(normalize),
      }
      await file.goto(pathToFileURL(path.join(out, rel)).href)
      const got = await file.evaluate(() => ({
        h1: document.querySelector('h1')?.textContent ?? '',
        headings: [...document.querySelectorAll('h2, h3')].map((h) => h.textContent ?? ''),
        background: getComputedStyle(document.body).backgroundColor,
        htmlBackground: getComputedStyle(document.documentElement).backgroundColor,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        scripts: document.scripts.length,
        lang: document.documentElement.lang,
        title: document.title,
      }))
      const missing = online.headings.filter((h) => !got.headings.map(normalize).includes(h))
      if (normalize(got.h1) !== online.h1) problems.push(`${rel}: h1 "${got.h1}" ≠ "${online.h1}"`)
      if (missing.length > 0) problems.push(`${rel}: headings missing: ${missing.join(' | ')}`)
      if (online.headings.length === 0 && entry.guide) problems.push(`${rel}: no headings online`)
      if (got.background !== rgb(themes.dark.bg) || got.htmlBackground !== rgb(themes.dark.bg)) {
        problems.push(`${rel}: background ${got.background} / ${got.htmlBackground}`)
      }
      if (got.scrollWidth > got.clientWidth) {
        problems.push(`${rel}: scrolls sideways (${got.scrollWidth} > ${got.clientWidth} px)`)
      }
      if (got.scripts > 0) problems.push(`${rel}: ${got.scripts} scripts`)
      if (got.lang !== locale) problems.push(`${rel}: lang="${got.lang}"`)
      if (!got.title.startsWith(online.h1)) problems.push(`${rel}: title "${got.title}"`)
    }
    await offline.close()
    expect(requests, 'network requests from the files').toEqual([])
    expect(problems).toEqual([])
  })

  test(`${locale}: a file holds the page's figures as small copies, each with a note linking the full-size image online`, async ({
    browser,
  }) => {
    const manifest = readImageManifest()
    // The files of the pages with figures, and their figures in order.
    const withFigures = Object.entries(manifest.refs).flatMap(([page, refs]) => {
      const route = contentRoute(page)
      const entry = pages.find((p) => route.locale === locale && p.path === route.path)
      const images = Object.values(refs).map((key) => manifest.images[key]!)
      return entry ? [{ rel: singleFileRel(locale, entry.name), images }] : []
    })
    expect(withFigures.length).toBeGreaterThan(0)
    const offline = await browser.newContext({ javaScriptEnabled: false })
    await offline.setOffline(true)
    const file = await offline.newPage()
    for (const { rel, images } of withFigures) {
      await file.goto(pathToFileURL(path.join(out, rel)).href)
      const figures = file.locator('.sf-figure')
      await expect(figures).toHaveCount(images.length)
      for (const [index, image] of images.entries()) {
        const figure = figures.nth(index)
        const img = figure.locator('img')
        await expect(img).toHaveAttribute('src', /^data:image\/webp;base64,/)
        await expect(img).toHaveAttribute('alt', /\S/)
        expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(
          image.inline.width,
        )
        await expect(figure.locator('.sf-note a')).toHaveAttribute(
          'href',
          `${siteConfig.url}${image.full.url}`,
        )
      }
    }
    await offline.close()
  })

  test(`${locale}: a guide's download link and the files page point to the files, with their sizes`, async ({
    page,
  }) => {
    const guide = pages.find((p) => p.guide)!
    await page.goto(encodeURI(localizedPath(locale, guide.path)))
    const link = page.locator('.doc__download a')
    await expect(link).toHaveCount(1)
    const href = (await link.getAttribute('href'))!
    expect(href).toBe(singleFileUrl(locale, guide.name))
    expect(await link.getAttribute('download')).toBe(guide.name)
    // The link answers with the file itself, no redirect.
    const response = await page.request.get(href, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    const size = statSync(path.join(out, singleFileRel(locale, guide.name))).size
    expect((await response.body()).length).toBe(size)
    await expect(link).toHaveText(new RegExp(`\\(HTML, ${sizeInKb(size)} (КБ|KB)\\)$`))

    await page.goto(localizedPath(locale, SINGLE_FILES_PAGE))
    const links = page.locator('.markdown a[data-single-file]')
    const rels = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-single-file')!))
    expect(rels).toEqual([
      singleFilesZipRel(locale),
      ...pages.map((p) => singleFileRel(locale, p.name)),
    ])
    const texts = await links.evaluateAll((as) =>
      as.map((a) => `${a.textContent} ${a.nextElementSibling?.textContent ?? ''}`),
    )
    rels.forEach((rel, i) => {
      expect(existsSync(path.join(out, rel)), rel).toBe(true)
      expect(texts[i], rel).toContain(`, ${sizeInKb(statSync(path.join(out, rel)).size)} `)
    })
  })
}
