/**
 * The facts check's output. A status line first (what the run means, in one line), then a summary a
 * maintainer reads in ten seconds (one line per app and platform, worst first, with the action), then
 * every row. Markdown, readable in a terminal and in a GitHub Actions job summary; or JSON.
 */
import { failingVerdicts, verdictRank, verdicts, type FactRow, type Verdict } from './rows'

/** `fresh`: all checked, nothing out of date. `stale`: something is out of date or gone. `incomplete`: something could not be checked. */
export type Outcome = 'fresh' | 'stale' | 'incomplete'

export const exitCodes: Record<Outcome, 0 | 1 | 2> = { fresh: 0, stale: 1, incomplete: 2 }

export function countVerdicts(rows: readonly FactRow[]): Record<Verdict, number> {
  const counts = Object.fromEntries(verdicts.map((v) => [v, 0])) as Record<Verdict, number>
  for (const row of rows) counts[row.verdict]++
  return counts
}

/**
 * A run that could not check something is incomplete, whatever else it found: reaching nothing must
 * never read as "all clear", and the stale rows it did find are still listed. Else stale or gone is
 * `stale`; else `fresh`. Unconfirmed facts are for a person and do not change the outcome.
 */
export function outcomeOf(rows: readonly FactRow[]): Outcome {
  if (rows.some((r) => r.verdict === 'could not check')) return 'incomplete'
  if (rows.some((r) => failingVerdicts.includes(r.verdict))) return 'stale'
  return 'fresh'
}

export const exitCodeFor = (rows: readonly FactRow[]) => exitCodes[outcomeOf(rows)]

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The reasons rows could not be checked, most frequent first: `118 × network error: ENOTFOUND`. */
function reasons(rows: readonly FactRow[], max = 2): string {
  const byReason = new Map<string, number>()
  for (const r of rows) byReason.set(r.found, (byReason.get(r.found) ?? 0) + 1)
  const sorted = [...byReason].sort((a, b) => b[1] - a[1])
  const shown = sorted.slice(0, max).map(([reason, n]) => `${n} × ${reason}`)
  if (sorted.length > max) shown.push(`${sorted.length - max} other reasons`)
  return shown.join('; ')
}

/** What the run means, in one line. */
export function statusLine(rows: readonly FactRow[]): string {
  const counts = countVerdicts(rows)
  const failing = failingVerdicts.reduce((n, v) => n + counts[v], 0)
  const failingParts = failingVerdicts
    .filter((v) => counts[v] > 0)
    .map((v) => `${counts[v]} ${v}`)
    .join(', ')
  switch (outcomeOf(rows)) {
    case 'incomplete': {
      const unchecked = rows.filter((r) => r.verdict === 'could not check')
      const rest = failing > 0 ? `; among the rest ${failingParts}` : ''
      return `facts:check INCOMPLETE (exit 2): could not check ${unchecked.length} of ${plural(rows.length, 'fact')} (${reasons(unchecked)})${rest}. This is not an all-clear.`
    }
    case 'stale':
      return `facts:check STALE (exit 1): ${failingParts} among ${plural(rows.length, 'fact')}; every fact was checked.`
    case 'fresh': {
      const todo =
        counts.unconfirmed > 0 ? ` (${counts.unconfirmed} unconfirmed, for a person)` : ''
      return `facts:check FRESH (exit 0): all ${plural(rows.length, 'fact')} checked and current${todo}.`
    }
  }
}

/** One line of the summary: an app on a platform (or app-wide, or a shared release). */
export interface GroupSummary {
  app: string
  platform: string
  /** What was checked, counted: `2 stores, release, 3 files, 2 versions, fact dates, sources`. */
  checked: string
  /** The worst verdict of the group's rows. */
  verdict: Verdict
  /** How many of its rows have that verdict. */
  count: number
  /** What to do about the rows that are not ok, worst first; empty when all is well. */
  action: string
}

/** Short names of what rows check, singular and plural, in the order they are listed. */
const kinds: readonly [RegExp, string, string][] = [
  [/^store:/, 'store', 'stores'],
  [/^latest release$/, 'release', 'releases'],
  [/^release file$/, 'file', 'files'],
  [/^release assets/, 'asset list', 'asset lists'],
  [/^minOs vs/, 'min OS', 'min OS'],
  [/^price vs/, 'price', 'prices'],
  [/^version vs/, 'version', 'versions'],
  [/^verified\.date/, 'guide date', 'guide dates'],
  [/^checked dates$/, 'fact dates', 'fact dates'],
  [/^sources vs/, 'sources', 'sources'],
  [/^unconfirmed/, 'unconfirmed item', 'unconfirmed items'],
]

function describe(rows: readonly FactRow[]): string {
  return kinds
    .map(([pattern, one, many]) => {
      const n = rows.filter((r) => pattern.test(r.fact)).length
      return n === 0 ? '' : n === 1 ? one : `${n} ${many}`
    })
    .filter(Boolean)
    .join(', ')
}

const rank = (v: Verdict) => verdictRank.indexOf(v)

/**
 * What to do about a group's rows that are not ok: one entry per action, worst first, naming the
 * facts it is for (`re-run later; … (store: github, latest release, +3)`).
 */
