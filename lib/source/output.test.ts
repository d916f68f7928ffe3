import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { CONTENTLAYER_GENERATED, DOCS_INDEX, readOutputDocs } from './output'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A project folder whose content step wrote `docs` as its page index. */
function projectWith(docs: object[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'source-output-'))
  roots.push(root)
  const index = path.join(root, CONTENTLAYER_GENERATED, DOCS_INDEX)
  mkdirSync(path.dirname(index), { recursive: true })
  writeFileSync(index, JSON.stringify(docs))
  return root
}

describe('readOutputDocs', () => {
  it('gives the pages in the order of their files, whatever order the content step finished them in', () => {
    const page = (id: string) => ({ _id: id, frontMatter: {}, body: { code: 'x' } })
    const ids = ['ru/windows.mdx', 'en/android/happ.mdx', 'ru/android/happ.mdx', 'en/android.mdx']
    const first = readOutputDocs(projectWith(ids.map(page)))
    const second = readOutputDocs(projectWith([...ids].reverse().map(page)))
    expect(first.map((d) => d._id)).toEqual([
      'en/android.mdx',
      'en/android/happ.mdx',
      'ru/android/happ.mdx',
      'ru/windows.mdx',
    ])
    expect(second).toEqual(first)
  })

  it('spreads the front matter into the page and leaves the compiled body out', () => {
    const [doc] = readOutputDocs(
      projectWith([
        { _id: 'ru/faq.mdx', frontMatter: { title: 'FAQ' }, locale: 'ru', body: { code: 'x' } },
      ]),
    )
    expect(doc).toMatchObject({ _id: 'ru/faq.mdx', title: 'FAQ', locale: 'ru' })
    expect(doc).not.toHaveProperty('body')
    expect(doc).not.toHaveProperty('frontMatter')
  })

  it('names the missing file and the step that makes it', () => {
    expect(() => readOutputDocs(path.join(tmpdir(), 'no-such-project'))).toThrow(
      /\.contentlayer\/generated\/Doc\/_index\.json: .*npm run build/,
    )
  })
})
