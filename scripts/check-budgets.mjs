// Byte budgets for every exported page (gzip). Bytes are deterministic, so a budget can fail the tests;
// timings are only reported, by `npm run bench`.
import path from 'node:path'

import { frameworkScripts, pages, weigh } from './page-weight.mjs'

export const budgets = {
  jsGzip: 150 * 1024,
  ownGzip: 15 * 1024,
  cssGzip: 12 * 1024,
  htmlGzip: 30 * 1024,
}

const out = path.resolve(process.argv[2] ?? 'out')
const framework = frameworkScripts(out)
const rows = pages(out).map((file) => weigh(out, file, framework))
const failures = []
const max = Object.fromEntries(
  Object.keys(budgets).map((k) => [k, rows.reduce((a, r) => (r[k] > a[k] ? r : a))]),
)
for (const row of rows) {
  for (const [key, limit] of Object.entries(budgets)) {
    if (row[key] > limit) failures.push(`${row.page}: ${key} ${row[key]} B > budget ${limit} B`)
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log(`budgets: ${rows.length} pages checked (gzip, largest page in brackets)`)
for (const [key, limit] of Object.entries(budgets)) {
  console.log(
    `  ${key.padEnd(9)} max ${kb(max[key][key]).padStart(9)} of ${kb(limit)}  [${max[key].page}]`,
  )
}
if (failures.length > 0) {
  console.error(`Over budget (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exit(1)
}
