import type { Parent, Root, Text } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

import { blankFrontMatter } from '../front-matter'

/**
 * Text a page sets off as UI text, typed by hand: a quotation in «…», "…" or “…”, or a **bold** span,
 * in the page's prose (headings, paragraphs, lists, tables). Not counted: code, component props, what
 * `<Label>` renders, and a quotation that is a link's whole text (`[«Проверка»](#check)` names a page or
 * section of the site, not something in an app).
 */
export interface HandTyped {
  text: string
  kind: 'quote' | 'bold'
  line: number
  column: number
}

const QUOTES = [/«([^«»]+)»/g, /"([^"\n]+)"/g, /“([^“”]+)”/g]

/** Every quotation and bold span of an MDX file's prose, where it starts (1-based line and column). */
export function handTypedUiText(source: string): HandTyped[] {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .parse(blankFrontMatter(source)) as Root
  const found: HandTyped[] = []
  visit(tree, 'text', (node: Text, _index, parent: Parent | undefined) => {
    const start = node.position?.start
    if (!start) return
    const inLink = parent?.type === 'link' || parent?.type === 'linkReference'
    if (parent?.type === 'strong' && parent.children.length === 1) {
      found.push({
        text: node.value.replace(/[.:]$/, ''),
        kind: 'bold',
        line: start.line,
        column: start.column,
      })
    }
    for (const pattern of QUOTES) {
      for (const match of node.value.matchAll(pattern)) {
        if (inLink && match[0] === node.value.trim()) continue
        const before = node.value.slice(0, match.index)
        const lines = before.split('\n')
        const line = start.line + lines.length - 1
        const column = lines.length > 1 ? lines.at(-1)!.length + 1 : start.column + before.length
        found.push({ text: match[1]!.trim(), kind: 'quote', line, column })
      }
    }
  })
  return found
}
