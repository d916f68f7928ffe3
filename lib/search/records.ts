import type { Element, ElementContent, Root, RootContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'

/** One searchable section: a page's intro or one h2/h3 section. */
export interface SearchRecord {
  /** Page URL with the section's anchor (`/android/happ#install`). */
  url: string
  /** Page title. */
  page: string
  /** Section heading (the page title for the intro). */
  heading: string
  /** Plain text of the section. */
  text: string
}

/**
 * The attribute on the element that holds a page's readable content (the h1 and what follows it). Search
 * reads the rendered page, so text that components render (`<Requirements>`, store notes, tab labels) is
 * found like the prose around it.
 */
export const SEARCH_BODY_ATTRIBUTE = 'data-search-body'

/** An element inside the body whose text is not indexed (a support line repeated under every entry). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore'

/**
 * Elements whose text is left out: navigation lists (they repeat other pages' titles), controls, and code
 * blocks, which hold config lines and commands (rule lists, `ipconfig` output) that add bytes and noise
 * while the prose around them names what they do. Inline code stays: it carries the apps' own labels.
 */
const skippedTags = new Set([
  'nav',
  'pre',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
])

/** Elements after whose text a reader sees a break: their text is not glued to the next element's. */
const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'li',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
])

/** hast's property name of a `data-*` attribute (`data-search-body` → `dataSearchBody`). */
const dataName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

function skipped(element: Element): boolean {
  const p = element.properties
  return (
    skippedTags.has(element.tagName) ||
    p.hidden === true ||
    p.ariaHidden === 'true' ||
    p[dataName(SEARCH_IGNORE_ATTRIBUTE)] !== undefined
  )
}

/**
 * The readable text of nodes, with a space where one block ends and the next begins. An image counts as
 * its alt text, what a reader who cannot see it reads (a figure's files and its zoom link's hint, marked
 * `data-search-ignore`, do not).
 */
function textOf(nodes: readonly (ElementContent | RootContent)[]): string {
  let text = ''
  const walk = (node: ElementContent | RootContent) => {
    if (node.type === 'text') text += node.value
    else if (node.type === 'element' && node.tagName === 'img' && !skipped(node)) {
      text += ` ${typeof node.properties.alt === 'string' ? node.properties.alt : ''} `
    } else if (node.type === 'element' && !skipped(node)) {
      const block = blockTags.has(node.tagName)
      if (block) text += ' '
      node.children.forEach(walk)
      if (block) text += ' '
    }
  }
  nodes.forEach(walk)
  return text.replace(/\s+/g, ' ').trim()
}

function findBody(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.properties[dataName(SEARCH_BODY_ATTRIBUTE)] !== undefined) return child
    const found = findBody(child)
    if (found) return found
  }
  return undefined
}

const isSectionHeading = (element: Element) =>
  (element.tagName === 'h2' || element.tagName === 'h3') &&
  typeof element.properties.id === 'string'

/** The opening tag of the element that carries the search body attribute. */
const bodyTag = new RegExp(`<[a-z][^<>]*\\s${SEARCH_BODY_ATTRIBUTE}[\\s=>]`)

/**
 * The page's markup from the search body's opening tag to the end of `<main>` (or of the page): parsing
 * that fragment gives the body element whole, and skips the head, navbar, sidebar and footer, which were
 * most of the search step's parse time. A page without the attribute is returned whole, for the error.
 */
function bodyMarkup(html: string): string {
  const start = html.search(bodyTag)
  if (start < 0) return html
  const end = html.indexOf('</main>', start)
  return html.slice(start, end < 0 ? undefined : end)
}

/**
 * A rendered page's search records: the intro (the text between the h1 and the first section, when there is
 * any) and one record per h2/h3 with an id, landing on it. Sections are found at any depth (`/help` wraps
 * each entry's heading in a `<section>`). Throws when the page has no `data-search-body` element or no h1:
 * a page whose layout lost them must not silently drop out of search.
 */
export function pageRecords(url: string, html: string): SearchRecord[] {
  const body = findBody(fromHtml(bodyMarkup(html), { fragment: true }))
  if (!body) throw new Error(`${url}: no element with ${SEARCH_BODY_ATTRIBUTE}`)
  const sections: { heading: Element | null; nodes: ElementContent[] }[] = [
    { heading: null, nodes: [] },
  ]
  const title: { h1?: Element } = {}
  // Depth-first over the body: a section heading starts a record; everything else is text of the current one.
  const walk = (nodes: readonly ElementContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') sections.at(-1)!.nodes.push(node)
      else if (isSectionHeading(node)) sections.push({ heading: node, nodes: [] })
      else if (node.tagName === 'h1' && !title.h1) title.h1 = node
      else if (!skipped(node) && containsSection(node)) walk(node.children)
      else sections.at(-1)!.nodes.push(node)
    }
  }
  walk(body.children)
  if (!title.h1) throw new Error(`${url}: no h1 in its ${SEARCH_BODY_ATTRIBUTE} element`)
  const page = textOf([title.h1])
  return sections.flatMap(({ heading, nodes }) => {
    const text = textOf(nodes)
    if (!heading) return text ? [{ url, page, heading: page, text }] : []
    return [
      { url: `${url}#${String(heading.properties.id)}`, page, heading: textOf([heading]), text },
    ]
  })
}

/** Whether a section heading sits somewhere inside `node`, so the walk must go into it. */
function containsSection(node: Element): boolean {
  return node.children.some(
    (child) => child.type === 'element' && (isSectionHeading(child) || containsSection(child)),
  )
}
