import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { dropCopies, MIN_BYTES, precompress, precompressedCopy } from './precompress'

let out: string
beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'precompress-'))
})
afterEach(() => rmSync(out, { recursive: true, force: true }))

const write = (rel: string, data: string | Buffer) => {
  mkdirSync(path.dirname(path.join(out, rel)), { recursive: true })
  writeFileSync(path.join(out, rel), data)
}
const page = (n: number) =>
  `<!doctype html><html><body>${Array.from({ length: n }, (_, i) => `<p>Шаг ${i}</p>`).join('')}</body></html>`

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file that decode to it, smaller than it', async () => {
    write('android/happ.html', page(200))
    write('_assets/site.abc.js', 'export const run = () => 1;\n'.repeat(100))
    await precompress({ out })
    for (const rel of ['android/happ.html', '_assets/site.abc.js']) {
      const raw = readFileSync(path.join(out, rel))
      const br = readFileSync(path.join(out, `${rel}.br`))
      const gz = readFileSync(path.join(out, `${rel}.gz`))
      expect(brotliDecompressSync(br).equals(raw), rel).toBe(true)
      expect(gunzipSync(gz).equals(raw), rel).toBe(true)
      expect(br.length, rel).toBeLessThan(gz.length)
    }
  })

  it('leaves small files, other types and copies the build wrote itself alone', async () => {
    write('small.css', 'a{color:red}')
    write('figure.png', Buffer.alloc(4 * MIN_BYTES, 7))
    const index = JSON.stringify({ pages: Array.from({ length: 300 }, (_, i) => `страница ${i}`) })
    const own = gzipSync(index, { level: 1 })
    write('search.json', index)
    write('search.json.gz', own)
    await precompress({ out })
    expect(existsSync(path.join(out, 'small.css.br'))).toBe(false)
    expect(existsSync(path.join(out, 'figure.png.br'))).toBe(false)
    expect(existsSync(path.join(out, 'figure.png.gz'))).toBe(false)
    expect(readFileSync(path.join(out, 'search.json.gz')).equals(own)).toBe(true)
    expect(existsSync(path.join(out, 'search.json.br'))).toBe(true)
    expect(existsSync(path.join(out, 'search.json.gz.br'))).toBe(false)
  })
})

describe('dropCopies', () => {
  it('removes the copies of a file changed after the build, and only those', async () => {
    write('sw.js', 'self.addEventListener("fetch", () => {})\n'.repeat(60))
    write('site.js', 'export const run = () => 1;\n'.repeat(100))
    await precompress({ out })
    dropCopies(path.join(out, 'sw.js'))
    expect(existsSync(path.join(out, 'sw.js'))).toBe(true)
    expect(precompressedCopy(path.join(out, 'sw.js'), 'br, gzip')).toBeUndefined()
    expect(precompressedCopy(path.join(out, 'site.js'), 'br, gzip')?.encoding).toBe('br')
  })
})

describe('precompressedCopy', () => {
  beforeEach(() => {
    write('a.html', 'a')
    write('a.html.br', 'b')
    write('a.html.gz', 'g')
    write('b.html', 'b')
    write('b.html.gz', 'g')
  })
  const file = (rel: string) => path.join(out, rel)

  it('picks brotli before gzip, as nginx does, whatever the order the client lists them in', () => {
    expect(precompressedCopy(file('a.html'), 'gzip, deflate, br, zstd')).toEqual({
      file: file('a.html.br'),
      encoding: 'br',
    })
    expect(precompressedCopy(file('a.html'), 'gzip')?.encoding).toBe('gzip')
    expect(precompressedCopy(file('b.html'), 'br, gzip')).toEqual({
      file: file('b.html.gz'),
      encoding: 'gzip',
    })
  })

  it('sends no copy to a client that refuses the coding or names none, or where there is none', () => {
    expect(precompressedCopy(file('a.html'), 'br;q=0, gzip;q=0')).toBeUndefined()
    expect(precompressedCopy(file('a.html'), 'br;q=0, gzip')?.encoding).toBe('gzip')
    expect(precompressedCopy(file('a.html'), undefined)).toBeUndefined()
    expect(precompressedCopy(file('a.html'), 'identity')).toBeUndefined()
    expect(precompressedCopy(file('c.html'), 'br, gzip')).toBeUndefined()
  })
})
