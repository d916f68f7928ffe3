import { compile } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import rehypeSlug from 'rehype-slug'
import { describe, expect, it } from 'vitest'

import { analyseBody, analyseMdx, remarkPlugins } from './analyse'
import { localizedPath } from '@/lib/i18n/paths'

/** The English URL of a locale-free path. */
const en = (path: string) => localizedPath('en', path)

/** The ids the real pipeline gives headings (the renderer's remark plugins, then rehype-slug). */
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
  await compile(mdx, { remarkPlugins: [...remarkPlugins], rehypePlugins: [rehypeSlug, collect] })
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

describe('analyseMdx', () => {
  it('gives the same ids as the rendering pipeline, Cyrillic and duplicates included', async () => {
    expect(analyseMdx(sample).headings.map((h) => h.id)).toEqual(await renderedIds(sample))
  })

  it('gives guide sections their fixed ids in both languages', () => {
    const ids = analyseMdx(sample).headings.map((h) => h.id)
    expect(ids[0]).toBe('requirements')
    expect(ids[1]).toBe('install')
    expect(ids.filter((id) => id === 'requirements')).toHaveLength(2)
  })

  it('skips headings inside code fences and counts lines in the whole file', () => {
    const { headings } = analyseMdx('---\ntitle: T\n---\n## A\n```\n## B\n```\n## C')
    expect(headings.map((h) => [h.title, h.line])).toEqual([
      ['A', 4],
      ['C', 8],
    ])
  })

  it('keeps only h2 and h3 in the TOC, as plain text', () => {
    const { toc } = analyseMdx(sample)
    expect(toc.every((item) => item.depth === 2 || item.depth === 3)).toBe(true)
    expect(toc.map((item) => item.title)).not.toContain('Мелкий заголовок')
    expect(toc.map((item) => item.title)).toContain('Скачайте Happ из Google Play')
  })

  it('finds Markdown links, definitions and href props with their lines, not links in code', () => {
    const source = [
      '---',
      'title: T',
      '---',
      'See [Happ](/android/happ#install) and [ref][r].',
      '',
      '<ContactLink href="/faq">FAQ</ContactLink>',
      '',
      '```md',
      '[not a link](/nope)',
      '```',
      '',
      '`[code](/nope)` and `Happ.apk`',
      '',
      '[r]: /en/faq',
    ].join('\n')
    const { links, code } = analyseMdx(source)
    expect(links).toEqual([
      { target: '/android/happ#install', line: 4, column: 5 },
      { target: '/faq', line: 6, column: 1 },
      { target: en('/faq'), line: 14, column: 1 },
    ])
    expect(code).toEqual([
      { value: '[code](/nope)', line: 12, column: 1 },
      { value: 'Happ.apk', line: 12, column: 21 },
    ])
  })
})

describe('analyseBody', () => {
  /** The tree the renderer's compile of a body ends with, as a remark plugin after its own sees it. */
  async function compiledTree(body: string): Promise<Root> {
    let kept: Root | undefined
    const keep = () => (tree: Root) => {
      kept = structuredClone(tree)
    }
    await compile(body, { remarkPlugins: [...remarkPlugins, keep] })
    return kept!
  }

  it("gives what analyseMdx gives the whole file, from the compile's tree of the body", async () => {
    const frontMatter = '---\ntitle: T\ndescription: >-\n  Two\n  lines.\n---\n'
    for (const body of [
      sample,
      '\n' + sample,
      'See [Happ](/android/happ).\n\n<Steps>\n\n## A\n\n</Steps>\n',
    ]) {
      const source = frontMatter + body
      const analysis = analyseBody(source, body, await compiledTree(body))
      expect(analysis).toEqual(analyseMdx(source))
      expect(analysis?.headings[0]?.line).toBeGreaterThan(6)
    }
  })

  it('gives nothing for a body that is not the end of the file', async () => {
    expect(analyseBody('---\nt: 1\n---\n## A\n', '## B\n', await compiledTree('## B\n'))).toBe(
      undefined,
    )
  })
})
