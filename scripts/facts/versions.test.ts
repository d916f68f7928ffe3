import { describe, expect, it } from 'vitest'

import { compareVersions, parseVersion, versionStatus } from './versions'

describe('parseVersion', () => {
  it.each([
    ['2.3.5', [2, 3, 5]],
    ['v2.3.5', [2, 3, 5]],
    ['V10', [10]],
    ['Karing_1.2.24.1130', [1, 2, 24, 1130]],
    ['v2.0.0-beta.3', [2, 0, 0]],
  ])('reads %s', (text, expected) => {
    expect(parseVersion(text)).toEqual(expected)
  })

  it('gives null without a number', () => {
    expect(parseVersion('unknown')).toBeNull()
    expect(parseVersion('')).toBeNull()
  })
})

describe('compareVersions', () => {
  it('compares numerically, part by part, not as text', () => {
    expect(compareVersions([2, 10], [2, 9])).toBeGreaterThan(0)
    expect(compareVersions([1, 9, 9], [2])).toBeLessThan(0)
    expect(compareVersions([1, 2], [1, 2, 0])).toBe(0)
  })
})

describe('versionStatus', () => {
  it.each([
    ['2.3.5', 'v2.3.5', 'current'],
    ['2.3.5', '2.3.10', 'newer'],
    ['2.3.5', 'v2.4.0', 'newer'],
    ['2.3.5', 'v3.0.0', 'newer major'],
    ['2.3.5', '2.3.4', 'older'],
    ['1.2.24', 'v1.2.24.1130', 'current'],
    ['1.2', '1.2.7', 'current'],
    ['1.2', '1.3.0', 'newer'],
    ['unknown', 'v1.0', 'not comparable'],
    ['1.0', 'nightly', 'not comparable'],
  ])('guide %s, latest %s: %s', (guide, latest, status) => {
    expect(versionStatus(guide, latest)).toBe(status)
  })
})
