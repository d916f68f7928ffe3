import { describe, expect, it } from 'vitest'

import { localeCacheName, setVersion, splitByLocale } from './precache'
import { localizedPath } from '@/lib/i18n/paths'

/** The English URL of a locale-free path. */
const en = (path: string) => localizedPath('en', path)

describe('splitByLocale', () => {
  it('keeps assets shared and gives each language its pages and search index', () => {
    const entries = [
      { url: '/', revision: 'a' },
      { url: '/android/happ', revision: 'b' },
      { url: en('/'), revision: 'c' },
      { url: en('/android/happ'), revision: 'd' },
      { url: '/search.json.gz', revision: 'e' },
      { url: en('/search.json.gz'), revision: 'f' },
      { url: '/_assets/site.X.js', revision: null },
      { url: '/_next/static/chunks/a.css', revision: null },
      { url: '/icons/icon-192.png', revision: 'g' },
      { url: '/manifest.webmanifest', revision: 'h' },
      { url: '/_assets/img/ru/one-tap.0123456789.686w.avif', revision: null },
      { url: '/_assets/img/en/one-tap-en.abcdef0123.686w.webp', revision: null },
    ]
    const sets = splitByLocale(entries)
    expect(sets.byLocale.ru.map((e) => e.url)).toEqual([
      '/',
      '/android/happ',
      '/search.json.gz',
      '/_assets/img/ru/one-tap.0123456789.686w.avif',
    ])
    expect(sets.byLocale.en.map((e) => e.url)).toEqual([
      en('/'),
      en('/android/happ'),
      en('/search.json.gz'),
      '/_assets/img/en/one-tap-en.abcdef0123.686w.webp',
    ])
    expect(sets.shared.map((e) => e.url)).toEqual([
      '/_assets/site.X.js',
      '/_next/static/chunks/a.css',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ])
  })

  it('gives a generated image to the language of its folder, under the base path too', () => {
    const image = '/docs/_assets/img/en/one-tap-en.abcdef0123.686w.avif'
    expect(splitByLocale([{ url: image, revision: null }], '/docs').byLocale.en).toHaveLength(1)
  })
})

describe('setVersion', () => {
  it('changes when a revision or a URL changes, and only then', () => {
    const a = [{ url: '/x', revision: '1' }]
    expect(setVersion(a)).toBe(setVersion([{ url: '/x', revision: '1' }]))
    expect(setVersion(a)).not.toBe(setVersion([{ url: '/x', revision: '2' }]))
    expect(setVersion(a)).not.toBe(setVersion([{ url: '/y', revision: '1' }]))
    expect(localeCacheName('en', 'v1')).toBe('offline-en-v1')
  })
})
