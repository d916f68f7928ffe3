// Byte budgets for every exported page (gzip), every single-file guide, the file a phone gets of every
// figure, and what offline mode stores for one language. Bytes are deterministic, so a budget can fail the
// tests (`npm run budgets`); `npm run bench` writes the same rows into docs/figures.md.
import path from 'node:path'

import { walkFiles } from '@/lib/files'
import { readImageManifest } from '@/lib/images/manifest'
import { imageBudgets, phoneImageBudget } from '@/lib/images/rules'
import type { Locale } from '@/lib/i18n/config'
import { offlineBudget, offlineBudgetTotal } from '@/lib/pwa/precache'
import { isSingleFile, singleFileBudget } from '@/lib/single-files'

import { columns, markdownTable, type FiguresSection } from './bench/figures'
import { offlineSize } from './bench/precache'
import { gzipSize, pages, weigh, type PageWeight } from './page-weight'

/**
 * The limits, gzip bytes, and the requests a page makes before the reader acts. `scriptGzip` is
 * everything a page runs before the reader acts; `requests` is the HTML, the stylesheet and the page
 * script, which imports nothing up front (scripts/build/client.ts), so none waits for another.
 * `scriptGzip` was 10 KB until the page script waited for the first contentful paint before its
 * background requests (client/core.ts `whenSettled`, 150 B), and 10.25 KB until its one loader of on-demand
 * code retried a failed part from a new address (client/on-demand.ts, 318 B: the page script 8,327 →
 * 8,645 B gzip), and 10.5 KB until it kept the reader's place while skipped sections take their real
 * heights (client/behaviours/keep-place.ts, 410 B: 8,607 → 9,017 B gzip). `cssGzip` was 7 KB and `htmlGzip` 17.5 KB until the guides drew the apps' screens at their add
 * and connect steps (components/mdx/screen.tsx): the schematics' rules are 776 B of the stylesheet (6,915 →
 * 7,691 B gzip), and a guide's two schematics 1.0–1.5 KB of its page (Android Karing 18,193 → 19,210 B gzip,
 * Windows Clash Verge Rev 17,550 → 19,032 B), against 20–60 KB for a screenshot of one screen.
 */
export const budgets = {
  scriptGzip: 11 * 1024,
  cssGzip: 7.75 * 1024,
  htmlGzip: 19.5 * 1024,
  requests: 3,
} satisfies Partial<Record<keyof PageWeight, number>>

/** One budget: its limit, and the largest value measured against it and where. */
export interface BudgetRow {
  name: string
  limit: number
  largest: number
  where: string
  note?: string
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
/** A budget's value as people read it: a count of requests, else bytes. */
export const showBudget = (name: string, n: number) => (name === 'requests' ? String(n) : kb(n))

/** A measured value and the file or page it is of. */
interface Measured {
  n: number
  where: string
}

/** Every budget's row, and a line for each file over its budget. */
export function budgetReport(out: string) {
  const weights = pages(out).map((file) => weigh(out, file))
  const rows: BudgetRow[] = []
  const failures: string[] = []
  /** A budget's row; every measured value over its limit is a failure. */
  const check = (name: string, limit: number, measured: Measured[], note?: string) => {
    const max = measured.reduce<Measured>((a, m) => (m.n > a.n ? m : a), { n: 0, where: '—' })
    rows.push({ name, limit, largest: max.n, where: max.where, note })
    for (const m of measured.filter((m) => m.n > limit))
      failures.push(
        `${m.where}: ${name} ${showBudget(name, m.n)} > budget ${showBudget(name, limit)}`,
      )
  }
  for (const name of Object.keys(budgets) as (keyof typeof budgets)[])
    check(
      name,
      budgets[name],
      weights.map((w) => ({ n: w[name], where: w.page })),
    )

  const singleFiles = walkFiles(out, isSingleFile)
  if (singleFiles.length === 0)
    failures.push('out/files: no single-file guides (the build makes them)')
  const singleSizes = singleFiles.map((rel) => ({
    n: gzipSize(path.join(out, rel)),
    where: `out/${rel}`,
  }))
  check('singleFile', singleFileBudget, singleSizes, `${singleFiles.length} files`)

  const images = Object.values(readImageManifest().images)
  const phone = phoneImageBudget(images)
  failures.push(...phone.failures)
  rows.push({
    name: 'image',
    limit: imageBudgets.phoneVariantBytes,
    largest: phone.largest?.bytes ?? 0,
    where: phone.largest?.url ?? '—',
    note: `the file a phone gets; ${images.length} images`,
  })

  // What the pages, index, scripts and styles take (stored compressed where the browser can decompress:
  // sw/sw.ts) has its own budget, so the images' unused allowance never hides a growth of the pages.
  const offline = offlineSize(out)
  const stored = (n: number, locale = offline.largest) => [{ n, where: `out/sw.js, ${locale}` }]
  const raw = `a browser without DecompressionStream stores ${kb(offline.oneLanguageRawBytes)}`
  check('offline', offlineBudgetTotal, stored(offline.oneLanguageBytes), raw)
  const largestImages = offline.byLocale[offline.largest].imageBytes
  check(
    'offline without images',
    offlineBudget.withoutImages,
    stored(offline.oneLanguageBytes - largestImages),
  )
  const byLocale = Object.entries(offline.byLocale)
  check(
    'offline images',
    offlineBudget.images,
    byLocale.flatMap(([l, set]) => stored(set.imageBytes, l as Locale)),
  )
  return { pages: weights.length, rows, failures }
}

/** The budgets' section of docs/figures.md: the same rows `npm run budgets` prints. */
export function budgetSection(out: string): FiguresSection & { failures: string[] } {
  const { pages: count, rows, failures } = budgetReport(out)
  return {
    id: 'budgets',
    title: 'Byte budgets (npm run budgets)',
    run: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`out/\` as built (${count} pages)`,
    table: [
      columns('budget, limit, largest, where, verdict, note'),
      ...rows.map((r) => [
        ...[r.name, showBudget(r.name, r.limit), showBudget(r.name, r.largest), r.where],
        ...[r.largest > r.limit ? 'over' : 'within', r.note ?? ''],
      ]),
    ],
    notes: [
      `Gzip bytes of every exported page (inline scripts, the page script and what it imports up front, CSS, HTML), of the largest single-file guide and of the file a phone gets of each figure, and what offline mode stores for the larger language. The limits are in \`scripts/check-budgets.ts\`, \`lib/single-files.ts\`, \`lib/images/rules.ts\` and \`lib/pwa/precache.ts\`; \`npm test\` fails on any of them (${failures.length} files over budget in this run).`,
    ],
    failures,
  }
}

// scripts/run.mjs sets argv[1] to the entry it runs; the bench imports the functions only.
if (process.argv[1]?.endsWith('check-budgets.ts')) {
  const { run, table, failures } = budgetSection(path.resolve(process.argv[2] ?? 'out'))
  console.log(`budgets: ${run}\n${markdownTable(table!)}`)
  if (failures.length > 0) {
    console.error(`Over budget (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`)
    process.exit(1)
  }
}
