// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { readContentFiles } from './files'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('readContentFiles', () => {
  it('walks the folder for .mdx files in name order, with paths relative to it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-files-'))
    dirs.push(dir)
    mkdirSync(path.join(dir, 'en', 'ios'), { recursive: true })
    writeFileSync(path.join(dir, 'en', 'ios', 'b.mdx'), '---\ntitle: B\ndescription: D\n---\n')
    writeFileSync(path.join(dir, 'en', 'a.mdx'), '---\ntitle: A\ndescription: D\n---\n')
    writeFileSync(path.join(dir, 'en', 'notes.txt'), 'not a page')
    const files = readContentFiles(dir)
    expect(files.map((f) => [f.rel, f.title])).toEqual([
      ['en/a.mdx', 'A'],
      ['en/ios/b.mdx', 'B'],
    ])
  })

  it('fails on a file whose front matter the schema refuses, with its error line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-files-'))
    dirs.push(dir)
    mkdirSync(path.join(dir, 'en'))
    writeFileSync(path.join(dir, 'en', 'a.mdx'), '---\ntitle: A\n---\n')
    expect(() => readContentFiles(dir)).toThrow(
      `${path.join(dir, 'en', 'a.mdx')}:1:1: description: required`,
    )
  })
})
