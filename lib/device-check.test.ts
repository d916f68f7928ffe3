import { describe, expect, it } from 'vitest'

import { clockOffset, formatOffset } from './device-check'

describe('clockOffset', () => {
  const date = 'Wed, 25 Nov 2026 12:00:00 GMT'
  const server = Date.parse(date)

  it('is about zero for a right clock, ahead positive and behind negative', () => {
    expect(clockOffset(server + 300, server + 700, date)).toBe(0)
    const ahead = 3 * 3600_000
    expect(clockOffset(server + ahead + 300, server + ahead + 700, date)).toBe(ahead)
    expect(clockOffset(server - 119_800, server - 118_200, date)).toBe(-119_500)
  })

  it('adds the age of a cached response to its date', () => {
    expect(clockOffset(server + 30_500, server + 30_500, date, '30')).toBe(0)
  })

  it('is null without a usable date', () => {
    expect(clockOffset(0, 1, null)).toBeNull()
    expect(clockOffset(0, 1, 'yesterday')).toBeNull()
  })
})

describe('formatOffset', () => {
  it('says hours and minutes in the page language', () => {
    expect(formatOffset(3 * 3600_000, 'en')).toBe('3 hours')
    expect(formatOffset(-(3 * 3600_000 + 5 * 60_000), 'en')).toBe('3 hours 5 minutes')
    expect(formatOffset(2 * 86_400_000 + 4 * 3600_000, 'ru')).toBe('2 дня 4 часа')
    expect(formatOffset(61_000, 'ru')).toBe('1 минута')
  })
})
