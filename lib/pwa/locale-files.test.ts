import { describe, expect, it } from 'vitest'

import { locales } from '@/lib/i18n/config'
import { localizedPath, withBasePath } from '@/lib/i18n/paths'

import { isLocaleData, isLocaleFile, localeOfFile } from './locale-files'

const dataFiles = ['/search.json', '/search.json.gz', '/sidebar.json']
const pages = ['/', '/android/happ', '/tags/установка', '/help/android/happ']
const shared = [
  '/_assets/site.X.js',
  '/_next/static/chunks/a.css',
  '/icon.svg',
  '/manifest.webmanifest',
]

describe('isLocaleData', () => {
  it("is true for every locale's search index, its gzip copy and its sidebar sections", () => {
    for (const locale of locales) {
      for (const file of dataFiles) {
        expect(isLocaleData(localizedPath(locale, file)), file).toBe(true)
        expect(isLocaleData(withBasePath('/docs', localizedPath(locale, file))), file).toBe(true)
      }
    }
  })

  it('is false for pages and shared files, and for names that only contain a data file name', () => {
    for (const path of [...pages, ...shared, '/search.json.bak', '/my-sidebar.json']) {
      expect(isLocaleData(path), path).toBe(false)
    }
  })
})

describe('isLocaleFile', () => {
  it("is true for a language's pages (clean URLs) and its data files", () => {
    for (const locale of locales) {
      for (const path of [...pages, ...dataFiles]) {
        expect(isLocaleFile(localizedPath(locale, path)), path).toBe(true)
      }
    }
  })

  it('is false for the files every language shares', () => {
    for (const path of shared) expect(isLocaleFile(path), path).toBe(false)
  })
})

describe('localeOfFile', () => {
  it("is the locale of a page or data file's path, under the base path too", () => {
    for (const locale of locales) {
      for (const path of [...pages, ...dataFiles]) {
        const url = localizedPath(locale, path)
        expect(localeOfFile(url), url).toBe(locale)
        expect(localeOfFile(withBasePath('/docs', url), '/docs'), url).toBe(locale)
      }
    }
  })

  it("is the locale of a generated image's folder, whatever the page it is on", () => {
    const image = '/docs/_assets/img/en/one-tap-en.abcdef0123.686w.avif'
    expect(localeOfFile(image, '/docs')).toBe('en')
    // Not one of the image build's names: a shared file like any other asset.
    expect(localeOfFile('/_assets/img/en/photo.png')).toBeUndefined()
  })

  it('is undefined for the files every language shares', () => {
    for (const path of shared) expect(localeOfFile(path), path).toBeUndefined()
  })
})
