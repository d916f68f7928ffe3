import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Transformer } from 'unified'

import { locales } from '../i18n/config'

/**
 * The class of a page's sections after its first: the browser lays them out and paints them only when
 * they come near the screen (components/mdx/markdown.css), or when a link leads to a heading in or below
 * them (`:target`).
 */
export const SECTION_CLASS = 'doc-section'

/** The height classes' upper bounds, in text lines of a phone (about 42 characters each). */
export const SECTION_HEIGHTS = [12, 24, 40, 64, 96, 140] as const

/**
 * How tall a section will be, as one of `SECTION_HEIGHTS` classes (1 … 7): its text's lines on a phone,
 * plus a line and a half for each block (paragraph gaps, list items, headings, tables' rows).
 */
export function heightClass(section: readonly ElementContent[]): number {
  const chars = section.reduce((n, node) => n + toString(node).length, 0)
  let blocks = 0
  const count = (node: ElementContent | RootContent) => {
    if (node.type === 'element' && /^(p|li|h[1-6]|tr|pre|figure|aside|details)$/.test(node.tagName))
      blocks += 1
    if ('children' in node) for (const child of node.children) count(child as ElementContent)
  }
  section.forEach(count)
  const lines = chars / 42 + blocks * 1.5
  const at = SECTION_HEIGHTS.findIndex((max) => lines <= max)
  return (at === -1 ? SECTION_HEIGHTS.length : at) + 1
}

const isH2 = (node: RootContent) => node.type === 'element' && node.tagName === 'h2'

/**
 * Wraps each `##` of a page and what follows it, up to the next `##`, in a section of `SECTION_CLASS`
 * with its estimated height class (`--<n>`, its size until it is first laid out): components/mdx/
 * markdown.css lets the browser skip a section's layout and paint until it comes near the screen, so the
 * first frame of a long guide lays out its first screen, not all of it. The text before the first `##`
 * (what a reader sees first) stays as it is. Only pages: a troubleshooting entry is rendered inside a
 * page's section already.
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
        section = { type: 'element', tagName: 'section', properties: {}, children: [] }
        children.push(section)
      }
      if (section) section.children.push(node as ElementContent)
      else children.push(node)
    }
    for (const node of children)
      if (node.type === 'element' && node.tagName === 'section')
        node.properties.className = [
          SECTION_CLASS,
          `${SECTION_CLASS}--${heightClass(node.children)}`,
        ]
    tree.children = children
  }
}
