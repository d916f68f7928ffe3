import type { Paragraph, Root, RootContent } from 'mdast'
import type { Transformer } from 'unified'
import { SKIP, visit } from 'unist-util-visit'

import { locales } from '../i18n/config'

import { FIGURE } from './analyse'

/**
 * The props the compile gives every `<Figure>` (components/mdx/figure.tsx) besides the writer's `src`, `alt`
 * and `caption`: the page file its `src` is relative to, how it loads, and whether it sits in a line of text.
 */
export interface FigureCompileProps {
  /** The MDX file, relative to `content/` (`en/faq.mdx`): the image build's manifest is keyed by it. */
  page: string
  /** `eager` for the first image of a page when it comes before the first `##`, else `lazy`. */
  loading: 'eager' | 'lazy'
  /** Set on an image inside a paragraph of text, which cannot hold a `<figure>`. */
  inline?: 'true'
}

// remark-mdx adds its JSX nodes to mdast's content types.
type MdxJsxFlowElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>
type MdxJsxTextElement = Extract<RootContent, { type: 'mdxJsxTextElement' }>
type MdxJsxAttribute = Extract<MdxJsxFlowElement['attributes'][number], { type: 'mdxJsxAttribute' }>

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
})

/** The only child of a paragraph that holds one image and nothing but white space. */
function loneImage(paragraph: Paragraph) {
  const rest = paragraph.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''))
  return rest.length === 1 && rest[0]!.type === 'image' ? rest[0] : undefined
}

/**
 * Makes every image of a page a `<Figure>`: a paragraph holding only `![alt](src "caption")` becomes
 * `<Figure src alt caption />`, an image inside text an inline one, and each gets the props of
 * `FigureCompileProps`. The page file is the one contentlayer compiles (`file.data.rawDocumentData`); the
 * same plugin in another compile leaves images as they are. Runs after the analysis (contentlayer.config.ts),
 * which reports images where the writer wrote them.
 */
export function remarkFigures(): Transformer<Root> {
  return (tree, file) => {
    const raw = file.data.rawDocumentData as { sourceFilePath?: unknown } | undefined
    if (typeof raw?.sourceFilePath !== 'string') return
    const page = raw.sourceFilePath
    // A page's lead is in the first screen; a knowledge-base entry is rendered deep in a guide or /help.
    const isPage = (locales as readonly string[]).includes(page.split('/')[0]!)
    let beforeFirstSection = true
    let eagerLeft = isPage ? 1 : 0
    const compileProps = (inline: boolean): MdxJsxAttribute[] => {
      const eager = beforeFirstSection && eagerLeft > 0
      if (eager) eagerLeft -= 1
      return [
        attribute('page', page),
        attribute('loading', eager ? 'eager' : 'lazy'),
        ...(inline ? [attribute('inline', 'true')] : []),
      ]
    }
    visit(tree, (node, index, parent) => {
      if (node.type === 'heading' && node.depth === 2) beforeFirstSection = false
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
        if (node.name === FIGURE) {
          node.attributes.push(...compileProps(node.type === 'mdxJsxTextElement'))
        }
        return undefined
      }
      if (!parent || index === undefined) return undefined
      const image = node.type === 'paragraph' ? loneImage(node) : undefined
      if (image || node.type === 'image') {
        const { url, alt, title } = (image ?? node) as {
          url: string
          alt?: string | null
          title?: string | null
        }
        const props = [
          attribute('src', url),
          attribute('alt', alt ?? ''),
          ...(title ? [attribute('caption', title)] : []),
          ...compileProps(!image),
        ]
        const figure: MdxJsxFlowElement | MdxJsxTextElement = image
          ? { type: 'mdxJsxFlowElement', name: FIGURE, attributes: props, children: [] }
          : { type: 'mdxJsxTextElement', name: FIGURE, attributes: props, children: [] }
        ;(parent.children as RootContent[])[index] = figure
        return SKIP
      }
      return undefined
    })
  }
}
