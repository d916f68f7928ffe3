import { describe, expect, it } from 'vitest'

import { allLocalePaths, alternatePath, localizedPath, splitLocale } from './paths'

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

describe('splitLocale', () => {
  it('finds the locale prefix', () => {
    expect(splitLocale('/en/android/happ')).toEqual({ locale: 'en', path: '/android/happ' })
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/android/happ')).toEqual({ locale: 'ru', path: '/android/happ' })
  })
  it('does not take a path that merely starts with the letters of a locale', () => {
    expect(splitLocale('/enable')).toEqual({ locale: 'ru', path: '/enable' })
  })
  it('never strips a /ru prefix: Russian has none', () => {
    expect(splitLocale('/ru/faq')).toEqual({ locale: 'ru', path: '/ru/faq' })
  })
})

describe('alternatePath', () => {
  it('keeps the query and the hash in both directions', () => {
    expect(alternatePath('/android/happ?x=1#h', 'en')).toBe('/en/android/happ?x=1#h')
    expect(alternatePath('/en/android/happ?x=1#h', 'ru')).toBe('/android/happ?x=1#h')
  })
  it('maps the home pages', () => {
    expect(alternatePath('/', 'en')).toBe('/en')
    expect(alternatePath('/en', 'ru')).toBe('/')
    expect(alternatePath('/en?q=1', 'ru')).toBe('/?q=1')
  })
  it('keeps percent-encoded paths as they are', () => {
    expect(alternatePath('/tags/%D1%83%D1%81#x', 'en')).toBe('/en/tags/%D1%83%D1%81#x')
  })
  it('returns the same URL for the same locale', () => {
    expect(alternatePath('/en/faq#a', 'en')).toBe('/en/faq#a')
  })
})

describe('allLocalePaths', () => {
  it('lists every locale', () => {
    expect(allLocalePaths('/faq')).toEqual({ ru: '/faq', en: '/en/faq' })
  })
})