function actions(group: readonly FactRow[], max: number): string {
  const byAction = new Map<string, FactRow[]>()
  for (const r of group) {
    if (r.verdict === 'ok' || !r.action) continue
    byAction.set(r.action, [...(byAction.get(r.action) ?? []), r])
  }
  const entries = [...byAction]
    .map(([action, rows]) => ({
      worst: Math.min(...rows.map((r) => rank(r.verdict))),
      text: `${action} (${rows
        .slice(0, 2)
        .map((r) => r.fact)
        .join(', ')}${rows.length > 2 ? `, +${rows.length - 2}` : ''})`,
    }))
    .sort((a, b) => a.worst - b.worst)
    .map((e) => e.text)
  const more = entries.length > max ? `; and ${entries.length - max} more below` : ''
  return entries.slice(0, max).join('; ') + more
}

/** The summary lines, worst first (registry order among equals). */
export function summarize(rows: readonly FactRow[], maxActions = 2): GroupSummary[] {
  const groups = new Map<string, FactRow[]>()
  for (const row of rows) {
    const key = `${row.app}\u0000${row.platform}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()]
    .map((group): GroupSummary => {
      const worst = group.reduce((a, b) => (rank(b.verdict) < rank(a.verdict) ? b : a)).verdict
      return {
        app: group[0]!.app,
        platform: group[0]!.platform,
        checked: describe(group),
        verdict: worst,
        count: group.filter((r) => r.verdict === worst).length,
        action: actions(group, maxActions),
      }
    })
    .map((line, order) => ({ line, order }))
    .sort((a, b) => rank(a.line.verdict) - rank(b.line.verdict) || a.order - b.order)
    .map(({ line }) => line)
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

/** Rows of cells as a Markdown table with padded columns. */
function table(header: readonly string[], body: readonly (readonly string[])[]): string {
  const lines = [header, ...body].map((cells) => cells.map(cell))
  const widths = header.map((_, i) => Math.max(3, ...lines.map((l) => l[i]!.length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [
    line(lines[0]!),
    line(widths.map((w) => '-'.repeat(w))),
    ...lines.slice(1).map(line),
  ].join('\n')
}

/** The summary as a table: app, platform, what was checked, verdict, action. */
export function formatSummaryTable(rows: readonly FactRow[]): string {
  return table(
    ['app', 'platform', 'checked', 'verdict', 'action'],
    summarize(rows).map((g) => [
      g.app,
      g.platform,
      g.checked,
      g.verdict === 'ok' || g.count === 1 ? g.verdict : `${g.verdict} ×${g.count}`,
      g.action,
    ]),
  )
}

const columns = ['app', 'platform', 'fact', 'expected', 'found', 'verdict'] as const

/** Every row as a table. */
export function formatTable(rows: readonly FactRow[]): string {
  return table(
    columns,
    rows.map((r) => columns.map((c) => r[c])),
  )
}

/** The counts, what fails the run and what to do. */
export function formatSummary(rows: readonly FactRow[]): string {
  const counts = countVerdicts(rows)
  const parts = verdicts.filter((v) => counts[v] > 0).map((v) => `${counts[v]} ${v}`)
  const lines = [`${rows.length} facts: ${parts.join(', ') || 'none'}.`]
  if (counts['could not check'] > 0) {
    lines.push(
      `${counts['could not check']} could not be checked (network failure, timeout, 5xx, rate limit or an unreadable answer): ` +
        'the run is incomplete and exits 2. Re-run later; if it persists, check them by hand.',
    )
  }
  const failing = failingVerdicts.reduce((n, v) => n + counts[v], 0)
  if (failing > 0) {
    lines.push(
      `${failing} stale, dead or missing: fix lib/apps.ts or the guide (CONTRIBUTING.md, "Checking facts").`,
    )
  }
  if (counts.unconfirmed > 0) {
    lines.push(`${counts.unconfirmed} unconfirmed: confirm them by hand; they do not fail the run.`)
  }
  return lines.join('\n')
}

/** The whole report: status line, summary table, counts, then every row (folded in a job summary). */
export function formatReport(rows: readonly FactRow[], today: string): string {
  return [
    statusLine(rows),
    '',
    `## Facts check, ${today}`,
    '',
    formatSummaryTable(rows),
    '',
    formatSummary(rows),
    '',
    `<details><summary>All ${rows.length} rows</summary>`,
    '',
    formatTable(rows),
    '',
    '</details>',
    '',
  ].join('\n')
}

export interface JsonReport {
  today: string
  outcome: Outcome
  /** The process's exit code: 0 fresh, 1 stale, 2 incomplete. */
  exitCode: 0 | 1 | 2
  /** The text report's first line. */
  status: string
  groups: GroupSummary[]
  rows: FactRow[]
  counts: Record<Verdict, number>
  /** The text report's counts and advice. */
  summary: string
}

export function jsonReport(rows: readonly FactRow[], today: string): JsonReport {
  const outcome = outcomeOf(rows)
  return {
    today,
    outcome,
    exitCode: exitCodes[outcome],
    status: statusLine(rows),
    groups: summarize(rows),
    rows: [...rows],
    counts: countVerdicts(rows),
    summary: formatSummary(rows),
  }
}
