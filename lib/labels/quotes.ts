import type { Nodes, Parent, Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

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
  /**
   * The apps the passage is about: the `app` of an enclosing `<Tab app="karing">` or the apps of an
   * enclosing `<ForApp is="happ karing">`, innermost first; empty outside such a passage.
   */
  apps: string[]
}

/** A run of prose text, where it starts, and the apps of the passage it is in (see `HandTyped`). */
export interface ProseText {
  value: string
  line: number
  column: number
  apps: string[]
  /** The node the text is directly in (`strong`, `link`, `paragraph` …). */
  parent: Parent
}

const QUOTES = [/«([^«»]+)»/g, /"([^"\n]+)"/g, /“([^“”]+)”/g]

/**
 * The apps a JSX element makes its children about: `<Tab app="x">`, `<ForApp app="x">` (issue 45's marks
 * of a passage that goes with its app) and a troubleshooting entry's `<ForApp is="x y">`. A passage
 * marked `not` is for when the app is not offered, so it is about no app.
 */
function passageApps(node: Nodes): string[] {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return []
  if (node.name !== 'Tab' && node.name !== 'ForApp') return []
  const attribute = (name: string) =>
    node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  if (attribute('not')) return []
  const words = (name: string) => {
    const value = attribute(name)?.value
    return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []
  }
  return node.name === 'Tab' ? words('app') : [...words('app'), ...words('is')]
}

/** Every text node of an MDX file's prose, with the apps of the passage it is in. */
export function proseTexts(source: string): ProseText[] {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .parse(blankFrontMatter(source)) as Root
  const found: ProseText[] = []
  const walk = (node: Nodes, parent: Parent | undefined, apps: string[]) => {
    if (node.type === 'text' && parent) {
      const start = node.position?.start
      if (start)
        found.push({
          value: node.value,
          line: start.line,
          column: start.column,
          apps,
          parent,
        })
      return
    }
    const inner = passageApps(node)
    const scope = inner.length ? [...inner, ...apps] : apps
    if ('children' in node) for (const child of node.children) walk(child, node, scope)
  }
  walk(tree, undefined, [])
  return found
}

/** Every quotation and bold span of an MDX file's prose, where it starts (1-based line and column). */
export function handTypedUiText(source: string): HandTyped[] {
  const found: HandTyped[] = []
  for (const { value, line: firstLine, column: firstColumn, apps, parent } of proseTexts(source)) {
    const inLink = parent.type === 'link' || parent.type === 'linkReference'
    if (parent.type === 'strong' && parent.children.length === 1) {
      found.push({
        text: value.replace(/[.:]$/, ''),
        kind: 'bold',
        line: firstLine,
        column: firstColumn,
        apps,
      })
    }
    for (const pattern of QUOTES) {
      for (const match of value.matchAll(pattern)) {
        if (inLink && match[0] === value.trim()) continue
        const before = value.slice(0, match.index)
        const lines = before.split('\n')
        const line = firstLine + lines.length - 1
        const column = lines.length > 1 ? lines.at(-1)!.length + 1 : firstColumn + before.length
        found.push({ text: match[1]!.trim(), kind: 'quote', line, column, apps })
      }
    }
  }
  return found
}
