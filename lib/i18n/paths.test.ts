import { describe, expect, it } from 'vitest'

import { locales } from './config'
import {
  allLocalePaths,
  localeOfPath,
  localizedPath,
  stripBasePath,
  unlocalizedPath,
  withBasePath,
} from './paths'

describe('localizedPath', () => {
  it('keeps Russian at the root and prefixes English', () => {
    expect(localizedPath('ru', '/android/happ')).toBe('/android/happ')
    expect(localizedPath('en', '/android/happ')).toBe('/en/android/happ')
  })
  it('maps the home page without a trailing slash', () => {
    expect(localizedPath('ru', '/')).toBe('/')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('en', '')).toBe('/en')
  })
  it('adds a missing leading slash', () => {
    expect(localizedPath('en', 'faq')).toBe('/en/faq')
  })
})

describe('allLocalePaths', () => {
  it('lists every locale', () => {
    expect(allLocalePaths('/faq')).toEqual({ ru: '/faq', en: '/en/faq' })
  })
})

describe('localeOfPath and unlocalizedPath', () => {
  it('read the prefix, and only a whole path segment', () => {
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/android/happ')).toBe('en')
    expect(localeOfPath('/android/happ')).toBe('ru')
    expect(localeOfPath('/entry')).toBe('ru')
    expect(unlocalizedPath('/en/android/happ')).toBe('/android/happ')
    expect(unlocalizedPath('/en')).toBe('/')
    expect(unlocalizedPath('/entry')).toBe('/entry')
  })
  it('round-trips every locale', () => {
    for (const locale of locales) {
      const url = localizedPath(locale, '/faq')
      expect([localeOfPath(url), unlocalizedPath(url)]).toEqual([locale, '/faq'])
    }
  })
})

describe('withBasePath / stripBasePath', () => {
  it('puts site paths under the base path, and takes them out again', () => {
    expect(withBasePath('', '/android/happ')).toBe('/android/happ')
    expect(withBasePath('/docs', '/')).toBe('/docs')
    expect(withBasePath('/docs', '/en/faq')).toBe('/docs/en/faq')
    expect(withBasePath('/docs', '/#top')).toBe('/docs#top')
    expect(withBasePath('/docs', '/faq#x')).toBe('/docs/faq#x')
    expect(stripBasePath('/docs', '/docs')).toBe('/')
    expect(stripBasePath('/docs', '/docs/en/faq')).toBe('/en/faq')
    expect(stripBasePath('/docs', '/docsx')).toBe('/docsx')
    expect(stripBasePath('', '/en')).toBe('/en')
  })

  it('leaves other URLs alone', () => {
    for (const url of [
      'https://example.com/x',
      '//cdn.example.com/x',
      '#id',
      'mailto:a@example.com',
    ])
      expect(withBasePath('/docs', url)).toBe(url)
  })
})
