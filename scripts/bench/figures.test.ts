import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

import {
  atLeast,
  atMost,
  figuresMarkdown,
  formatGoal,
  formatValue,
  GB,
  GENERATED_MARKER,
  growth,
  KB,
  MB,
  median,
  summarize,
  textTable,
  verdict,
  withSection,
  carrySection,
  type Figure,
  type FiguresSection,
} from './figures'

const js: Figure = {
  name: 'JS before the reader acts, gzip',
  subject: 'home /',
  value: 14.2 * KB,
  unit: 'bytes',
  goal: atMost(15 * KB),
}
const perf: Figure = {
  name: 'Lighthouse performance',
  subject: 'home /, mobile',
  value: 97,
  unit: 'score',
  goal: atLeast(100),
}
const build: Figure = {
  name: 'Clean build time',
  subject: '+1000 pages per locale',
  value: null,
  unit: 's',
  goal: atMost(100),
  note: '--quick: not built',
}
const css: Figure = { name: 'CSS, gzip', subject: 'home /', value: 4.9 * KB, unit: 'bytes' }

describe('verdict', () => {
  it('compares with the goal in its direction', () => {
    expect(verdict(js)).toBe('met')
    expect(verdict({ ...js, value: 15 * KB })).toBe('met')
    expect(verdict({ ...js, value: 15 * KB + 1 })).toBe('not met')
    expect(verdict(perf)).toBe('not met')
    expect(verdict({ ...perf, value: 100 })).toBe('met')
  })

  it('never calls a missing or failed measurement met', () => {
    expect(verdict(build)).toBe('not measured')
    expect(verdict({ ...perf, value: NaN })).toBe('not measured')
    expect(verdict(css)).toBe('no goal')
  })

  it('counts the goals', () => {
    expect(summarize([js, perf, build, css])).toEqual({
      met: 1,
      notMet: 1,
      notMeasured: 1,
      goals: 3,
    })
  })
})

describe('formatValue and formatGoal', () => {
  it('reads like the issue', () => {
    expect(formatValue(14.2 * KB, 'bytes')).toBe('14.2 KB')
    expect(formatValue(2.25 * MB, 'bytes')).toBe('2.3 MB')
    expect(formatValue(1.6 * GB, 'bytes')).toBe('1.6 GB')
    expect(formatValue(183.4, 'ms')).toBe('183 ms')
    expect(formatValue(0.0314, 'ms')).toBe('0.031 ms')
    expect(formatValue(1.2346, 's')).toBe('1.235 s')
    expect(formatValue(25.83, 's')).toBe('25.8 s')
    expect(formatValue(0.0421, 'ratio')).toBe('0.042')
    expect(formatValue(99.6, 'score')).toBe('100')
    expect(formatValue(null, 'bytes')).toBe('—')
    expect(formatValue(12 * KB, 'bytes/page')).toBe('12.0 KB per page')
    expect(formatGoal(js)).toBe('≤ 15 KB')
    expect(formatGoal(perf)).toBe('≥ 100')
    expect(formatGoal({ ...build, goal: atMost(1.2) })).toBe('≤ 1.2 s')
    expect(formatGoal({ ...js, goal: atMost(1.5 * GB) })).toBe('≤ 1.5 GB')
    expect(formatGoal({ ...js, goal: atMost(200 * MB) })).toBe('≤ 200 MB')
    expect(formatGoal(css)).toBe('—')
  })
})

describe('median', () => {
  it('takes the middle run and leaves failed runs out', () => {
    expect(median([300, 20, 45])).toBe(45)
    expect(median([10, 30])).toBe(20)
    expect(median([NaN, 12, 40, 8])).toBe(12)
    expect(median([NaN])).toBeNaN()
  })
})

describe('growth', () => {
  it('gives bytes per page between points and says whether they are on a line', () => {
    const line = growth([
      { added: 0, bytes: 16 * MB },
      { added: 600, bytes: 16 * MB + 600 * 100 * KB },
      { added: 2000, bytes: 16 * MB + 2000 * 100 * KB },
    ])
    expect(line.perPage).toEqual([100 * KB, 100 * KB])
    expect(line.linear).toBe(true)
    expect(line.drift).toBe(0)
    const curve = growth([
      { added: 0, bytes: 16 * MB },
      { added: 600, bytes: 284 * MB },
      { added: 2000, bytes: 2163 * MB },
    ])
    expect(curve.linear).toBe(false)
    expect(curve.drift).toBeGreaterThan(2)
  })
})

