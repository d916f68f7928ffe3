import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { compareOut } from './compare-out'
import { zip } from './lib/zip'

const roots: string[] = []
/** A folder holding these files. */
function site(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'compare-out-'))
  roots.push(root)
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), text)
  }
  return root
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

const page = (script: string, csp: string, body: string) =>
  `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${csp}'">` +
  `<link rel="stylesheet" href="/_next/static/chunks/${script}.css"><script src="/_assets/site.${script}.js"></script>` +
  `</head><body>${body}</body></html>`

describe('compareOut', () => {
  it('sets aside hashed names, CSP hashes and precache revisions', () => {
    const before = site({
      'index.html': page('AAAA1111', 'abc+/=', '<p>Hi</p>'),
      '_assets/site.AAAA1111.js': 'run()',
      '_next/static/chunks/0abc.css': 'p{}',
      'sw.js': '[{"url":"/","revision":"0123456789abcdef0123456789abcdef"}]',
    })
    const after = site({
      'index.html': page('BBBB2222', 'xyz+/=', '<p>Hi</p>'),
      '_assets/site.BBBB2222.js': 'run()',
      '_next/static/chunks/1def.css': 'p{}',
      'sw.js': '[{"url":"/","revision":"fedcba9876543210fedcba9876543210"}]',
    })
    expect(compareOut(before, after)).toEqual([])
  })

  it('reports a changed page with the lines that differ, and files on one side only', () => {
    const before = site({
      'index.html': page('AAAA1111', 'a', '<p>Hi</p><p>Same</p>'),
      'old.html': 'x',
      'icon.png': Buffer.from([1, 2, 3]),
    })
    const after = site({
      'index.html': page('AAAA1111', 'a', '<p>Hello</p><p>Same</p>'),
      'new.html': 'x',
      'icon.png': Buffer.from([1, 2, 4]),
    })
    const differences = compareOut(before, after)
    expect(differences).toHaveLength(4)
    expect(differences[0]).toBe('differs: icon.png (binary)')
    expect(differences[1]).toMatch(/^differs: index\.html\n/)
    expect(differences[1]).toContain('- <p>Hi</p>')
    expect(differences[1]).toContain('+ <p>Hello</p>')
    expect(differences[1]).not.toContain('Same')
    expect(differences[2]).toBe(`only in ${after}: new.html`)
    expect(differences[3]).toBe(`only in ${before}: old.html`)
  })

  it("sets aside the head script's minified names, not a change of its code", () => {
    const head = (code: string) => `<html><head><script>"use strict";${code}</script></head></html>`
    const before = site({ 'a.html': head('(()=>{var t="x";function e(r){return r+t}e(1)})();') })
    const renamed = site({ 'a.html': head('(()=>{var o="x";function n(t){return t+o}n(1)})();') })
    const changed = site({ 'a.html': head('(()=>{var o="y";function n(t){return t+o}n(1)})();') })
    const swapped = site({ 'a.html': head('(()=>{var t="x";function e(r){return t+r}e(1)})();') })
    expect(compareOut(before, renamed)).toEqual([])
    expect(compareOut(before, changed)).toHaveLength(1)
    expect(compareOut(before, swapped)).toHaveLength(1)
  })

  it('still sees a changed file name or text that only looks like a hash elsewhere', () => {
    const before = site({ 'a.html': '<p>sha256 of ABCD1234</p>' })
    const after = site({ 'a.html': '<p>sha256 of ABCD9999</p>' })
    expect(compareOut(before, after)).toHaveLength(1)
  })

  it('compares archives by their entries, not their date', () => {
    const entries = (text: string) => [{ name: 'ru/a.html', data: Buffer.from(text) }]
    const archive = (text: string, day: number) =>
      zip(entries(text), new Date(Date.UTC(2026, 0, day)))
    const before = site({ 'files/a.zip': archive('<p>A</p>', 1) })
    expect(compareOut(before, site({ 'files/a.zip': archive('<p>A</p>', 2) }))).toEqual([])
    const [difference] = compareOut(before, site({ 'files/a.zip': archive('<p>B</p>', 1) }))
    expect(difference).toContain('- ru/a.html: <p>A</p>')
    expect(difference).toContain('+ ru/a.html: <p>B</p>')
  })
})
