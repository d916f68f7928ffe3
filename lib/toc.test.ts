import { compile } from '@mdx-js/mdx'
import rehypeSlug from 'rehype-slug'
import { describe, expect, it } from 'vitest'

import { remarkSectionIds } from './remark-section-ids'
import { extractHeadings, extractToc, headingText } from './toc'

/** The ids the real pipeline gives headings (remark-section-ids + rehype-slug). */
async function renderedIds(mdx: string): Promise<string[]> {
  const ids: string[] = []
  const collect = () => (tree: { children?: unknown[] }) => {
    const walk = (node: {
      type?: string
      tagName?: string
      properties?: { id?: string }
      children?: unknown[]
    }) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? ''))
        ids.push(node.properties?.id ?? '')
      node.children?.forEach((child) => walk(child as typeof node))
    }
    walk(tree)
  }
  await compile(mdx, { remarkPlugins: [remarkSectionIds], rehypePlugins: [rehypeSlug, collect] })
  return ids
}

const sample = `
## Что понадобится

Text.

## Установка

<Steps>

### Скачайте **Happ** из \`Google Play\`

### Откройте [приложение](/android/happ)

</Steps>

\`\`\`ini
## not a heading
\`\`\`

## Установка

#### Мелкий заголовок

## What you need

### Ошибка «-1 ms» и timeout
`

describe('extractHeadings', () => {
  it('gives the same ids as the rendering pipeline, Cyrillic and duplicates included', async () => {
    expect(extractHeadings(sample).map((h) => h.id)).toEqual(await renderedIds(sample))
  })

  it('gives guide sections their fixed ids in both languages', () => {
    const ids = extractHeadings(sample).map((h) => h.id)
    expect(ids[0]).toBe('requirements')
    expect(ids[1]).toBe('install')
    expect(ids).toContain('requirements')
    expect(ids.filter((id) => id === 'requirements')).toHaveLength(2)
  })

  it('skips headings inside code fences and counts lines after the front matter', () => {
    const headings = extractHeadings('## A\n```\n## B\n```\n## C', 3)
    expect(headings.map((h) => [h.title, h.line])).toEqual([
      ['A', 4],
      ['C', 8],
    ])
  })
})

describe('extractToc', () => {
  it('keeps only h2 and h3', () => {
    const toc = extractToc(sample)
    expect(toc.every((item) => item.depth === 2 || item.depth === 3)).toBe(true)
    expect(toc.map((item) => item.title)).not.toContain('Мелкий заголовок')
    expect(toc.map((item) => item.title)).toContain('Скачайте Happ из Google Play')
  })
})

describe('headingText', () => {
  it('strips inline Markdown and JSX', () => {
    expect(headingText('Нажмите <Kbd>Ctrl</Kbd>+**V** в [v2rayN](/windows/v2rayn)')).toBe(
      'Нажмите Ctrl+V в v2rayN',
    )
  })
})
