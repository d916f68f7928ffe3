import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { themes } from '@/lib/design-tokens'
import { localizedPath } from '@/lib/i18n/paths'
import { OneTapAttribute } from '@/lib/onetap/markup'

import { singleFileCss } from './single-file-css'
import {
  externalRequests,
  rewriteHref,
  singleFileHtml,
  type SingleFileInput,
} from './single-file-html'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'

/** A page shaped like the export: chrome around the article, the article with what guides contain. */
function page(article: string, lang = 'ru') {
  return `<!DOCTYPE html><html lang="${lang}" data-theme="dark"><head><meta charset="utf-8">
<link rel="stylesheet" href="/_next/static/chunks/x.css"><script>document.documentElement.dataset.x=1</script>
<title>Happ — Example VPN</title></head><body>
<div class="announcement"><a href="/guides/ps5">New guide</a></div>
<header class="navbar"><nav><a href="/">Home</a><a href="/install">Choose a device</a></nav></header>
<div id="site-menu" class="sidebar"><nav aria-label="Docs"><a href="/android">Android</a></nav></div>
<main id="main"><article class="doc"><div class="doc__top"><nav class="breadcrumbs"><a href="/">Главная</a></nav></div>
<details class="toc toc--mobile"><summary>На этой странице</summary><a href="#install">Установка</a></details>
<div class="markdown"><h1>Happ для Android</h1><p class="doc__verified">Проверено на Happ 3.25.1, <time dateTime="2026-11-22">22 ноября 2026 г.</time></p>
<p class="doc__download"><a href="/files/ru/android-happ.html" download="">Скачать инструкцию (HTML, 9 КБ)</a></p>
${article}
</div><nav class="pager"><a href="/android/karing">Next</a></nav></article>
<nav class="toc"><a href="#install">Установка</a></nav></main>
<footer class="footer"><a href="/legal/terms-of-use">Rules</a></footer>
<script type="module" src="/_assets/page.js"></script></body></html>`
}

const input = (html: string, overrides: Partial<SingleFileInput> = {}): SingleFileInput => ({
  html,
  pageUrl: 'https://docs.example.com/android/happ',
  siteUrl: 'https://docs.example.com',
  brand: 'Example VPN',
  builtLine: 'Файл сохранён 22 ноября 2026 г.',
  onlineLine: 'Онлайн-версия: {link}',
  css: singleFileCss(),
  readAsset: (p) =>
    p === '/img/shot.svg' ? { data: Buffer.from(svg), type: 'image/svg+xml' } : undefined,
  figureCopy: (p) => copies[p],
  figureNotes: {
    inline: 'Уменьшенная копия: {link} (онлайн).',
    online: 'Не поместилось: {link}.',
    fullSize: 'полный размер',
  },
  gzipBudget: 60 * 1024,
  ...overrides,
})

/** Incompressible bytes, as an encoded image is: `size` of them, the same for the same seed. */
const noise = (size: number, seed: number) => {
  const blocks: Buffer[] = []
  for (let i = 0; blocks.length * 32 < size; i++) {
    blocks.push(createHash('sha256').update(`${seed}:${i}`).digest())
  }
  return Buffer.concat(blocks).subarray(0, size)
}

/** A figure as components/mdx/figure.tsx renders it, and the small copy the image build made of it. */
const figureHtml = (n: number) =>
  `<figure class="figure"><a class="figure__zoom" href="/_assets/img/ru/shot${n}.0123456789.686w.png"><picture>` +
  `<source type="image/avif" srcSet="/_assets/img/ru/shot${n}.0123456789.343w.avif 343w" sizes="343px"/>` +
  `<img src="/_assets/img/ru/shot${n}.0123456789.343w.png" srcSet="/_assets/img/ru/shot${n}.0123456789.343w.png 343w" sizes="343px" alt="Снимок ${n}" width="343" height="500" loading="lazy" decoding="async"/>` +
  `</picture><span class="visually-hidden" data-search-ignore="">(открыть в полном размере)</span></a><figcaption>Подпись ${n}</figcaption></figure>`
