// @vitest-environment node
import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'

import { sampleOf } from './lighthouse'

/** The parts of a Lighthouse result a sample reads; times in ms from navigation. */
const lhr = (longTasks: { startTime: number; duration: number }[]) =>
  ({
    lighthouseVersion: '12.8.2',
    environment: { hostUserAgent: 'HeadlessChrome/156.0.0.0', benchmarkIndex: 1234.4 },
    categories: { performance: { score: 0.99 } },
    audits: {
      'first-contentful-paint': { numericValue: 500 },
      'largest-contentful-paint': { numericValue: 900 },
      'total-blocking-time': { numericValue: 30 },
      'total-byte-weight': { numericValue: 20_000 },
      'long-tasks': { details: { debugData: { tasks: longTasks } } },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 140, observedLoad: 120 }] } },
      'mainthread-work-breakdown': {
        details: { items: [{ groupLabel: 'Style & Layout', duration: 210 }] },
      },
    },
  }) as unknown as Result

describe('sampleOf', () => {
  it('takes the longest task that starts after the first contentful paint', () => {
    const sample = sampleOf(
      lhr([
        { startTime: 100, duration: 300 },
        { startTime: 520, duration: 80 },
        { startTime: 700, duration: 60 },
      ]),
    )
    expect(sample).toMatchObject({ performance: 99, fcp: 500, lcp: 900, tbt: 30, bytes: 20_000 })
    expect(sample.longestAfterFcp).toBe(80)
    expect(sample).toMatchObject({ observedFcp: 140, observedLoad: 120 })
    expect(sample.work).toEqual({ 'Style & Layout': 210 })
    expect(sample.environment).toBe('Chromium 156, Lighthouse 12.8.2, benchmark index 1234')
  })

  it('is 0 with no long task after the paint, and NaN, never good, when the run failed', () => {
    expect(sampleOf(lhr([{ startTime: 100, duration: 300 }])).longestAfterFcp).toBe(0)
    const failed = sampleOf(new Error('NO_FCP'))
    expect(failed.error).toBe('NO_FCP')
    for (const key of [
      'performance',
      'fcp',
      'lcp',
      'tbt',
      'longestAfterFcp',
      'observedFcp',
    ] as const)
      expect(failed[key]).toBeNaN()
  })
})
