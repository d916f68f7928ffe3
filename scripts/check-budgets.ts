// Byte budgets for every exported page (gzip), every single-file guide, the file a phone gets of every
// figure, and what offline mode stores for one language. Bytes are deterministic, so a budget can fail the
// tests; timings are only reported, by `npm run bench`.
import path from 'node:path'

import { walkFiles } from '@/lib/files'
import { readImageManifest } from '@/lib/images/manifest'
import { imageBudgets, phoneImageBudget } from '@/lib/images/rules'
import { offlineBudget, offlineBudgetTotal } from '@/lib/pwa/precache'
import { isSingleFile, singleFileBudget } from '@/lib/single-files'

import { offlineSize } from './bench/precache'
import { gzipSize, pages, weigh, type PageWeight } from './page-weight'

/**
 * The limits, gzip bytes, and the requests a page makes before the reader acts. `scriptGzip` is
 * everything a page runs before the reader acts; `requests` is the HTML, the stylesheet and the page
 * script, which imports nothing up front (scripts/build/client.ts), so none waits for another.
 * `scriptGzip` was 10 KB until the page script waited for the first contentful paint before its
 * background requests (client/core.ts `whenSettled`, 150 B), and 10.25 KB until its one loader of on-demand
 * code retried a failed part from a new address (client/on-demand.ts, 318 B: the page script 8,327 →
 * 8,645 B gzip); the bench's goal stays 15 KB.
 */
export const budgets = {
  scriptGzip: 10.5 * 1024,
  cssGzip: 7 * 1024,
  htmlGzip: 17.5 * 1024,
  requests: 3,
} satisfies Partial<Record<keyof PageWeight, number>>

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const show = (key: keyof typeof budgets, n: number) => (key === 'requests' ? String(n) : kb(n))

const out = path.resolve(process.argv[2] ?? 'out')
const rows = pages(out).map((file) => weigh(out, file))
const keys = Object.keys(budgets) as (keyof typeof budgets)[]
const failures = rows.flatMap((row) =>
  keys
    .filter((key) => row[key] > budgets[key])
    .map((key) => `${row.page}: ${key} ${show(key, row[key])} > budget ${show(key, budgets[key])}`),
)
const singleFiles = walkFiles(out, isSingleFile).map((rel) => ({
  rel,
  gzip: gzipSize(path.join(out, rel)),
}))
if (singleFiles.length === 0)
  failures.push('out/files: no single-file guides (the build makes them)')
for (const file of singleFiles) {
  if (file.gzip > singleFileBudget) {
    failures.push(`out/${file.rel}: single file ${file.gzip} B gzip > budget ${singleFileBudget} B`)
  }
}
console.log(`budgets: ${rows.length} pages checked (gzip, largest page in brackets)`)
for (const key of keys) {
  const max = rows.reduce((a, r) => (r[key] > a[key] ? r : a))
  console.log(
    `  ${key.padEnd(10)} max ${show(key, max[key]).padStart(9)} of ${show(key, budgets[key])}  [${max.page}]`,
  )
}
if (singleFiles.length > 0) {
  const max = singleFiles.reduce((a, f) => (f.gzip > a.gzip ? f : a))
  console.log(
    `  ${'singleFile'.padEnd(10)} max ${kb(max.gzip).padStart(9)} of ${kb(singleFileBudget)}  [out/${max.rel}] (${singleFiles.length} files)`,
  )
}

// Images: the file a phone gets of each figure, and what offline mode stores for one language.
const images = Object.values(readImageManifest().images)
const phone = phoneImageBudget(images)
failures.push(...phone.failures)
if (phone.largest) {
  console.log(
    `  ${'image'.padEnd(10)} max ${kb(phone.largest.bytes).padStart(9)} of ${kb(imageBudgets.phoneVariantBytes)}  [${phone.largest.url}] (the file a phone gets; ${images.length} images)`,
  )
}
const offline = offlineSize(out)
const offlineImages = Math.max(...Object.values(offline.byLocale).map((l) => l.imageBytes))
// What the pages, index, scripts and styles take (stored compressed where the browser can decompress:
// sw/sw.ts) has its own budget, so the images' unused allowance never hides a growth of the pages; the
// uncompressed set an older browser stores is printed beside it.
const offlineWithoutImages = offline.oneLanguageBytes - offline.byLocale[offline.largest].imageBytes
console.log(
  `  ${'offline'.padEnd(10)} max ${kb(offline.oneLanguageBytes).padStart(9)} of ${kb(offlineBudgetTotal)}  [${offline.largest}] (without images ${kb(offlineWithoutImages)} of ${kb(offlineBudget.withoutImages)}; images ${kb(offlineImages)} of ${kb(offlineBudget.images)}; a browser without DecompressionStream stores ${kb(offline.oneLanguageRawBytes)})`,
)
if (offlineWithoutImages > offlineBudget.withoutImages) {
  failures.push(
    `out/sw.js: offline mode stores ${offlineWithoutImages} B without images for ${offline.largest} > budget ${offlineBudget.withoutImages} B`,
  )
}
if (offline.oneLanguageBytes > offlineBudgetTotal) {
  failures.push(
    `out/sw.js: offline mode stores ${offline.oneLanguageBytes} B for ${offline.largest} > budget ${offlineBudgetTotal} B`,
  )
}
for (const [locale, set] of Object.entries(offline.byLocale)) {
  if (set.imageBytes > offlineBudget.images) {
    failures.push(
      `out/sw.js: offline mode stores ${set.imageBytes} B of images for ${locale} > budget ${offlineBudget.images} B`,
    )
  }
}
if (failures.length > 0) {
  console.error(`Over budget (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exit(1)
}
