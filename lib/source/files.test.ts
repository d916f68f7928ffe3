// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { readContentFiles, readFrontMatter } from './files'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('readFrontMatter', () => {
  it('parses the YAML between the leading --- lines, keeping dates as written', () => {
    const source =
      '---\nkind: guide\nverified:\n  version: "1.2"\n  date: 2026-11-22\n---\n\nText.\n'
    expect(readFrontMatter(source)).toEqual({
      kind: 'guide',
      verified: { version: '1.2', date: '2026-11-22' },
    })
  })

  it('gives {} for a file without front matter or with a scalar one', () => {
    expect(readFrontMatter('# Title\n')).toEqual({})
    expect(readFrontMatter('---\njust text\n---\n')).toEqual({})
  })
})

describe('readContentFiles', () => {
  it('walks the folder for .mdx files in name order, with paths relative to it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-files-'))
    dirs.push(dir)
    mkdirSync(path.join(dir, 'en', 'ios'), { recursive: true })
    writeFileSync(path.join(dir, 'en', 'ios', 'b.mdx'), '---\ntitle: B\n---\n')
    writeFileSync(path.join(dir, 'en', 'a.mdx'), '---\ntitle: A\n---\n')
    writeFileSync(path.join(dir, 'en', 'notes.txt'), 'not a page')
    const files = readContentFiles(dir)
    expect(files.map((f) => [f.rel, f.data.title])).toEqual([
      ['en/a.mdx', 'A'],
      ['en/ios/b.mdx', 'B'],
    ])
  })
})