describe('figures output', () => {
  const report = {
    date: '2026-11-22 10:00 UTC',
    machine: '2 × Test CPU, 8 GB RAM',
    mode: 'quick',
    figures: [js, perf, build, css],
    tables: [{ title: 'Lighthouse', header: ['run', 'SEO'], rows: [['mobile home', '100']] }],
    notes: ['A generated note.'],
  }

  it('prints every figure beside its goal and verdict', () => {
    const lines = textTable(report.figures).split('\n')
    expect(lines[0]).toMatch(/^figure\s+page \/ run\s+measured\s+goal\s+verdict\s+note$/)
    expect(lines[1]).toMatch(/JS before the reader acts, gzip\s+home \/\s+14\.2 KB\s+≤ 15 KB\s+met/)
    expect(lines[2]).toMatch(/100\s+not met/)
    expect(lines[3]).toMatch(/—\s+≤ 100 s\s+not measured\s+--quick: not built/)
  })

  it('writes Markdown that says it is generated and that prettier leaves as it is', async () => {
    const md = figuresMarkdown(report)
    expect(md.startsWith(`${GENERATED_MARKER}\n`)).toBe(true)
    expect(md).toContain('- Date: 2026-11-22 10:00 UTC')
    expect(md).toContain('- Goals: 1 of 3 met, 1 not met, 1 not measured')
    expect(md).toMatch(
      /\| JS before the reader acts, gzip \| home \/ \| 14\.2 KB \| ≤ 15 KB \| met \|/,
    )
    expect(md).toMatch(/## Other figures[\s\S]*\| CSS, gzip \| home \/ \| 4\.9 KB \|/)
    const options = (await resolveConfig('docs/figures.md')) ?? {}
    const formatted = await format(md, { ...options, filepath: 'docs/figures.md' })
    expect(await format(formatted, { ...options, filepath: 'docs/figures.md' })).toBe(formatted)
    expect(formatted).toMatch(/## Lighthouse\n\n\| run +\| SEO \|[\s\S]*\| mobile home \| 100 +\|/)
    expect(formatted).toContain('A generated note.')
  })
})

describe('withSection', () => {
  const section = (value: number): FiguresSection => ({
    id: 'dev-loop',
    title: 'Dev loop',
    run: '2026-11-25 10:00 UTC, a machine',
    figures: [{ name: 'Edit to updated page', subject: 'npm run dev', value, unit: 's' }],
  })

  it('adds a section at the end, then replaces only it, keeping every other figure', () => {
    const report = figuresMarkdown({ date: 'd', machine: 'm', mode: 'full', figures: [js, css] })
    const added = withSection(report, section(1.5))
    expect(added.startsWith(report.trimEnd())).toBe(true)
    expect(added).toMatch(
      /<!-- bench:dev-loop -->\n\n## Dev loop\n\n- Measured: 2026-11-25 10:00 UTC/,
    )
    expect(added).toContain('| Edit to updated page | npm run dev | 1.500 s |')
    const replaced = withSection(`${added}\nAfter.\n`, section(0.25))
    expect(replaced).not.toContain('1.500 s')
    expect(replaced).toContain('| Edit to updated page | npm run dev | 0.250 s |')
    expect(replaced.split('<!-- bench:dev-loop -->')).toHaveLength(2)
    expect(replaced.startsWith(report.trimEnd())).toBe(true)
    expect(replaced.endsWith('After.\n')).toBe(true)
  })
  it('carries a section another command wrote over a full run, once', () => {
    const report = figuresMarkdown({ date: 'd', machine: 'm', mode: 'full', figures: [js, css] })
    const old = withSection(report, { ...section(2), id: 'engines' })
    const carried = carrySection(old, report, 'engines')
    expect(carried.startsWith(report.trimEnd())).toBe(true)
    expect(carried).toContain('<!-- bench:engines -->')
    expect(carried).toContain('| Edit to updated page | npm run dev | 2.000 s |')
    expect(carrySection(old, carried, 'engines')).toBe(carried)
    expect(carrySection(report, report, 'engines')).toBe(report)
  })
})
