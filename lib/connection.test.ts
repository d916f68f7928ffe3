import { describe, expect, it } from 'vitest'

import { shouldSkipPrefetch } from './connection'

describe('shouldSkipPrefetch', () => {
  it('skips on 2g and slow-2g', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true)
  })
  it('skips when Save-Data is on', () => {
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true)
  })
  it('prefetches on fast connections and when the API is missing', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g' })).toBe(false)
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false)
    expect(shouldSkipPrefetch(undefined)).toBe(false)
  })
})
