import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'

import { blankFrontMatter } from '../front-matter'

import { headingId, remarkHeadingIds, type MdxHeading, type TocItem } from './headings'
import type { Offer } from '../offer'

import { pageDevice, remarkOffer, type OfferFileData } from './offer'

/** What the build needs to know of an MDX file, from one parse with the renderer's remark plugins. */
export interface MdxAnalysis {
  /** Every Markdown heading with its rendered id, its line and its column. */
  headings: MdxHeading[]
  /** The h2–h3 table of contents. */
  toc: TocItem[]
  /** Link targets: Markdown links and definitions, and `href` props of components, where they start. */
  links: { target: string; line: number; column: number }[]
  /** Inline code spans (`Happ.apk`, `happ://add/…`), with their lines and columns. */
  code: { value: string; line: number; column: number }[]
  /** Components used (`<Troubleshooting device="ps5" />`), with their string props and positions. */
  components: { name: string; props: Record<string, string>; line: number; column: number }[]
  /** Images: Markdown `![alt](src)` and `<Figure src alt />`, where the writer wrote them. */
  images: MdxImage[]
  /** The text a reader sees, node by node (text and inline code), for the check of what a page names. */
  text: { value: string; line: number; column: number }[]
}

/** An image reference as written, with the positions the content check reports. */
export interface MdxImage {
  /** The file as written (`./faq/device-chooser.png`); undefined when missing or not a plain string. */
  src: string | undefined
  /** The alt text; undefined when a `<Figure>` has none or gives it as an expression. */
  alt: string | undefined
  /** Where `src` is (the image, or the `<Figure` when it has no `src`). */
  line: number
  column: number
  /** Where `alt` is (the image, or the `<Figure` when it has no `alt`). */
  altLine: number
  altColumn: number
}

/** The component writers place an image with (components/mdx/figure.tsx). */
export const FIGURE = 'Figure'

/** The component that renders a registry label (components/mdx/label.tsx). */
export const LABEL = 'Label'

/**
 * The plugins shared with the renderer (contentlayer.config.ts), in order: passages about an app or a
 * device the site does not offer go before the headings get their ids. The renderer gives `remarkOffer`
 * the page file's reader; the analysis tells it the page's device itself.
 */
export const remarkPlugins = [remarkGfm, remarkOffer, remarkHeadingIds] as const

/**
 * Parses an MDX file (front matter included) and runs the renderer's remark plugins over it, the marked
 * passages for `config` (the site's by default).
 */
export function analyseMdx(source: string, config?: Offer): MdxAnalysis {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkOffer, { config })
    .use(remarkHeadingIds)
  const file = new VFile(blankFrontMatter(source))
  ;(file.data as OfferFileData).offerDevice = pageDevice(source) ?? null
  return analyseTree(processor.runSync(processor.parse(file), file) as Root)
}

/**
 * The analysis of a page from the renderer's own parse of its body (the file after its front matter),
 * which the renderer's remark plugins have run over: the same tree `analyseMdx` builds, its lines moved
 * down by the front matter's. Undefined when `body` is not the end of `source`.
 */
export function analyseBody(source: string, body: string, tree: Root): MdxAnalysis | undefined {
  if (!source.endsWith(body)) return undefined
  return analyseTree(tree, source.slice(0, source.length - body.length).split('\n').length - 1)
}

/** An analysis that found nothing: no headings, links, code, components or images. */
export function emptyAnalysis(): MdxAnalysis {
  return { headings: [], toc: [], links: [], code: [], components: [], images: [], text: [] }
}

/** The analysis of a tree the renderer's remark plugins have run over, `lineOffset` added to lines. */
function analyseTree(tree: Root, lineOffset = 0): MdxAnalysis {
  const analysis = emptyAnalysis()
  type Positioned = { position?: { start: { line: number; column: number } } }
  const lineOf = (node: Positioned) => (node.position ? node.position.start.line + lineOffset : 0)
  const columnOf = (node: Positioned) => node.position?.start.column ?? 0
  visit(tree, (node) => {
    switch (node.type) {
      case 'heading':
        analysis.headings.push({
          depth: node.depth,
          title: toString(node),
          id: headingId(node),
          line: lineOf(node),
          column: columnOf(node),
        })
        break
      case 'link':
      case 'definition':
        analysis.links.push({ target: node.url, line: lineOf(node), column: columnOf(node) })
        break
      case 'inlineCode':
        analysis.code.push({ value: node.value, line: lineOf(node), column: columnOf(node) })
        analysis.text.push({ value: node.value, line: lineOf(node), column: columnOf(node) })
        break
      case 'text':
        analysis.text.push({ value: node.value, line: lineOf(node), column: columnOf(node) })
        break
      case 'image':
        analysis.images.push({
          src: node.url,
          alt: node.alt ?? '',
          line: lineOf(node),
          column: columnOf(node),
          altLine: lineOf(node),
          altColumn: columnOf(node),
        })
        break
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const props: Record<string, string> = {}
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
            props[attribute.name] = attribute.value
          }
          // A bare attribute (`<ForCount many>`) is `true` in JSX.
          if (
            attribute.type === 'mdxJsxAttribute' &&
            (attribute.value === null || attribute.value === undefined)
          )
            props[attribute.name] = 'true'
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'href' &&
            typeof attribute.value === 'string'
          ) {
            analysis.links.push({
              target: attribute.value,
              line: lineOf(node),
              column: columnOf(node),
            })
          }
        }
        if (node.name)
          analysis.components.push({
            name: node.name,
            props,
            line: lineOf(node),
            column: columnOf(node),
          })
        if (node.name === FIGURE) {
          const attribute = (name: string) =>
            node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
          const src = attribute('src') ?? node
          const alt = attribute('alt') ?? node
          analysis.images.push({
            src: props.src,
            alt: props.alt,
            line: lineOf(src),
            column: columnOf(src),
            altLine: lineOf(alt),
            altColumn: columnOf(alt),
          })
        }
        break
      }
    }
  })
  analysis.toc = analysis.headings
    .filter((h) => h.depth === 2 || h.depth === 3)
    .map(({ depth, title, id }) => ({ depth, title, id }))
  return analysis
}
