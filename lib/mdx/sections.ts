import type { Element, ElementContent, Root, RootContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toString } from 'hast-util-to-string'
import type { Transformer } from 'unified'

import { locales, type Locale } from '../i18n/config'
import { LayoutClass } from '../markup'

/**
 * The class of a page's sections after its first: the browser lays them out and paints them only when
 * they come near the screen (components/mdx/markdown.css), or when a link leads to a heading in or below
 * them (`:target`). In a section that holds troubleshooting entries (`ENTRY_CLASS`), the entries do, one
 * by one.
 */
export const SECTION_CLASS = LayoutClass.section
/** A troubleshooting entry (components/help/problem-section.tsx). */
export const ENTRY_CLASS = LayoutClass.entry

/** What a block of the rendered page holds, as far as its height goes. */
export interface BlockMeasure {
  /** Characters of visible text (white space collapsed), outside code blocks and schematics. */
  chars: number
  /** Paragraphs, list items, table rows and the like: each adds its margins. */
  blocks: number
  /** Headings (`h2`–`h6`): their margins are wider. */
  headings: number
  /** Lines of code blocks (they do not wrap). */
  codeLines: number
  /** Schematics of a phone's screen, and of a computer's window (components/mdx/screen.tsx). */
  phones: number
  windows: number
}

const BLOCK = /^(p|li|h1|tr|dt|dd|blockquote|figcaption|summary)$/
const HEADING = /^h[2-6]$/

/**
 * Measures rendered markup: only what shows before any script runs (not `hidden`, not a tab's panel but
 * the first, not a closed `<details>` but its summary).
 */
export function measureBlock(nodes: readonly (ElementContent | RootContent)[]): BlockMeasure {
  const m: BlockMeasure = { chars: 0, blocks: 0, headings: 0, codeLines: 0, phones: 0, windows: 0 }
  const walk = (node: ElementContent | RootContent) => {
    if (node.type === 'text') {
      m.chars += node.value.replace(/\s+/g, ' ').length
      return
    }
    if (node.type !== 'element') {
      if ('children' in node) node.children.forEach(walk)
      return
    }
    const { properties: p, tagName } = node
    const classes = Array.isArray(p.className) ? p.className.map(String) : []
    if ((p.hidden != null && p.hidden !== false) || /^(template|script|style|svg)$/.test(tagName))
      return
    if (tagName === 'figure' && classes.includes('screen')) {
      if (classes.includes('screen--window')) m.windows += 1
      else m.phones += 1
      return
    }
    if (tagName === 'pre') {
      m.codeLines += toString(node).replace(/\n$/, '').split('\n').length
      return
    }
    if (classes.includes('tabs__panel') && p.dataIndex !== '0') return
    if (HEADING.test(tagName)) m.headings += 1
    else if (BLOCK.test(tagName)) m.blocks += 1
    const closed = tagName === 'details' && (p.open == null || p.open === false)
    for (const child of node.children)
      if (!closed || (child.type === 'element' && child.tagName === 'summary')) walk(child)
  }
  nodes.forEach(walk)
  return m
}

/**
 * Pixels per unit of `BlockMeasure` at a phone's width (375 px) and a desktop's (1280 px), fitted by least
 * squares to the heights of the 992 sections and troubleshooting entries of the site's 64 pages with
 * sections, laid out in Chromium as the browser lays out a block it shows (contained). A character takes
 * its language's share of a line (a Cyrillic letter is wider than a Latin one): the median error is about 4 %
 * of a block's height on a phone and on a desktop (40 and 29 px on average).
 */
const PX_PER = {
  phone: {
    chars: { ru: 0.794, en: 0.653 },
    blocks: 21.8,
    headings: 84.0,
    codeLines: 27.6,
    phones: 444,
    windows: 380,
  },
  desktop: {
    chars: { ru: 0.394, en: 0.324 },
    blocks: 18.4,
    headings: 80.2,
    codeLines: 30.0,
    phones: 413,
    windows: 406,
  },
} as const satisfies Record<
  keyof Height,
  { chars: Record<Locale, number> } & Record<Exclude<keyof BlockMeasure, 'chars'>, number>
>

/** A height in rem, at a phone's width and a desktop's. */
export interface Height {
  phone: number
  desktop: number
}

