/** The facts check's output: one table (Markdown, readable in a terminal and in a CI summary) or JSON. */
import { failingVerdicts, verdicts, type FactRow, type Verdict } from './rows'

const columns = ['app', 'platform', 'fact', 'expected', 'found', 'verdict'] as const

export function countVerdicts(rows: readonly FactRow[]): Record<Verdict, number> {
  const counts = Object.fromEntries(verdicts.map((v) => [v, 0])) as Record<Verdict, number>
  for (const row of rows) counts[row.verdict]++
  return counts
}

/** 1 when any row is dead or missing, else 0: stale, unconfirmed and could-not-check do not fail. */
export function exitCodeFor(rows: readonly FactRow[]): 0 | 1 {
  return rows.some((r) => failingVerdicts.includes(r.verdict)) ? 1 : 0
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

/** The rows as a Markdown table with padded columns. */
export function formatTable(rows: readonly FactRow[]): string {
  const lines = [[...columns], ...rows.map((r) => columns.map((c) => cell(r[c])))]
  const widths = columns.map((_, i) => Math.max(3, ...lines.map((l) => l[i]!.length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [
    line(lines[0]!),
    line(widths.map((w) => '-'.repeat(w))),
    ...lines.slice(1).map(line),
  ].join('\n')
}

/** What the counts mean and what fails the run. */
export function formatSummary(rows: readonly FactRow[]): string {
  const counts = countVerdicts(rows)
  const parts = verdicts.filter((v) => counts[v] > 0).map((v) => `${counts[v]} ${v}`)
  const lines = [`${rows.length} facts: ${parts.join(', ') || 'none'}.`]
  const failing = counts.dead + counts.missing
  lines.push(
    failing > 0
      ? `FAILED: ${failing} dead or missing. Fix lib/apps.ts or the guide (CONTRIBUTING.md, "Checking facts").`
      : 'Nothing dead or missing.',
  )
  if (counts['could not check'] > 0) {
    lines.push(
      `${counts['could not check']} could not be checked (network failure, timeout, 5xx or an unreadable answer); ` +
        'that alone does not fail the run. Re-run later or check them by hand.',
    )
  }
  const stale = counts.stale + counts['stale (major)']
  if (stale > 0)
    lines.push(`${stale} stale: re-read the source, update the fact or guide and its date.`)
  if (counts.unconfirmed > 0) {
    lines.push(
      `${counts.unconfirmed} unconfirmed in guides (verified.unconfirmed): confirm them by hand.`,
    )
  }
  return lines.join('\n')
}

export function formatReport(rows: readonly FactRow[]): string {
  return `${formatTable(rows)}\n\n${formatSummary(rows)}\n`
}

export interface JsonReport {
  today: string
  rows: FactRow[]
  counts: Record<Verdict, number>
  /** The text report's summary: what the counts mean and what fails the run. */
  summary: string
  /** `true` when a row is dead or missing (the exit code is then 1). */
  failed: boolean
}

export function jsonReport(rows: readonly FactRow[], today: string): JsonReport {
  return {
    today,
    rows: [...rows],
    counts: countVerdicts(rows),
    summary: formatSummary(rows),
    failed: exitCodeFor(rows) === 1,
  }
}
