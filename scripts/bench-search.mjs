// Search benchmark: index size per locale and query latency (p50/p95 over many queries) on the real index and
// on a synthetic 1000-page index. Prints figures; asserts nothing.
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import { build } from 'esbuild'

export async function loadEngine() {
  const outfile = path.join(tmpdir(), `search-engine-${process.pid}.mjs`)
  await build({
    stdin: {
      contents:
        "export * from './lib/search/engine'; export { buildRecords } from './lib/search/records'",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  })
  const engine = await import(pathToFileURL(outfile).href)
  rmSync(outfile, { force: true })
  return engine
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

function time(engine, file, queries, rounds) {
  const index = engine.loadIndexFile(file)
  const records = engine.recordsOf(file)
  const samples = []
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t = performance.now()
      engine.search(index, records, q)
      samples.push(performance.now() - t)
    }
  }
  samples.sort((a, b) => a - b)
  return { queries: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

const ruWords =
  'подписка подписку обновить приложение сервер подключение ошибка маршрутизация установка ссылка бот iphone android happ v2rayng karing windows настройки прокси порт'.split(
    ' ',
  )

/** Queries as readers type them: whole words, prefixes, two-word phrases, wrong layout. */
function queriesFrom(words) {
  const swap = {
    п: 'g',
    о: 'j',
    д: 'l',
    и: 'b',
    с: 'c',
    к: 'r',
    а: 'f',
    р: 'h',
    е: 't',
    н: 'y',
    т: 'n',
    ь: 'm',
    л: 'k',
    в: 'd',
    ч: 'x',
    у: 'e',
    б: ',',
  }
  const q = []
  for (const w of words) {
    q.push(w, w.slice(0, Math.max(3, w.length - 3)), [...w].map((c) => swap[c] ?? c).join(''))
    for (const v of words.slice(0, 8)) q.push(`${w} ${v}`)
  }
  return q
}

function syntheticRecords(engine, pages) {
  const vocab =
    'подписка приложение сервер подключение ошибка обновление маршрутизация установка ссылка настройка прокси порт протокол устройство телефон компьютер сеть скорость батарея правило'.split(
      ' ',
    )
  const docs = []
  for (let i = 0; i < pages; i++) {
    const body = Array.from({ length: 6 }, (_, s) => {
      const words = Array.from(
        { length: 120 },
        (_, k) => vocab[(i * 7 + s * 13 + k * 3) % vocab.length] + (k % 5 === 0 ? 'ми' : ''),
      )
      return `## Раздел ${s} страницы ${i}\n\n${words.join(' ')}.`
    }).join('\n\n')
    docs.push({ url: `/synthetic/page-${i}`, title: `Страница ${i}`, body })
  }
  return engine.buildRecords(docs)
}

export async function benchSearch(out = 'out') {
  const engine = await loadEngine()
  const result = { indexes: {}, latency: {} }
  for (const [locale, file] of [
    ['ru', 'search.json'],
    ['en', 'en/search.json'],
  ]) {
    const data = readFileSync(path.join(out, file))
    result.indexes[locale] = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length }
  }
  const real = JSON.parse(readFileSync(path.join(out, 'search.json'), 'utf8'))
  const queries = queriesFrom(ruWords)
  result.latency.real = time(engine, real, queries, Math.ceil(1000 / queries.length))
  const synthetic = await engine.buildIndexFile('ru', syntheticRecords(engine, 1000))
  result.latency.synthetic1000 = time(engine, synthetic, queries, Math.ceil(1000 / queries.length))
  result.latency.synthetic1000.sections = synthetic.records.length
  return result
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchSearch(), null, 2))
}