const copies: Record<string, { data: Buffer; type: string }> = {
  '/_assets/img/ru/shot1.0123456789.343w.png': { data: noise(10_000, 1), type: 'image/webp' },
  '/_assets/img/ru/shot2.0123456789.343w.png': { data: noise(30_000, 2), type: 'image/webp' },
}
const dataUri = (n: number) =>
  `data:image/webp;base64,${copies[`/_assets/img/ru/shot${n}.0123456789.343w.png`]!.data.toString('base64')}`

const tabs = `<div class="tabs"><div class="tabs__bar" role="radiogroup">
<label class="tabs__label"><input type="radio" class="tabs__radio" name="_S_1_" checked=""/><span>Google Play</span></label>
<label class="tabs__label"><input type="radio" class="tabs__radio" name="_S_1_"/><span>APK с GitHub</span></label></div>
<div class="tabs__panel" data-index="0"><p>Откройте Google Play.</p></div>
<div class="tabs__panel" data-index="1"><p>Скачайте Happ.apk.</p></div></div>`

const article = `<p>Вступление со ссылкой на <a href="/android/karing">Karing</a>, на <a href="/help/android/happ#no-internet">помощь</a>, на <a href="#install">установку</a>, на <a href="/android/happ#update">раздел этой страницы</a> и на <a href="https://play.google.com/store">магазин</a>.</p>
<h2 id="install">Установка</h2>${tabs}
<h3 id="step">Шаг <span data-x="1">один</span></h3>
<aside class="callout callout--tip one-tap" data-app="happ"><p class="callout__title">Добавить в одно касание</p><div ${OneTapAttribute.static}=""><p>Откройте по персональной ссылке.</p></div><template><div class="one-tap__personal"><button type="button">Скопировать ссылку</button></div></template></aside>
<div class="code-block"><pre tabindex="0"><code style="background-color:#22272e">happ://add/https://sub.example.com/very/long/path</code></pre><div class="code-block__actions"><button type="button" class="copy-button">Копировать</button></div><span class="code-block__status" aria-live="polite"></span></div>
<details><summary>Если не помогло</summary><p>Перезагрузите телефон.</p></details>
<p hidden="">Скрытый, но нужный текст.</p>
<figure class="figure"><img src="/img/shot.svg" alt="Экран Happ" loading="lazy" srcset="/img/shot-2x.svg 2x"/><figcaption>Экран</figcaption></figure>
<h2 id="update">Обновление подписки</h2><p>Потяните список вниз.</p><!-- a comment -->`

