import { describe, expect, it } from 'vitest'

import {
  affectedText,
  formatStatusTime,
  parseStatus,
  parseStoredStatus,
  type ServiceStatus,
} from './feed'

/** A Statuspage summary.json during an outage (the shape of https://metastatuspage.com/api/v2/summary.json). */
const summary = {
  page: { id: 'x', name: 'Example VPN', updated_at: '2026-11-26T10:20:00Z' },
  status: { indicator: 'major', description: 'Partial System Outage' },
  components: [
    { name: 'Website', status: 'operational', updated_at: '2026-11-20T00:00:00Z' },
    { name: 'Netherlands servers', status: 'major_outage', updated_at: '2026-11-26T10:05:00Z' },
    { name: 'Germany servers', status: 'degraded_performance', updated_at: '2026-11-26T10:15:00Z' },
  ],
  incidents: [
    {
      name: 'Connections fail in Europe',
      status: 'investigating',
      created_at: '2026-11-26T10:03:00Z',
      started_at: '2026-11-26T10:00:00Z',
    },
  ],
  scheduled_maintenances: [
    { name: 'Billing upgrade', status: 'scheduled', scheduled_for: '2026-12-01T00:00:00Z' },
  ],
}

describe('parseStatus', () => {
  it('reads the indicator and description of a status.json feed, which names nothing', () => {
    expect(
      parseStatus({
        page: {},
        status: { indicator: 'minor', description: 'Minor Service Outage' },
      }),
    ).toEqual({
      indicator: 'minor',
      description: 'Minor Service Outage',
      affected: [],
      since: null,
    })
    expect(parseStatus({ status: { indicator: 'none' } })).toEqual({
      indicator: 'none',
      description: '',
      affected: [],
      since: null,
    })
  })

  it('names the unresolved incidents, then the components not operational, since the earliest start', () => {
    expect(parseStatus(summary)).toEqual({
      indicator: 'major',
      description: 'Partial System Outage',
      affected: ['Connections fail in Europe', 'Netherlands servers', 'Germany servers'],
      since: Date.parse('2026-11-26T10:00:00Z'),
    })
  })

  it('names maintenance in progress, not maintenance to come or incidents resolved', () => {
    const status = parseStatus({
      status: { indicator: 'maintenance', description: 'Service Under Maintenance' },
      incidents: [{ name: 'Old', status: 'resolved', created_at: '2026-11-01T00:00:00Z' }],
      scheduled_maintenances: [
        { name: 'Server move', status: 'in_progress', started_at: '2026-11-26T09:00:00Z' },
        { name: 'Next week', status: 'scheduled', created_at: '2026-11-02T00:00:00Z' },
      ],
      components: [{ name: 'Servers', status: 'under_maintenance', updated_at: 'not a date' }],
    })
    expect(status).toEqual({
      indicator: 'maintenance',
      description: 'Service Under Maintenance',
      affected: ['Server move', 'Servers'],
      since: Date.parse('2026-11-26T09:00:00Z'),
    })
  })

  it('refuses anything else', () => {
    expect(parseStatus(null)).toBeNull()
    expect(parseStatus({ status: { indicator: 'down' } })).toBeNull()
    expect(parseStatus('<html>')).toBeNull()
  })
})

describe('parseStoredStatus', () => {
  it('reads a kept state, and one an older build kept without names', () => {
    const kept = { ...parseStatus(summary)!, at: 5 }
    expect(parseStoredStatus(JSON.parse(JSON.stringify(kept)))).toEqual(kept)
    expect(parseStoredStatus({ indicator: 'minor', description: 'Slow', at: 7 })).toEqual({
      indicator: 'minor',
      description: 'Slow',
      affected: [],
      since: null,
      at: 7,
    })
  })

  it('refuses what is not one', () => {
    expect(parseStoredStatus(null)).toBeNull()
    expect(parseStoredStatus({ indicator: 'minor', description: 'x' })).toBeNull()
    expect(parseStoredStatus({ indicator: 'bad', at: 1 })).toBeNull()
  })
})

describe('affectedText', () => {
  const status = (affected: string[]): ServiceStatus => ({
    indicator: 'major',
    description: 'Major Outage',
    affected,
    since: null,
  })

  it("lists the names in the page's language, at most four", () => {
    expect(affectedText(status(['A', 'B']), 'en')).toBe('A and B')
    expect(affectedText(status(['A', 'B']), 'ru')).toBe('A и B')
    expect(affectedText(status(['A', 'B', 'C', 'D', 'E']), 'en')).toBe('A, B, C, and D …')
  })

  it("falls back on the feed's description", () => {
    expect(affectedText(status([]), 'en')).toBe('Major Outage')
  })
})

describe('formatStatusTime', () => {
  const at = new Date(2026, 10, 26, 14, 5).getTime()

  it('gives the time alone on the same day, in the reader’s locale', () => {
    expect(formatStatusTime(at, 'ru', at + 3600_000)).toBe('14:05')
    expect(formatStatusTime(at, 'en', at + 3600_000)).toBe('2:05 PM')
  })

  it('adds the date on another day', () => {
    const next = new Date(2026, 10, 27, 9).getTime()
    expect(formatStatusTime(at, 'en', next)).toBe('Nov 26, 2026, 2:05 PM')
    expect(formatStatusTime(at, 'ru', next)).toBe('26 нояб. 2026 г., 14:05')
  })
})
