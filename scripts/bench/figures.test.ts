import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

import {
  figuresMarkdown,
  formatValue,
  GENERATED_MARKER,
  median,
  withSection,
  type FiguresSection,
} from './figures'

const section = (id: string, value: number): FiguresSection => ({
  id,
  title: `Section ${id}`,
  run: '2026-11-25 10:00 UTC, a machine',
  figures: [{ name: 'wall time', subject: 'chromium', value, unit: 's' }],
})

describe('formatValue and median', () => {
  it('reads like the figures, and never shows a failed measurement as a value', () => {
    expect(formatValue(9.8 * 1024, 'bytes')).toBe('9.8 KB')
    expect(formatValue(183.4, 'ms')).toBe('183 ms')
    expect(formatValue(168.44, 's')).toBe('168.4 s')
    expect(formatValue(NaN, 'ms')).toBe('—')
    expect(formatValue(null, 'bytes')).toBe('—')
  })

  it('takes the middle run and leaves failed runs out', () => {
    expect(median([300, 20, 45])).toBe(45)
    expect(median([10, 30])).toBe(20)
    expect(median([NaN, 12, 40, 8])).toBe(12)
    expect(median([NaN])).toBeNaN()
  })
})

describe('docs/figures.md', () => {
  it('adds a section at the end, then replaces only it', () => {
    const added = withSection('# Figures\n', section('engines', 1.5))
    expect(added).toMatch(/^# Figures\n\n<!-- bench:engines -->\n\n## Section engines\n/)
    expect(added).toContain('| wall time | chromium | 1.5 s |')
    const replaced = withSection(`${added}\nAfter.\n`, section('engines', 0.25))
    expect(replaced).not.toContain('1.5 s')
    expect(replaced).toContain('| wall time | chromium | 0.3 s |')
    expect(replaced.split('<!-- bench:engines -->')).toHaveLength(2)
    expect(replaced.endsWith('After.\n')).toBe(true)
  })

  it('is generated whole, carrying over only the sections other commands write', async () => {
    const previous = withSection(withSection('old header\n', section('dev-loop', 2)), {
      ...section('engines', 3),
      table: [
        ['engine', 'time'],
        ['webkit', '244.6 s'],
      ],
    })
    const md = figuresMarkdown([section('budgets', 1)], previous)
    expect(md.startsWith(`${GENERATED_MARKER}\n`)).toBe(true)
    expect(md).not.toContain('old header')
    expect(md).not.toContain('bench:dev-loop')
    expect(md.indexOf('bench:budgets')).toBeLessThan(md.indexOf('bench:engines'))
    expect(md).toContain('| webkit | 244.6 s |')
    expect(figuresMarkdown([section('budgets', 1)], md)).toBe(md)
    const options = (await resolveConfig('docs/figures.md')) ?? {}
    const formatted = await format(md, { ...options, filepath: 'docs/figures.md' })
    expect(await format(formatted, { ...options, filepath: 'docs/figures.md' })).toBe(formatted)
  })
})