describe('singleFileHtml', () => {
  const file = singleFileHtml(input(page(article)))
  const body = file.html.slice(file.html.indexOf('<body>'))

  it('is a complete document: lang, viewport, title, one inline stylesheet, no script', () => {
    expect(file.html).toMatch(/^<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">/)
    expect(file.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    )
    expect(file.html).toContain('<title>Happ для Android — Example VPN</title>')
    expect(file.html.match(/<style>/g)).toHaveLength(1)
    expect(file.html).not.toMatch(/<script|<link|\/_next\/|\/_assets\//)
    expect(externalRequests(file.html)).toEqual([])
  })

  it('puts the title, the checked-with line, the build date and the online address first', () => {
    const head = body.slice(0, body.indexOf('</header>'))
    expect(head).toContain('<h1>Happ для Android</h1>')
    expect(head).toContain('Проверено на Happ 3.25.1')
    expect(head).toContain('Файл сохранён 22 ноября 2026 г.')
    expect(head).toContain(
      'Онлайн-версия: <a href="https://docs.example.com/android/happ">https://docs.example.com/android/happ</a>',
    )
    expect(file.title).toBe('Happ для Android')
    expect(body.match(/<h1>/g)).toHaveLength(1)
  })

  it('leaves out the navigation chrome and the download link', () => {
    for (const chrome of [
      'New guide',
      'Choose a device',
      'Главная',
      'На этой странице',
      'Next',
      'Rules',
      'Скачать инструкцию',
    ]) {
      expect(body).not.toContain(chrome)
    }
  })

  it('points internal links at the online site and keeps links within the page as anchors', () => {
    expect(body).toContain('<a href="https://docs.example.com/android/karing">Karing</a>')
    expect(body).toContain('href="https://docs.example.com/help/android/happ#no-internet"')
    expect(body).toContain('<a href="#install">установку</a>')
    expect(body).toContain('<a href="#update">раздел этой страницы</a>')
    expect(body).toContain('href="https://play.google.com/store"')
    expect(body).not.toMatch(/href="\/(?!\/)/)
  })

  it('shows every tab panel in order, each after its label', () => {
    const order = [
      'Google Play',
      'Откройте Google Play.',
      'APK с GitHub',
      'Скачайте Happ.apk.',
    ].map((s) => body.indexOf(s))
    expect(order.every((at) => at > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(body).toContain('<p class="sf-tab">APK с GitHub</p>')
    expect(body).not.toMatch(/<input|radiogroup/)
  })

  it('shows folded and hidden content, without the controls and the script-only parts', () => {
    expect(body).toContain('<p class="sf-summary">Если не помогло</p>')
    expect(body).toContain('Перезагрузите телефон.')
    expect(body).not.toMatch(/<details|<summary/)
    expect(body).toContain('<p>Скрытый, но нужный текст.</p>')
    expect(body).toContain('Откройте по персональной ссылке.')
    expect(body).not.toMatch(/<template|<button|Скопировать ссылку|Копировать|aria-live|data-/)
    expect(body).not.toContain('<!--')
  })

  it('inlines images as data: URIs and drops the other sources', () => {
    expect(body).toContain(`src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"`)
    expect(body).toContain('alt="Экран Happ"')
    expect(body).not.toMatch(/srcset|shot-2x/)
  })

  it('holds a figure as its small copy, with a note and the full-size image online', () => {
    const made = singleFileHtml(input(page(figureHtml(1))))
    const main = made.html.slice(made.html.indexOf('<main>'))
    expect(made.figures).toEqual({ inline: 1, linked: 0 })
    expect(main).toContain(`<img src="${dataUri(1)}" alt="Снимок 1" width="343" height="500">`)
    expect(main).toContain(
      '<p class="sf-note">Уменьшенная копия: <a href="https://docs.example.com/_assets/img/ru/shot1.0123456789.686w.png">полный размер</a> (онлайн).</p>',
    )
    expect(main).toContain('<figcaption>Подпись 1</figcaption>')
    expect(main).not.toMatch(/<picture|<source|srcset|открыть в полном размере|\.avif/i)
    expect(externalRequests(made.html)).toEqual([])
  })

  it('links figures online, the largest first, until the file fits its budget', () => {
    const both = page(figureHtml(1) + figureHtml(2))
    const full = singleFileHtml(input(both))
    expect(full.figures).toEqual({ inline: 2, linked: 0 })
    const size = (html: string) => gzipSync(html, { level: 9 }).length
    // Too small for both copies, large enough for the smaller one.
    const fitsOne = singleFileHtml(input(both, { gzipBudget: size(full.html) - 15_000 }))
    expect(fitsOne.figures).toEqual({ inline: 1, linked: 1 })
    expect(fitsOne.html).toContain(dataUri(1))
    expect(fitsOne.html).not.toContain(dataUri(2))
    expect(fitsOne.html).toContain(
      '<p class="sf-note">Не поместилось: <a href="https://docs.example.com/_assets/img/ru/shot2.0123456789.686w.png">Снимок 2</a>.</p>',
    )
    expect(size(fitsOne.html)).toBeLessThanOrEqual(size(full.html) - 15_000)
    const none = singleFileHtml(input(both, { gzipBudget: 1024 }))
    expect(none.figures).toEqual({ inline: 0, linked: 2 })
    expect(none.html).not.toContain('data:image/webp')
    expect(externalRequests(none.html)).toEqual([])
  })

  it('fails on a figure the image build made no copy of', () => {
    expect(() => singleFileHtml(input(page(figureHtml(3))))).toThrow(/small copy.*shot3/)
  })

  it('lists the h2 and h3 headings of the article', () => {
    expect(file.headings).toEqual(['Установка', 'Шаг один', 'Обновление подписки'])
  })

  it('fails with the reason on an image from outside the site or missing from the build', () => {
    expect(() =>
      singleFileHtml(input(page('<img src="https://cdn.example.net/a.png" alt="a">'))),
    ).toThrow(/outside the site.*cdn\.example\.net/)
    expect(() => singleFileHtml(input(page('<img src="/img/missing.png" alt="a">')))).toThrow(
      /\/img\/missing\.png is not in the build/,
    )
  })

  it('fails on a page without an article, a title or a language', () => {
    expect(() => singleFileHtml(input('<html lang="ru"><body><p>x</p></body></html>'))).toThrow(
      /no article/,
    )
    expect(() => singleFileHtml(input(page('<p>x</p>').replace(/<h1>.*?<\/h1>/, '')))).toThrow(
      /no h1/,
    )
    expect(() => singleFileHtml(input(page('<p>x</p>').replace(' lang="ru"', '')))).toThrow(
      /no <html lang>/,
    )
  })

  it('keeps the language of the page', () => {
    expect(singleFileHtml(input(page('<p>x</p>', 'en'))).html).toMatch(
      /^<!DOCTYPE html><html lang="en">/,
    )
  })
})

describe('externalRequests', () => {
  it('finds everything a document would load', () => {
    const found = externalRequests(
      `<html><head><link rel="stylesheet" href="a.css"><script>1</script><style>@import "b.css"; p{background:url(/c.png)}</style></head>
<body><img src="/d.png"><img src="data:image/png;base64,AA"><iframe src="https://e.example"></iframe>
<p style="background:url('https://f.example/x.png')">x</p><svg><use href="https://g.example/s.svg#i"/><use href="#local"/></svg>
<video poster="/h.jpg"></video><a href="https://i.example/">a link loads nothing</a></body></html>`,
    )
    expect(found.join('\n')).toMatch(/a\.css/)
    expect(found).toContain('<script>')
    for (const url of [
      'b.css',
      '/c.png',
      '/d.png',
      'https://e.example',
      'f.example',
      'g.example',
      '/h.jpg',
    ]) {
      expect(
        found.some((f) => f.includes(url)),
        url,
      ).toBe(true)
    }
    expect(
      found.some((f) => f.includes('i.example') || f.includes('#local') || f.includes('data:')),
    ).toBe(false)
  })
})

describe('rewriteHref', () => {
  const site = 'https://docs.example.com'
  const pageUrl = `${site}${localizedPath('en', '/android/happ')}`
  it('makes site paths absolute, resolves relative ones and keeps anchors and other schemes', () => {
    const faq = localizedPath('en', '/faq')
    expect(rewriteHref(faq, pageUrl, site)).toBe(`${site}${faq}`)
    expect(rewriteHref('karing', pageUrl, site)).toBe(
      `${site}${localizedPath('en', '/android/karing')}`,
    )
    expect(rewriteHref('//cdn.example.net/x', pageUrl, site)).toBe('https://cdn.example.net/x')
    expect(rewriteHref('#update', pageUrl, site)).toBe('#update')
    expect(rewriteHref(`${localizedPath('en', '/android/happ')}#update`, pageUrl, site)).toBe(
      '#update',
    )
    expect(rewriteHref('mailto:a@example.com', pageUrl, site)).toBe('mailto:a@example.com')
    expect(rewriteHref('happ://add/x', pageUrl, site)).toBe('happ://add/x')
  })
})

describe('singleFileCss', () => {
  it('uses the dark palette of the design tokens, as plain values', () => {
    const css = singleFileCss()
    expect(css).toContain(`background:${themes.dark.bg}`)
    expect(css).toContain(`color:${themes.dark.text}`)
    expect(css).not.toMatch(/var\(|@import|url\(|@font-face/)
  })
})
