// Byte budgets for every exported page (gzip). Bytes are deterministic, so a budget can fail the tests;
// timings are only reported, by `npm run bench`.
import path from 'node:path'

import { pages, weigh, type PageWeight } from './page-weight'

/** The limits, gzip. `scriptGzip` is everything a page runs before the reader acts. */
export const budgets = {
  scriptGzip: 10 * 1024,
  cssGzip: 7 * 1024,
  htmlGzip: 16 * 1024,
} satisfies Partial<Record<keyof PageWeight, number>>

const out = path.resolve(process.argv[2] ?? 'out')
const rows = pages(out).map((file) => weigh(out, file))
const keys = Object.keys(budgets) as (keyof typeof budgets)[]
const failures = rows.flatMap((row) =>
  keys
    .filter((key) => row[key] > budgets[key])
    .map((key) => `${row.page}: ${key} ${row[key]} B > budget ${budgets[key]} B`),
)
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`budgets: ${rows.length} pages checked (gzip, largest page in brackets)`)
for (const key of keys) {
  const max = rows.reduce((a, r) => (r[key] > a[key] ? r : a))
  console.log(
    `  ${key.padEnd(10)} max ${kb(max[key]).padStart(9)} of ${kb(budgets[key])}  [${max.page}]`,
  )
}
if (failures.length > 0) {
  console.error(`Over budget (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exit(1)
}
