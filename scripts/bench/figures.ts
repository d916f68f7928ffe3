// The benchmark's figures, their goals and verdicts, as a console table and as the generated docs/figures.md.
// Pure functions: scripts/bench.ts measures, this module only formats.

/** How a figure's value reads. Bytes are binary (1 KB = 1024 B). */
export type Unit = 'bytes' | 'bytes/page' | 'ms' | 's' | 'score' | 'count' | 'ratio'

/** The goal for a figure: the value must be at most (or at least) the limit. */
export interface Goal {
  at: 'most' | 'least'
  limit: number
}

export interface Figure {
  /** What is measured (`JS before the reader acts, gzip`). */
  name: string
  /** Where: a page, a run or a site (`guide ru /android/happ`, `+1000 pages per locale`). */
  subject: string
  /** The measured value; null or NaN when it was not measured (a `--quick` run, a failed run). */
  value: number | null
  unit: Unit
  /** Absent for figures that are only reported. */
  goal?: Goal
  /** A short remark printed beside the verdict. */
  note?: string
}

export type Verdict = 'met' | 'not met' | 'not measured' | 'no goal'

export const atMost = (limit: number): Goal => ({ at: 'most', limit })
export const atLeast = (limit: number): Goal => ({ at: 'least', limit })

export const KB = 1024
export const MB = 1024 ** 2
export const GB = 1024 ** 3

const measured = (value: number | null): value is number => value !== null && Number.isFinite(value)

export function verdict(figure: Figure): Verdict {
  if (!measured(figure.value)) return 'not measured'
  if (!figure.goal) return 'no goal'
  const { at, limit } = figure.goal
  return (at === 'most' ? figure.value <= limit : figure.value >= limit) ? 'met' : 'not met'
}

/** `15`, `1.5`, `0.123`: at most `digits` decimals, no trailing zeros. */
function trim(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)))
}

function bytes(n: number, exact: boolean): string {
  const [size, unit] = n >= GB ? [n / GB, 'GB'] : n >= MB ? [n / MB, 'MB'] : [n / KB, 'KB']
  // Goals are round numbers (15 KB); measured values always show one decimal.
  return `${exact ? trim(size, 2) : size.toFixed(1)} ${unit}`
}

/** A value as people read it: `14.2 KB`, `2.3 MB`, `180 ms`, `1.25 s`, `98`. */
export function formatValue(value: number | null, unit: Unit, goal = false): string {
  if (!measured(value)) return '—'
  switch (unit) {
    case 'bytes':
      return bytes(value, goal)
    case 'bytes/page':
      return `${bytes(value, goal)} per page`
    case 'ms':
      // Timings under 10 ms (search queries) keep their decimals.
      return `${value < 10 ? trim(value, 3) : Math.round(value)} ms`
    case 's':
      // Milliseconds show under 10 s (LCP 1.204 s is over a 1.2 s goal); build times need tenths.
      return `${goal ? trim(value, 3) : value.toFixed(value < 10 ? 3 : 1)} s`
    case 'ratio':
      return trim(value, 3)
    case 'score':
    case 'count':
      return String(Math.round(value))
  }
}

export function formatGoal(figure: Figure): string {
  if (!figure.goal) return '—'
  const sign = figure.goal.at === 'most' ? '≤' : '≥'
  return `${sign} ${formatValue(figure.goal.limit, figure.unit, true)}`
}

export interface Summary {
  met: number
  notMet: number
  notMeasured: number
  goals: number
}

export function summarize(figures: readonly Figure[]): Summary {
  const withGoal = figures.filter((f) => f.goal)
  const count = (v: Verdict) => withGoal.filter((f) => verdict(f) === v).length
  return {
    met: count('met'),
    notMet: count('not met'),
    notMeasured: count('not measured'),
    goals: withGoal.length,
  }
}

/** The median of the finite values; NaN when there are none. Between two middles, their mean. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export interface GrowthPoint {
  /** Synthetic pages added to the site (all locales together). */
  added: number
  bytes: number
}

export interface Growth {
  /** Bytes per added page between consecutive points. */
  perPage: number[]
  /** Whether the points lie on a line: every segment's bytes per page within `tolerance` of the first. */
  linear: boolean
  /** How far the last segment's bytes per page are from the first's (0.25 = 25 % more). */
  drift: number
}

/** Bytes per page between measured sizes, and whether the size grows linearly with the pages. */
export function growth(points: readonly GrowthPoint[], tolerance = 0.1): Growth {
  const perPage = points
    .slice(1)
    .map((p, i) => (p.bytes - points[i]!.bytes) / (p.added - points[i]!.added))
  const first = perPage[0] ?? NaN
  const drift = (perPage.at(-1)! - first) / first
  return {
    perPage,
    linear: perPage.every((s) => Math.abs(s - first) <= tolerance * Math.abs(first)),
    drift,
  }
}

const cells = (f: Figure) => [
  f.name,
  f.subject,
  formatValue(f.value, f.unit),
  formatGoal(f),
  f.goal ? verdict(f) : '—',
  f.note ?? '',
]

/** A table of details beside the figures (Lighthouse's other categories, say): plain text cells. */
export interface DetailTable {
  title: string
  header: string[]
  rows: string[][]
}