/** A block's expected height in rem, at a phone's width and a desktop's, for text in `locale`. */
export function estimateHeight(m: BlockMeasure, locale: Locale): Height {
  const rem = (per: (typeof PX_PER)[keyof typeof PX_PER]) =>
    Math.max(
      1,
      Math.round(
        (m.chars * per.chars[locale] +
          m.blocks * per.blocks +
          m.headings * per.headings +
          m.codeLines * per.codeLines +
          m.phones * per.phones +
          m.windows * per.windows) /
          16,
      ),
    )
  return { phone: rem(PX_PER.phone), desktop: rem(PX_PER.desktop) }
}

/**
 * The custom properties a block's style attribute sets and components/mdx/markdown.css sizes a skipped
 * block by: its expected height in rem on a phone and on a desktop. Short: every section carries them.
 */
export const HEIGHT_PROPERTY = { phone: '--sh', desktop: '--sw' } as const

export const heightStyle = (h: Height) =>
  `${HEIGHT_PROPERTY.phone}:${h.phone};${HEIGHT_PROPERTY.desktop}:${h.desktop}`

const SECTION_TAG = /<\/?section\b[^>]*>/g
const classOf = (tag: string) => /\bclass="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? []

/**
 * Gives every page section of a built page its expected height (`heightStyle`), measured from the
 * rendered markup: that is what the browser shows until the section comes near the screen, and a block
 * without it is laid out at once. At build time, from the final HTML, because an MDX component
 * (`<Troubleshooting />`) has no content until React renders it. A section that holds troubleshooting
 * entries is laid out at once (its own text is a heading and a line or two) and each entry holds its own
 * height instead: a reader who jumps to the end of a long guide sees only the entries there take their
 * real heights, not the whole section move. A block that already has a style throws: its own would be
 * lost.
 */
export function sectionHeights(html: string, locale: Locale): string {
  const open: { tag: string; end: number; kind: 'section' | 'entry' | null; entries: number }[] = []
  const inserts: { at: number; text: string }[] = []
  for (const m of html.matchAll(SECTION_TAG)) {
    const tag = m[0]
    if (!tag.startsWith('</')) {
      const classes = classOf(tag)
      const section = open.findLast((o) => o.kind === 'section')
      const kind = classes.includes(SECTION_CLASS)
        ? 'section'
        : classes.includes(ENTRY_CLASS) && section
          ? 'entry'
          : null
      if (kind === 'entry') section!.entries += 1
      open.push({ tag, end: m.index + tag.length, kind, entries: 0 })
      continue
    }
    const start = open.pop()
    if (!start) throw new Error(`a </section> at ${m.index} closes no section`)
    if (!start.kind || start.entries > 0) continue
    if (/\sstyle=/.test(start.tag)) throw new Error(`${start.tag} has a style of its own`)
    const inner = fromHtml(html.slice(start.end, m.index), { fragment: true })
    const style = heightStyle(estimateHeight(measureBlock(inner.children), locale))
    inserts.push({ at: start.end - 1, text: ` style="${style}"` })
  }
  if (open.length) throw new Error(`${open[0]!.tag} is never closed`)
  let result = html
  for (const { at, text } of inserts.sort((x, y) => y.at - x.at))
    result = result.slice(0, at) + text + result.slice(at)
  return result
}

const isH2 = (node: RootContent) => node.type === 'element' && node.tagName === 'h2'

/**
 * Wraps each `##` of a page and what follows it, up to the next `##`, in a section of `SECTION_CLASS`;
 * the build gives it its expected height once the page is rendered (`sectionHeights`, scripts/build/
 * section-heights.ts), and only then does the browser skip it while it is far from the screen. The text
 * before the first `##` (what a reader sees first) stays as it is. Only pages: a troubleshooting entry is
 * rendered inside a page's section already.
 */
export function rehypeSections(): Transformer<Root> {
  return (tree, file) => {
    const raw = file.data.rawDocumentData as { sourceFilePath?: unknown } | undefined
    const page = typeof raw?.sourceFilePath === 'string' ? raw.sourceFilePath : ''
    if (!(locales as readonly string[]).includes(page.split('/')[0]!)) return
    const children: RootContent[] = []
    let section: Element | undefined
    for (const node of tree.children) {
      if (isH2(node)) {
        section = {
          type: 'element',
          tagName: 'section',
          properties: { className: [SECTION_CLASS] },
          children: [],
        }
        children.push(section)
      }
      if (section) section.children.push(node as ElementContent)
      else children.push(node)
    }
    tree.children = children
  }
}
