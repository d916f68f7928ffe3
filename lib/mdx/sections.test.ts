import { fromHtml } from 'hast-util-from-html'
import { describe, expect, it } from 'vitest'

import { estimateHeight, measureBlock, sectionHeights } from './sections'

const measure = (html: string) => measureBlock(fromHtml(html, { fragment: true }).children)
const styleOf = (html: string, cls: string) =>
  new RegExp(`<section class="${cls}" style="--sh:(\\d+);--sw:(\\d+)"`)
    .exec(html)
    ?.slice(1)
    .map(Number)

describe('measureBlock', () => {
  it('counts what shows before any script: the first tab, a closed details’ summary, no hidden text', () => {
    expect(
      measure(
        '<div class="tabs"><div class="tabs__panel" data-index="0"><p>one</p></div>' +
          '<div class="tabs__panel" data-index="1"><p>a second panel</p></div></div>' +
          '<details><summary>Why</summary><p>because of many words</p></details>' +
          '<p hidden>not shown</p><template><p>later</p></template>',
      ),
    ).toEqual({
      chars: 'one'.length + 'Why'.length,
      blocks: 2,
      headings: 0,
      codeLines: 0,
      phones: 0,
      windows: 0,
    })
  })

  it('counts code by its lines and a schematic by its kind, not by their text', () => {
    expect(
      measure(
        '<pre><code>a\nb\nc\n</code></pre><figure class="screen screen--phone"><svg><text>+</text></svg>' +
          '<figcaption>long caption</figcaption></figure><figure class="screen screen--window"></figure>',
      ),
    ).toEqual({ chars: 0, blocks: 0, headings: 0, codeLines: 3, phones: 1, windows: 1 })
  })
})

describe('estimateHeight', () => {
  const none = { chars: 0, blocks: 0, headings: 0, codeLines: 0, phones: 0, windows: 0 }
  it('grows with the text, and a phone’s narrow column is taller than a desktop’s', () => {
    const short = estimateHeight({ ...none, chars: 400, blocks: 4 }, 'ru')
    const long = estimateHeight({ ...none, chars: 4000, blocks: 40 }, 'ru')
    expect(long.phone).toBeGreaterThan(5 * short.phone)
    expect(long.phone).toBeGreaterThan(long.desktop)
    expect(estimateHeight(none, 'en')).toEqual({
      phone: 1,
      desktop: 1,
    })
  })

  it('gives a line of Russian more height than the same number of Latin letters', () => {
    const text = { ...none, chars: 3000, blocks: 10 }
    expect(estimateHeight(text, 'ru').phone).toBeGreaterThan(estimateHeight(text, 'en').phone)
    expect(estimateHeight(text, 'ru').desktop).toBeGreaterThan(estimateHeight(text, 'en').desktop)
  })
})

describe('sectionHeights', () => {
  const entry = (words: number) =>
    `<section class="help-problem"><h3 id="e${words}">Entry</h3><p>${'word '.repeat(words)}</p></section>`
  const page =
    '<main><p>intro</p><section class="doc-section"><h2>Short</h2><p>a few words</p></section>' +
    `<section class="doc-section"><h2>Troubleshooting</h2><div>${entry(20)}${entry(400)}</div></section>` +
    `</main><aside>${entry(30)}</aside>`

  it('gives a section the height of its rendered text', () => {
    const html = sectionHeights(page, 'en')
    const [short] = [
      ...html.matchAll(/<section class="doc-section" style="--sh:(\d+);--sw:(\d+)"/g),
    ]
    expect(short!.slice(1).map(Number)).toEqual(
      Object.values(estimateHeight(measure('<h2>Short</h2><p>a few words</p>'), 'en')),
    )
  })

  it('lays out a section of troubleshooting entries at once, and gives each entry its height', () => {
    const html = sectionHeights(page, 'en')
    expect(html).toContain('<section class="doc-section"><h2>Troubleshooting</h2>')
    const entries = [
      ...html.matchAll(/<section class="help-problem" style="--sh:(\d+);--sw:(\d+)"/g),
    ]
    expect(entries).toHaveLength(2)
    // The component's content counts: the longer entry is the taller.
    expect(Number(entries[1]![1])).toBeGreaterThan(5 * Number(entries[0]![1]))
  })

  it('leaves an entry outside a page section (the help pages) laid out at once', () => {
    const html = sectionHeights(page, 'en')
    expect(html).toContain(`<aside>${entry(30)}</aside>`)
    expect(styleOf(html, 'doc-section')).toBeDefined()
  })

  it('throws on a section that already has a style, or is never closed', () => {
    expect(() =>
      sectionHeights('<section class="doc-section" style="color:red"></section>', 'ru'),
    ).toThrow(/has a style of its own/)
    expect(() => sectionHeights('<section class="doc-section"><p>x</p>', 'ru')).toThrow(
      /never closed/,
    )
  })
})
