import GithubSlugger from 'github-slugger'
import { toString } from 'mdast-util-to-string'
import type { Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'

import { sectionIdForTitle } from '../guide-sections'

/** One entry of a page's table of contents. */
export interface TocItem {
  /** 2 or 3. */
  depth: number
  /** The heading's plain text. */
  title: string
  /** The heading's id in the rendered page. */
  id: string
}

/** A heading of an MDX file with its id and its line and column in the file (1-based). */
export interface MdxHeading extends TocItem {
  line: number
  column: number
}

/**
 * Gives every Markdown heading its id, in document order with one slugger per page: a guide-section title
 * (`## Установка`) gets its fixed id so anchors match across languages, any other heading its
 * github-slugger id. The renderer (contentlayer.config.ts) and the analysis (analyse.ts) both run this
 * plugin, so the TOC, the link check and the page agree by construction.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger()
    visit(tree, 'heading', (node: Heading) => {
      const title = toString(node)
      const fixed = node.depth === 2 ? sectionIdForTitle(title) : undefined
      const id = fixed ?? slugger.slug(title)
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
    })
  }
}

/** The id remarkHeadingIds gave a heading. */
export function headingId(node: Heading): string {
  return String(node.data?.hProperties?.id ?? '')
}
