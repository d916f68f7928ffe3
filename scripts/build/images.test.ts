import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildImages } from './images'
import { IMAGES_MANIFEST, type ImageManifest } from '@/lib/images/manifest'
import type { ResolvedImage } from '@/lib/images/refs'

const root = mkdtempSync(path.join(tmpdir(), 'images-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const write = (rel: string, data: Buffer | string) => {
  const file = path.join(root, 'content', rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, data)
}

/** A screenshot-like PNG: flat colours with hard edges. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1b1b1d' } })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(width / 2),
            height: Math.ceil(height / 4),
            channels: 3,
            background: '#5fb0ff',
          },
        },
        top: 10,
        left: 10,
      },
    ])
    .png()
    .toBuffer()

const ref = (src: string, file: string, locale: 'ru' | 'en' = 'ru', line = 3): ResolvedImage => ({
  page: `${locale}/faq.mdx`,
  src,
  locale,
  file,
  line,
  column: 1,
})

const manifest = () =>
  JSON.parse(readFileSync(path.join(root, IMAGES_MANIFEST), 'utf8')) as ImageManifest
const published = () =>
  readdirSync(path.join(root, 'public', '_assets', 'img'), { recursive: true })
    .map(String)
    .filter((f) => f.includes('.'))
    .sort()

beforeAll(async () => {
  write('ru/faq/shot.png', await png(800, 400))
  write('ru/faq/shot.en.png', await png(800, 400).then((b) => sharp(b).negate().png().toBuffer()))
  write('ru/big.png', await png(4200, 20))
  write(
    'ru/scheme.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>',
  )
  write('ru/bad.svg', '<svg width="10" height="10"><script>alert(1)</script></svg>')
})

describe('buildImages', () => {
  it('encodes a raster image at its widths in AVIF, WebP and PNG, and copies an SVG as it is', async () => {
    const built = await buildImages(
      [
        ref('./faq/shot.png', 'ru/faq/shot.png'),
        ref('./faq/shot.png', 'ru/faq/shot.en.png', 'en'),
        ref('./scheme.svg', 'ru/scheme.svg', 'ru', 9),
      ],
      root,
    )
    expect(built.errors).toEqual([])
    expect(built.summary).toMatch(
      /^3 images \(0 failed\), \d+ files \d+ B .*: \d+ encoded, 0 from the cache$/,
    )
    const { images, refs } = manifest()
    const shot = images[refs['ru/faq.mdx']!['./faq/shot.png']!]!
    expect(shot).toMatchObject({
      source: 'content/ru/faq/shot.png',
      locale: 'ru',
      kind: 'raster',
      width: 400,
      height: 200,
      pixelWidth: 800,
      sizes: '(max-width: 400px) 100vw, 400px',
      fallbackType: 'image/png',
      usedAt: ['content/ru/faq.mdx:3:1'],
    })
    expect(shot.avif.map((f) => f.width)).toEqual([400, 800])
    expect(shot.full.url).toMatch(/^\/_assets\/img\/ru\/shot\.[0-9a-f]{10}\.800w\.png$/)
    expect(shot.offline).toEqual([shot.phone!.avif.url, shot.phone!.webp.url])
    expect(shot.inline).toMatchObject({ width: 400, type: 'image/webp' })
    for (const [file, format] of [
      [shot.avif[0]!, 'heif'],
      [shot.webp[1]!, 'webp'],
      [shot.fallback[0]!, 'png'],
    ] as const) {
      const data = readFileSync(path.join(root, 'public', file.url))
      expect(data.length).toBe(file.bytes)
      const meta = await sharp(data).metadata()
      expect([meta.format, meta.width]).toEqual([format, file.width])
    }
    // The English page gets the English variant, in its own folder.
    const english = images[refs['en/faq.mdx']!['./faq/shot.png']!]!
    expect(english.source).toBe('content/ru/faq/shot.en.png')
    expect(english.full.url).toMatch(/^\/_assets\/img\/en\/shot-en\./)
    const scheme = images[refs['ru/faq.mdx']!['./scheme.svg']!]!
    expect(scheme).toMatchObject({
      kind: 'svg',
      width: 640,
      height: 360,
      fallbackType: 'image/svg+xml',
    })
    expect(readFileSync(path.join(root, 'public', scheme.full.url), 'utf8')).toContain(
      'viewBox="0 0 640 360"',
    )
  })

  it('encodes a screenshot once for every name and language it is used under', async () => {
    write('ru/faq/copy.png', readFileSync(path.join(root, 'content', 'ru/faq/shot.png')))
    const built = await buildImages(
      [ref('./faq/copy.png', 'ru/faq/copy.png'), ref('./faq/copy.png', 'ru/faq/copy.png', 'en')],
      root,
    )
    expect(built.summary).toMatch(/: 0 encoded, \d+ from the cache$/)
    const { images } = manifest()
    expect(Object.values(images).map((i) => i.full.url)).toEqual([
      expect.stringMatching(/^\/_assets\/img\/en\/copy\./),
      expect.stringMatching(/^\/_assets\/img\/ru\/copy\./),
    ])
  })

  it('takes every file from its cache on a rebuild, and removes the files of images no page uses', async () => {
    const before = published()
    const built = await buildImages([ref('./faq/shot.png', 'ru/faq/shot.png')], root)
    expect(built.summary).toMatch(/: 0 encoded, \d+ from the cache$/)
    const after = published()
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((f) => f.startsWith(`ru${path.sep}shot.`))).toBe(true)
    expect(before.filter((f) => !after.includes(f)).length).toBeGreaterThan(0)
    expect(Object.keys(manifest().refs)).toEqual(['ru/faq.mdx'])
  })

  it("lists a page's references in the manifest in the page's order, however long each took to build", async () => {
    // A new screenshot is encoded while the SVG is only copied: the SVG is done first.
    write('ru/faq/slow.png', await png(1200, 600).then((b) => sharp(b).flop().png().toBuffer()))
    await buildImages(
      [
        ref('./faq/slow.png', 'ru/faq/slow.png', 'ru', 3),
        ref('./scheme.svg', 'ru/scheme.svg', 'ru', 9),
      ],
      root,
    )
    expect(Object.keys(manifest().refs['ru/faq.mdx']!)).toEqual(['./faq/slow.png', './scheme.svg'])
  })

  it('fails naming the reference on a source too large or an SVG that would run a script', async () => {
    const built = await buildImages(
      [ref('./big.png', 'ru/big.png', 'ru', 5), ref('./bad.svg', 'ru/bad.svg', 'ru', 7)],
      root,
    )
    expect(built.errors).toEqual([
      'content/ru/faq.mdx:5:1: image ./big.png: content/ru/big.png is 4200×20 px, over 4096 px a side: crop or scale it down',
      'content/ru/faq.mdx:7:1: image ./bad.svg: content/ru/bad.svg contains a <script>',
    ])
    expect(manifest().images).toEqual({})
    expect(existsSync(path.join(root, 'public', '_assets', 'img', 'ru'))).toBe(true)
  })
})
