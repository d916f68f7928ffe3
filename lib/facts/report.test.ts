import { describe, expect, it } from 'vitest'

import { countVerdicts, exitCodeFor, formatReport, formatTable, jsonReport } from './report'
import type { FactRow, Verdict } from './rows'

const r = (verdict: Verdict, found = 'x'): FactRow => ({
  app: 'happ',
  platform: 'ios',
  fact: 'store: app-store',
  expected: 'https://apps.apple.com/app/id1',
  found,
  verdict,
})

describe('exitCodeFor', () => {
  it('fails only on dead or missing', () => {
    expect(exitCodeFor([r('ok'), r('stale'), r('stale (major)'), r('unconfirmed')])).toBe(0)
    expect(exitCodeFor([r('ok'), r('could not check')])).toBe(0)
    expect(exitCodeFor([r('ok'), r('dead')])).toBe(1)
    expect(exitCodeFor([r('missing')])).toBe(1)
    expect(exitCodeFor([])).toBe(0)
  })
})

describe('formatTable', () => {
  it('prints one Markdown table with aligned columns, escaping pipes', () => {
    const table = formatTable([r('ok', 'listed'), r('could not check', 'a | b')])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^\| app +\| platform \| fact +\| expected +\| found +\| verdict +\|$/)
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \| -+ \|$/)
    expect(lines[3]).toContain('a \\| b')
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  })
})

describe('formatReport', () => {
  it('counts verdicts and says what fails the run', () => {
    const text = formatReport([r('ok'), r('dead'), r('could not check'), r('unconfirmed')])
    expect(text).toContain('4 facts: 1 ok, 1 dead, 1 could not check, 1 unconfirmed.')
    expect(text).toContain('FAILED: 1 dead or missing.')
    expect(text).toContain('that alone does not fail the run')
    expect(formatReport([r('ok')])).toContain('Nothing dead or missing.')
  })
})

describe('jsonReport', () => {
  it('carries the same rows, the counts and whether the run failed', () => {
    const rows = [r('ok'), r('missing')]
    const report = jsonReport(rows, '2026-11-22')
    expect(report.rows).toEqual(rows)
    expect(report.counts).toEqual({ ...countVerdicts([]), ok: 1, missing: 1 })
    expect(report.failed).toBe(true)
    expect(report.summary).toContain('FAILED: 1 dead or missing.')
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })
})
