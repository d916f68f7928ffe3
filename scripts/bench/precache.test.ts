import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { offlineSize, precacheManifest } from './precache'
import { localizedPath } from '@/lib/i18n/paths'

const out = mkdtempSync(path.join(tmpdir(), 'precache-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

const files: Record<string, number> = {
  'index.html': 100,
  'android/happ.html': 200,
  'search.json.gz': 50,
  'en.html': 70,
  'en/android/happ.html': 150,
  'en/search.json.gz': 40,
  '_assets/site.abc.js': 1000,
  'manifest.webmanifest': 10,
  '_assets/img/ru/one-tap.0123456789.686w.avif': 30,
  '_assets/img/en/one-tap-en.abcdef0123.686w.avif': 20,
}
for (const [file, size] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
  writeFileSync(path.join(out, file), 'x'.repeat(size))
}
const manifest = [
  { revision: 'a1', url: '/' },
  { revision: 'b2', url: '/android/happ' },
  { revision: 'c3', url: '/search.json.gz' },
  { revision: 'd4', url: localizedPath('en', '/') },
  { url: localizedPath('en', '/android/happ'), revision: 'e5' },
  { revision: 'f6', url: localizedPath('en', '/search.json.gz') },
  { revision: null, url: '/_assets/site.abc.js' },
  { revision: 'g7', url: '/manifest.webmanifest' },
  { revision: null, url: '/_assets/img/ru/one-tap.0123456789.686w.avif' },
  { revision: null, url: '/_assets/img/en/one-tap-en.abcdef0123.686w.avif' },
]
writeFileSync(
  path.join(out, 'sw.js'),
  `(()=>{var e={a:1};self.__m=${JSON.stringify(manifest)};if(e){}})();`,
)

describe('offline precache', () => {
  it('reads the manifest the build injected into sw.js', () => {
    expect(precacheManifest(`x=${JSON.stringify(manifest)}`)).toEqual(
      manifest.map(({ url, revision }) => ({ url, revision })),
    )
  })

  it('counts the shared files and the larger language, as the service worker splits them', () => {
    const size = offlineSize(out)
    expect(size.byLocale).toEqual({
      ru: { bytes: 380, imageBytes: 30 },
      en: { bytes: 280, imageBytes: 20 },
    })
    expect(size.largest).toBe('ru')
    expect(size.oneLanguageBytes).toBe(1390)
  })
})
