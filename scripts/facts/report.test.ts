import { describe, expect, it } from 'vitest'

import {
  countVerdicts,
  exitCodeFor,
  formatReport,
  formatSummaryTable,
  formatTable,
  jsonReport,
  outcomeOf,
  statusLine,
  summarize,
} from './report'
import type { FactRow, Verdict } from './rows'

const r = (verdict: Verdict, found = 'x', more: Partial<FactRow> = {}): FactRow => ({
  app: 'happ',
  platform: 'ios',
  fact: 'store: app-store',
  expected: 'https://apps.apple.com/app/id1',
  found,
  verdict,
  action: verdict === 'ok' ? '' : `fix ${found}`,
  ...more,
})

describe('outcomeOf and exitCodeFor', () => {
  it('is fresh (0) only when everything was checked and is current', () => {
    expect(outcomeOf([r('ok'), r('unconfirmed')])).toBe('fresh')
    expect(exitCodeFor([r('ok'), r('unconfirmed')])).toBe(0)
    expect(exitCodeFor([])).toBe(0)
  })

  it('is stale (1) when something is out of date, dead or missing', () => {
    for (const v of ['stale', 'stale (major)', 'dead', 'missing'] as const) {
      expect(exitCodeFor([r('ok'), r(v)]), v).toBe(1)
    }
  })

  it('is incomplete (2) when anything could not be checked, whatever else was found', () => {
    expect(exitCodeFor([r('ok'), r('could not check')])).toBe(2)
    expect(exitCodeFor([r('dead'), r('could not check')])).toBe(2)
    expect(outcomeOf([r('could not check')])).toBe('incomplete')
  })
})

describe('statusLine', () => {
  it('says in one line that a run that reached nothing is not an all-clear', () => {
    const rows = [
      r('could not check', 'network error: ENOTFOUND'),
      r('could not check', 'network error: ENOTFOUND'),
      r('could not check', 'timed out after 10000 ms'),
      r('ok'),
    ]
    const line = statusLine(rows)
    expect(line).not.toContain('\n')
    expect(line).toBe(
      'facts:check INCOMPLETE (exit 2): could not check 3 of 4 facts (2 × network error: ENOTFOUND; 1 × timed out after 10000 ms). This is not an all-clear.',
    )
  })

  it('adds what the rest found, names stale runs and fresh ones', () => {
    expect(statusLine([r('could not check', 'HTTP 502'), r('dead')])).toContain(
      '; among the rest 1 dead.',
    )
    expect(statusLine([r('stale'), r('missing'), r('ok')])).toBe(
      'facts:check STALE (exit 1): 1 stale, 1 missing among 3 facts; every fact was checked.',
    )
    expect(statusLine([r('ok'), r('unconfirmed')])).toBe(
      'facts:check FRESH (exit 0): all 2 facts checked and current (1 unconfirmed, for a person).',
    )
  })
})

describe('summarize', () => {
  const rows = [
    r('ok', 'listed'),
    r('ok', 'v1', { fact: 'latest release' }),
    r('stale', 'GitHub 4.7.0', {
      fact: 'version vs GitHub (en/ios/happ.mdx)',
      action: 're-check en/ios/happ.mdx against 4.7.0',
    }),
    r('unconfirmed', 'not confirmed', { fact: 'unconfirmed (en/ios/happ.mdx)', action: 'confirm' }),
    r('ok', 'listed', { app: 'karing', platform: 'android', fact: 'store: github' }),
    r('dead', 'HTTP 404', { app: 'stash', platform: 'ios', action: 'find the new listing' }),
  ]

  it('gives one line per app and platform, worst first, with what to do', () => {
    expect(summarize(rows)).toEqual([
      {
        app: 'stash',
        platform: 'ios',
        checked: 'store',
        verdict: 'dead',
        count: 1,
        action: 'find the new listing (store: app-store)',
      },
      {
        app: 'happ',
        platform: 'ios',
        checked: 'store, release, version, unconfirmed item',
        verdict: 'stale',
        count: 1,
        action:
          're-check en/ios/happ.mdx against 4.7.0 (version vs GitHub (en/ios/happ.mdx)); confirm (unconfirmed (en/ios/happ.mdx))',
      },
      {
        app: 'karing',
        platform: 'android',
        checked: 'store',
        verdict: 'ok',
        count: 1,
        action: '',
      },
    ])
  })

  it('names each action once with the facts it is for, and shortens a long list', () => {
    const many = ['a', 'b', 'c', 'd'].map((x) => r('stale', x, { fact: `f${x}` }))
    expect(summarize(many)[0]!.action).toBe('fix a (fa); fix b (fb); and 2 more below')
    const same = ['a', 'b', 'c', 'd'].map((x) =>
      r('could not check', x, { fact: `f${x}`, action: 're-run later' }),
    )
    expect(summarize(same)[0]!.action).toBe('re-run later (fa, fb, +2)')
  })

  it('prints as a table with the count of the worst verdict', () => {
    const table = formatSummaryTable([...rows, r('dead', 'HTTP 410', { app: 'stash' })])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^\| app +\| platform \| checked +\| verdict +\| action +\|$/)
    expect(lines[2]).toMatch(/^\| stash +\| ios +\| 2 stores +\| dead ×2 +\|/)
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  })
})

describe('formatTable', () => {
  it('prints every row with aligned columns, escaping pipes', () => {
    const table = formatTable([r('ok', 'listed'), r('could not check', 'a | b')])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^\| app +\| platform \| fact +\| expected +\| found +\| verdict +\|$/)
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \| -+ \|$/)
    expect(lines[3]).toContain('a \\| b')
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  })
})

describe('formatReport', () => {
  it('starts with the status line, then the summary, the counts and every row', () => {
    const text = formatReport(
      [r('ok'), r('dead'), r('could not check'), r('unconfirmed')],
      '2026-11-25',
    )
    const lines = text.split('\n')
    expect(lines[0]).toMatch(/^facts:check INCOMPLETE \(exit 2\)/)
    expect(text).toContain('## Facts check, 2026-11-25')
    expect(text).toContain('4 facts: 1 ok, 1 dead, 1 could not check, 1 unconfirmed.')
    expect(text).toContain('the run is incomplete and exits 2')
    expect(text).toContain('<details><summary>All 4 rows</summary>')
    expect(text.indexOf('| app | platform | checked')).toBeLessThan(text.indexOf('| fact'))
  })
})

describe('jsonReport', () => {
  it('carries the outcome, exit code, status, groups, rows and counts', () => {
    const rows = [r('ok'), r('missing')]
    const report = jsonReport(rows, '2026-11-22')
    expect(report).toMatchObject({ today: '2026-11-22', outcome: 'stale', exitCode: 1 })
    expect(report.status).toBe(statusLine(rows))
    expect(report.rows).toEqual(rows)
    expect(report.groups).toEqual(summarize(rows))
    expect(report.counts).toEqual({ ...countVerdicts([]), ok: 1, missing: 1 })
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })
})
