import { describe, expect, it } from 'vitest'

import { allLocalePaths, localizedPath } from './paths'

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
