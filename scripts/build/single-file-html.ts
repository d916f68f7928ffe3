// One exported page → one self-contained HTML file (docs/bot.md, "Single-file guides". Works on the parsed
// page (hast), never on its text: takes the article (`.markdown`: the h1, the "checked with" line and the
// content), leaves out everything interactive or navigational, shows every tab panel and folded part in
// order, points internal links at the online site, inlines images, and wraps it in a page with its own
// small stylesheet. The result must load nothing: `externalRequests` lists what would.

import type { Element, ElementContent, Properties, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { toHtml } from 'hast-util-to-html'
import { toString } from 'hast-util-to-string'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'

import { gzipBytes } from '../lib/gzip'

/** Elements that are left out with everything inside: code, controls, media that loads, JS-only UI. */
const droppedTags = new Set([
  'script',
  'noscript',
  'style',
  'template',
  'link',
  'meta',
  'base',
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'dialog',
  'iframe',
  'frame',
  'object',
  'embed',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'portal',
])

/** Classes of navigation chrome and controls that may sit inside the article. */
const droppedClasses = [
  'toc',
  'pager',
  'breadcrumbs',
  'badge',
  'back-to-top',
  'onetap-card',
  'device-check',
  'code-block__actions',
  'code-block__status',
  'doc__download',
  'doc__footer',
  'edit-link',
  'copy-button',
]

/** Attributes that name something to load. */
const urlAttributes = [
  'src',
  'srcSet',
  'poster',
  'data',
  'background',
  'ping',
  'xLinkHref',
  'action',
]

export interface SingleFileInput {
  /** The exported page. */
  html: string
  /** Where the page is online (`https://docs.example.com/android/happ`). */
  pageUrl: string
  /** The online site's origin and base, without a trailing slash (`https://docs.example.com`). */
  siteUrl: string
  /** Shown above the title. */
  brand: string
  /** The line under the title: when the file was made (plain text). */
  builtLine: string
  /** The line with the page's online address; `{link}` stands for the link. */
  onlineLine: string
  /** The stylesheet. */
  css: string
  /** The bytes and MIME type of a site file (`/img/x.svg`), for `data:` URIs; undefined when missing. */
  readAsset: (sitePath: string) => { data: Buffer; type: string } | undefined
  /**
   * The small copy of a figure (components/mdx/figure.tsx) to inline, by the site path of its `<img>`;
   * undefined when the build made none.
   */
  figureCopy: (sitePath: string) => { data: Buffer; type: string } | undefined
  /**
   * The notes under a figure, plain text with `{link}` for the link to the full-size image online:
   * `inline` under the copy the file holds, `online` in place of an image that did not fit (its link
   * reads the alt text); `fullSize` is the inline note's link text.
   */
  figureNotes: { inline: string; online: string; fullSize: string }
  /** The file's budget, gzip bytes: figures are linked online, largest first, until the file fits. */
  gzipBudget: number
}

export interface SingleFile {
  html: string
  title: string
  lang: string
  /** Text of every h2 and h3 of the page's article, in order. */
  headings: string[]
  /** The figures the file holds as small copies, and those it links online to fit its budget. */
  figures: { inline: number; linked: number }
}

const classes = (node: Element): string[] => {
  const value: unknown = node.properties.className
  return Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(' ')
      : []
}
const hasClass = (node: Element, name: string) => classes(node).includes(name)

/** An `href` of the page as the file needs it: same-page anchors stay, the rest is absolute online. */
export function rewriteHref(href: string, pageUrl: string, siteUrl: string): string {
  if (href.startsWith('#')) return href
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href
  // Site-absolute paths already carry any base path, so they resolve against the origin.
  const absolute = href.startsWith('/') ? new URL(href, siteUrl) : new URL(href, pageUrl)
  const page = new URL(pageUrl)
  if (absolute.origin === page.origin && absolute.pathname === page.pathname && absolute.hash) {
    return absolute.hash
  }
  return absolute.href
}

/** `data:` URI of an image the page names by its site path; throws when it is not in the build. */
function inlineImage(src: string, input: SingleFileInput): string {
  if (src.startsWith('data:')) return src
  if (!src.startsWith('/') || src.startsWith('//')) {
    throw new Error(`an image from outside the site (${src}) cannot go into a single file`)
  }
  const asset = input.readAsset(decodeURI(src.split(/[?#]/)[0]!))
  if (!asset) throw new Error(`the image ${src} is not in the build`)
  return `data:${asset.type};base64,${asset.data.toString('base64')}`
}

/** A figure of the file: its slot in the tree, shown as its inline copy or as a link online. */
interface FigureSlot {
  slot: Element
  bytes: number
  inline: ElementContent[]
  online: ElementContent[]
}

/** The input with what `clean` collects on the way: the figures. */
type Context = SingleFileInput & { figures: FigureSlot[] }

/** `template` with `{link}` replaced by a link to `href` reading `label`. */
function withLink(template: string, href: string, label: string): (Element | string)[] {
  const [before = '', after = ''] = template.split('{link}')
  return [before, h('a', { href }, label), after].filter((n) => n !== '')
}

/**
 * A figure's zoom link (`a.figure__zoom` around its picture) → its small copy inline and a note that this
 * is a reduced copy, with the link to the full-size image online; or, when the file is over its budget,
 * only a note with that link (`fitBudget`).
 */
function figure(zoom: Element, input: Context): ElementContent[] {
  const img = select('img', zoom)
  const src = typeof img?.properties.src === 'string' ? img.properties.src : undefined
  const copy = src ? input.figureCopy(decodeURI(src.split(/[?#]/)[0]!)) : undefined
  if (!img || !copy || typeof zoom.properties.href !== 'string') {
    throw new Error(`a figure without the small copy the image build makes (${src ?? 'no <img>'})`)
  }
  const href = rewriteHref(zoom.properties.href, input.pageUrl, input.siteUrl)
  const alt = String(img.properties.alt ?? '')
  const note = (children: (Element | string)[]) => h('p.sf-note', children)
  const { width, height } = img.properties
  const figureSlot: FigureSlot = {
    slot: h('div.sf-figure'),
    bytes: copy.data.length,
    inline: [
      h('img', {
        src: `data:${copy.type};base64,${copy.data.toString('base64')}`,
        alt,
        width,
        height,
      }),
      note(withLink(input.figureNotes.inline, href, input.figureNotes.fullSize)),
    ],
    online: [note(withLink(input.figureNotes.online, href, alt))],
  }
  figureSlot.slot.children = figureSlot.inline
  input.figures.push(figureSlot)
  return [figureSlot.slot]
}

/** Tabs → each panel after its label, in order. */
function unfoldTabs(tabs: Element, input: Context): ElementContent[] {
  const labels = selectAll('.tabs__label', tabs).map((n) => toString(n).trim())
  const panels = tabs.children.filter(
    (n): n is Element => n.type === 'element' && hasClass(n, 'tabs__panel'),
  )
  return panels.flatMap((panel, index) => [
    h('p.sf-tab', labels[index] ?? ''),
    h('div.sf-panel', clean(panel.children, input)),
  ])
}

/** `<details>` → its summary as a heading-like line, then everything it folded. */
function unfoldDetails(details: Element, input: Context): ElementContent[] {
  const summary = details.children.find(
    (n): n is Element => n.type === 'element' && n.tagName === 'summary',
  )
  const rest = details.children.filter((n) => n !== summary)
  return [
    ...(summary ? [h('p.sf-summary', clean(summary.children, input))] : []),
    h('div.sf-panel', clean(rest, input)),
  ]
}

/** The article's nodes as the file shows them. */
function clean(nodes: readonly ElementContent[], input: Context): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'comment') return []
    if (node.type !== 'element') return [node]
    if (droppedTags.has(node.tagName)) return []
    if (droppedClasses.some((c) => hasClass(node, c))) return []
    if (hasClass(node, 'figure__zoom')) return figure(node, input)
    if (hasClass(node, 'tabs')) return unfoldTabs(node, input)
    if (node.tagName === 'details') return unfoldDetails(node, input)
    const properties: Properties = {}
    for (const [key, value] of Object.entries(node.properties)) {
      // data-* attributes feed scripts; hidden/inert parts are shown; event handlers never come along.
      if (/^data[A-Z]/.test(key) || key === 'hidden' || key === 'inert' || /^on/i.test(key))
        continue
      if (key === 'srcSet' || key === 'sizes' || key === 'loading' || key === 'decoding') continue
      properties[key] = value
    }
    if (node.tagName === 'a' && typeof properties.href === 'string') {
      properties.href = rewriteHref(properties.href, input.pageUrl, input.siteUrl)
      delete properties.download
    }
    if (node.tagName === 'img' && typeof properties.src === 'string') {
      properties.src = inlineImage(properties.src, input)
    }
    return [{ ...node, properties, children: clean(node.children, input) }]
  })
}

/** What a document would load: every URL it names that is not inline, with the element naming it. */
export function externalRequests(html: string): string[] {
  const tree = fromHtml(html)
  const found: string[] = []
  const loads = (url: string) => !/^(data:|#|about:blank$)/i.test(url.trim())
  visit(tree, 'element', (node) => {
    if (node.tagName === 'script') found.push('<script>')
    if (node.tagName === 'link' && node.properties.href !== undefined) {
      found.push(`<link href="${String(node.properties.href)}">`)
    }
    if (
      node.tagName === 'meta' &&
      String(node.properties.httpEquiv ?? '').toLowerCase() === 'refresh'
    ) {
      found.push('<meta http-equiv="refresh">')
    }
    if (['use', 'image', 'feImage'].includes(node.tagName)) {
      const href = node.properties.href ?? node.properties.xLinkHref
      if (typeof href === 'string' && loads(href)) found.push(`<${node.tagName} href="${href}">`)
    }
    for (const attribute of urlAttributes) {
      const value = node.properties[attribute]
      if (value === undefined || value === null || value === false) continue
      const urls = Array.isArray(value) ? value.map(String) : [String(value)]
      for (const url of urls) if (loads(url)) found.push(`<${node.tagName} ${attribute}="${url}">`)
    }
    const style = [
      typeof node.properties.style === 'string' ? node.properties.style : '',
      node.tagName === 'style' ? toString(node) : '',
    ].join('\n')
    for (const m of style.matchAll(/url\(\s*['"]?([^'")]+)|@import\s+['"]?([^'";\s]+)/gi)) {
      const url = m[1] ?? m[2] ?? ''
      if (m[2] !== undefined || loads(url)) found.push(`<${node.tagName}> CSS ${m[0]}`)
    }
  })
  return found
}

/**
 * Links figures online instead of inlining them, the largest copy first, until `render()` fits the gzip
 * budget or no figure is left inline. Returns the figures linked online.
 */
function fitBudget(figures: readonly FigureSlot[], budget: number, render: () => string): number {
  const inline = [...figures].sort((a, b) => b.bytes - a.bytes)
  let linked = 0
  while (inline.length > 0 && gzipBytes(render()) > budget) {
    const largest = inline.shift()!
    largest.slot.children = largest.online
    linked += 1
  }
  return linked
}

/** The self-contained file of one exported page. Throws with the reason when it cannot be made. */
export function singleFileHtml(singleFileInput: SingleFileInput): SingleFile {
  const input: Context = { ...singleFileInput, figures: [] }
  const tree = fromHtml(input.html)
  const lang = String(select('html', tree)?.properties.lang ?? '')
  if (!lang) throw new Error('the page has no <html lang>')
  const article = select('.markdown', tree)
  if (!article) throw new Error('the page has no article (.markdown)')
  const h1 = select('h1', article)
  if (!h1) throw new Error('the page has no h1')
  const title = toString(h1).trim()
  const verified = select('.doc__verified', article)
  const body = clean(
    article.children.filter((n) => n !== h1 && n !== verified),
    input,
  )
  const headings = selectAll('h2, h3', { type: 'root', children: body }).map((n) =>
    toString(n).trim(),
  )
  const document: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang }, [
        h('head', [
          h('meta', { charset: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          // Nothing may load: a file opened from a phone's storage or a chat must not reach the network.
          h('meta', {
            httpEquiv: 'Content-Security-Policy',
            content: "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
          }),
          h('meta', { name: 'color-scheme', content: 'dark' }),
          h('meta', { name: 'robots', content: 'noindex' }),
          h('title', `${title} — ${input.brand}`),
          h('style', input.css),
        ]),
        h('body', [
          h('header.sf-head', [
            h('p.sf-brand', input.brand),
            h('h1', clean(h1.children, input)),
            ...(verified ? clean([verified], input) : []),
            h('p.sf-meta', input.builtLine),
            h('p.sf-meta', withLink(input.onlineLine, input.pageUrl, input.pageUrl)),
          ]),
          h('main', body),
        ]),
      ]),
    ],
  }
  const render = () =>
    `${toHtml(document, { upperDoctype: true, allowDangerousCharacters: true })}\n`
  const linked = fitBudget(input.figures, input.gzipBudget, render)
  const html = render()
  const requests = externalRequests(html)
  if (requests.length > 0) {
    throw new Error(`the file would load ${requests.slice(0, 5).join(', ')}`)
  }
  return {
    html,
    title,
    lang,
    headings,
    figures: { inline: input.figures.length - linked, linked },
  }
}