/** Rows in aligned columns, for the console. */
export function alignedColumns(header: readonly string[], body: readonly string[][]): string {
  const rows = [header, ...body]
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** The console table: every figure, its goal and its verdict. */
export function textTable(figures: readonly Figure[]): string {
  return alignedColumns(
    ['figure', 'page / run', 'measured', 'goal', 'verdict', 'note'],
    figures.map(cells),
  )
}

/** A Markdown table cell: no pipes or line breaks inside. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ') || ' '

function markdownTable(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows]
    .map((r) => `| ${r.map(cell).join(' | ')} |`)
    .join('\n')
}

/**
 * A part of docs/figures.md measured on its own: a full run writes it with the rest, and a partial run
 * (`npm run bench -- --only <id>`) rewrites it alone, keeping every other figure (`withSection`).
 */
export interface FiguresSection {
  /** The name `--only` takes (`dev-loop`). */
  id: string
  title: string
  /** When and on what it was measured (a partial run's differ from the file's). */
  run: string
  figures: readonly Figure[]
  notes?: readonly string[]
}

const sectionStart = (id: string) => `<!-- bench:${id} -->`
const sectionEnd = (id: string) => `<!-- /bench:${id} -->`

/** A section between its markers. */
export function sectionMarkdown(section: FiguresSection): string {
  return [
    sectionStart(section.id),
    '',
    `## ${section.title}`,
    '',
    `- Measured: ${section.run}`,
    '',
    markdownTable(
      ['figure', 'page / run', 'measured', 'note'],
      section.figures.map((f) => [f.name, f.subject, formatValue(f.value, f.unit), f.note ?? '']),
    ),
    '',
    ...(section.notes ?? []).flatMap((n) => [n, '']),
    sectionEnd(section.id),
  ].join('\n')
}

/** docs/figures.md with one section replaced (or added at the end), the rest as it was. */
export function withSection(markdown: string, section: FiguresSection): string {
  const start = markdown.indexOf(sectionStart(section.id))
  const end = markdown.indexOf(sectionEnd(section.id))
  if (start === -1 || end < start) return `${markdown.trimEnd()}\n\n${sectionMarkdown(section)}\n`
  return (
    markdown.slice(0, start) +
    sectionMarkdown(section) +
    markdown.slice(end + sectionEnd(section.id).length)
  )
}

/**
 * `to` with the section `id` of `from` carried over: a part another command measures (the cross-engine
 * suite's `engines`, written by `npm run test:engines -- --figures`) survives a full benchmark run.
 */
export function carrySection(from: string, to: string, id: string): string {
  const start = from.indexOf(sectionStart(id))
  const end = from.indexOf(sectionEnd(id))
  if (start === -1 || end < start || to.includes(sectionStart(id))) return to
  return `${to.trimEnd()}\n\n${from.slice(start, end + sectionEnd(id).length)}\n`
}

export interface FiguresReport {
  /** ISO date and time of the run. */
  date: string
  /** CPU, memory, Node, Chromium, Lighthouse. */
  machine: string
  /** How the run was made (`quick: …` or `full: …`). */
  mode: string
  figures: readonly Figure[]
  /** Details printed after the figures. */
  tables?: readonly DetailTable[]
  /** Paragraphs printed after the tables (generated, like the rest). */
  notes?: readonly string[]
  /** Parts a partial run can rewrite alone, printed last. */
  sections?: readonly FiguresSection[]
}

export const GENERATED_MARKER =
  '<!-- Generated by scripts/bench.ts (npm run bench). Do not edit: run the benchmark again. -->'

/** docs/figures.md: a generated header, the run, then every figure with its goal and verdict. */
export function figuresMarkdown(report: FiguresReport): string {
  const goals = report.figures.filter((f) => f.goal)
  const others = report.figures.filter((f) => !f.goal)
  const s = summarize(report.figures)
  const lines = [
    GENERATED_MARKER,
    '',
    '# Measured figures',
    '',
    'This file is generated by `npm run bench` (`scripts/bench.ts`), which also writes',
    '`bench-results/latest.json`. Numbers here are never edited by hand: run the benchmark again to update',
    'them.',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${report.machine}`,
    `- Run: ${report.mode}`,
    `- Goals: ${s.met} of ${s.goals} met, ${s.notMet} not met, ${s.notMeasured} not measured`,
    '',
    '## Goals',
    '',
    markdownTable(
      ['figure', 'page / run', 'measured', 'goal', 'verdict', 'note'],
      goals.map((f) => cells(f)),
    ),
    '',
    '## Other figures',
    '',
    markdownTable(
      ['figure', 'page / run', 'measured', 'note'],
      others.map((f) => [f.name, f.subject, formatValue(f.value, f.unit), f.note ?? '']),
    ),
    '',
    ...(report.tables ?? []).flatMap((t) => [
      `## ${t.title}`,
      '',
      markdownTable(t.header, t.rows),
      '',
    ]),
    ...(report.notes ?? []).flatMap((n) => [n, '']),
    ...(report.sections ?? []).flatMap((section) => [sectionMarkdown(section), '']),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}
