import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'

import { blankFrontMatter } from '@/lib/front-matter'
import { PROBLEMS_DIR } from '@/lib/help'
import { locales, type Locale } from '@/lib/i18n/config'
import { readContentFiles, readProblemFiles } from '@/lib/source/files'

/** Paragraphs this long or longer must live in one file: a shared fix goes into the knowledge base. */
const MIN_LENGTH = 200

/** The locale of a content file: `ru/…` for pages, `troubleshooting/ru/…` for entries. */
function localeOf(rel: string): Locale {
  const parts = rel.split('/')
  return (parts[0] === PROBLEMS_DIR ? parts[1] : parts[0]) as Locale
}

/**
 * The text of every paragraph of an MDX file, whitespace folded. Front matter is left out, and JSX
 * props are not text (`toString` reads children only), so only prose counts.
 */
export function paragraphsOf(source: string): string[] {
  const body = blankFrontMatter(source)
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body) as Root
  const texts: string[] = []
  visit(tree, 'paragraph', (node) => {
    texts.push(toString(node).replace(/\s+/g, ' ').trim())
  })
  return texts
}

/** Paragraphs of `MIN_LENGTH`+ characters found in more than one file of a locale. */
export function duplicateParagraphs(
  files: readonly { rel: string; source: string }[],
  locale: Locale,
): { text: string; files: string[] }[] {
  const where = new Map<string, Set<string>>()
  for (const file of files) {
    if (localeOf(file.rel) !== locale) continue
    for (const text of paragraphsOf(file.source)) {
      if (text.length < MIN_LENGTH) continue
      where.set(text, (where.get(text) ?? new Set()).add(file.rel))
    }
  }
  return [...where]
    .filter(([, set]) => set.size > 1)
    .map(([text, set]) => ({ text, files: [...set].sort() }))
}

const files = [...readContentFiles(), ...readProblemFiles()]

describe('duplicate paragraphs', () => {
  it('finds a long paragraph copied into two files of one locale, not across locales', () => {
    const long = 'Одна и та же длинная инструкция. '.repeat(8)
    const fixture = [
      { rel: 'ru/a.mdx', source: `---\ntitle: A\n---\n\n${long}\n` },
      {
        rel: 'troubleshooting/ru/x.mdx',
        source: `<Callout type="tip">\n\n${long}\n\n</Callout>\n`,
      },
      { rel: 'en/a.mdx', source: `${long}\n` },
      { rel: 'ru/b.mdx', source: `<Figure alt="${long}" />\n\nShort.\n` },
    ]
    expect(duplicateParagraphs(fixture, 'ru')).toEqual([
      { text: long.trim(), files: ['ru/a.mdx', 'troubleshooting/ru/x.mdx'] },
    ])
    expect(duplicateParagraphs(fixture, 'en')).toEqual([])
  })

  it.each(locales)('no paragraph of %s content is copied into a second file', (locale) => {
    expect(files.length).toBeGreaterThan(0)
    expect(duplicateParagraphs(files, locale)).toEqual([])
  })
})
