import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { exportedFile, walkFiles } from './files'

function site(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'files-test-'))
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), file)
  }
  return root
}

describe('walkFiles', () => {
  it('lists files below a folder with / separators, sorted, filtered', () => {
    const root = site(['b.html', 'a/c.json', 'a/b/d.html'])
    expect(walkFiles(root)).toEqual(['a/b/d.html', 'a/c.json', 'b.html'])
    expect(walkFiles(root, (rel) => rel.endsWith('.html'))).toEqual(['a/b/d.html', 'b.html'])
  })
})

describe('exportedFile', () => {
  const root = site([
    'index.html',
    'faq.html',
    'android.html',
    'android/happ.html',
    'tags/index.html',
    'sw.js',
  ])
  const rel = (url: string) => {
    const file = exportedFile(root, url)
    return file && path.relative(root, file)
  }

  it('resolves clean URLs like try_files $uri $uri.html $uri/index.html', () => {
    expect(rel('/sw.js')).toBe('sw.js')
    expect(rel('/faq')).toBe('faq.html')
    expect(rel('/android')).toBe('android.html')
    expect(rel('/android/happ')).toBe(path.join('android', 'happ.html'))
    expect(rel('/tags')).toBe(path.join('tags', 'index.html'))
    expect(rel('/')).toBe('index.html')
  })

  it('answers a trailing slash only with a folder index, and nothing outside the root', () => {
    expect(rel('/tags/')).toBe(path.join('tags', 'index.html'))
    expect(rel('/faq/')).toBeUndefined()
    expect(rel('/missing')).toBeUndefined()
    expect(rel('/../etc/passwd')).toBeUndefined()
    expect(exportedFile(`${root}${path.sep}`, '/faq')).toBe(path.join(root, 'faq.html'))
  })
})
