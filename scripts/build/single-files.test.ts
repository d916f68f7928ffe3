import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { sizePlaceholder } from '@/lib/single-files'

import { exportedFile, fillSizes } from './single-files'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function site(files: Record<string, string | Buffer>): string {
  const out = mkdtempSync(path.join(tmpdir(), 'single-files-'))
  dirs.push(out)
  for (const [rel, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, rel)), { recursive: true })
    writeFileSync(path.join(out, rel), data)
  }
  return out
}

describe('fillSizes', () => {
  it('replaces every placeholder of every page with the size of its file in KB', () => {
    const link = (rel: string) => `<a href="/${rel}">HTML, ${sizePlaceholder(rel)} KB</a>`
    const out = site({
      'files/en/android-happ.html': Buffer.alloc(2049),
      'files/guides-en.zip': Buffer.alloc(100),
      'en/android/happ.html': `<p>${link('files/en/android-happ.html')}</p>`,
      'en/files.html': `${link('files/en/android-happ.html')}${link('files/guides-en.zip')}`,
      'en/faq.html': '<p>no link</p>',
    })
    expect(fillSizes(out)).toBe(3)
    expect(readFileSync(path.join(out, 'en/android/happ.html'), 'utf8')).toBe(
      '<p><a href="/files/en/android-happ.html">HTML, 3 KB</a></p>',
    )
    expect(readFileSync(path.join(out, 'en/files.html'), 'utf8')).toContain('HTML, 1 KB')
    expect(readFileSync(path.join(out, 'en/files.html'), 'utf8')).not.toContain('\u2063')
  })

  it('fails naming the page and the file when a placeholder has no file', () => {
    const out = site({
      'android/happ.html': `<p>${sizePlaceholder('files/ru/android-happ.html')}</p>`,
    })
    expect(() => fillSizes(out)).toThrow(
      'out/android/happ.html: a link to files/ru/android-happ.html, which the build did not make',
    )
  })
})

describe('exportedFile', () => {
  it('is the HTML file of a public path', () => {
    expect(exportedFile('/faq')).toBe('faq.html')
    expect(exportedFile('/android/happ')).toBe('android/happ.html')
    expect(exportedFile('/')).toBe('index.html')
  })
})
