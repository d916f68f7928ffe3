// Search benchmark: index size per locale and query latency (p50/p95 over many queries) on the real index and
// on a synthetic 1000-page index. Prints figures; asserts nothing.
// Run: node scripts/run.mjs scripts/bench-search.ts [out]   (npm run bench runs it too)
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Locale } from '@/lib/i18n/config'
import {
  buildIndexFile,
  loadIndexFile,
  recordsOf,
  search,
  type SearchIndexFile,
} from '@/lib/search/engine'
import { pageRecords, type SearchRecord } from '@/lib/search/records'
import { searchFileUrl } from '@/lib/search/search-file'

import { gzipBytes } from './lib/gzip'

export interface Latency {
  queries: number
  p50: number
  p95: number
}

export interface SearchBench {
  /** Bytes of each locale's search.json. */
  indexes: Record<Locale, { raw: number; gzip: number }>
  latency: { real: Latency; synthetic1000: Latency & { sections: number } }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

function time(file: SearchIndexFile, queries: string[], rounds: number): Latency {
  const index = loadIndexFile(file)
  const records = recordsOf(file)
  const samples: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t = performance.now()
      search(index, records, q)
      samples.push(performance.now() - t)
    }
  }
  samples.sort((a, b) => a - b)
  return { queries: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

const ruWords =
  'подписка подписку обновить приложение сервер подключение ошибка маршрутизация установка ссылка бот iphone android happ v2rayng karing windows настройки прокси порт хапп клэш в2рейнг'.split(
    ' ',
  )

/** Queries as readers type them: whole words, prefixes, two-word phrases, wrong layout, app names in Cyrillic. */
function queriesFrom(words: string[]): string[] {
  const swap: Record<string, string> = {
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
  const q: string[] = []
  for (const w of words) {
    q.push(w, w.slice(0, Math.max(3, w.length - 3)), [...w].map((c) => swap[c] ?? c).join(''))
    for (const v of words.slice(0, 8)) q.push(`${w} ${v}`)
  }
  return q
}

function syntheticRecords(pages: number): SearchRecord[] {
  const vocab =
    'подписка приложение сервер подключение ошибка обновление маршрутизация установка ссылка настройка прокси порт протокол устройство телефон компьютер сеть скорость батарея правило'.split(
      ' ',
    )
  const records: SearchRecord[] = []
  for (let i = 0; i < pages; i++) {
    const sections = Array.from({ length: 6 }, (_, s) => {
      const words = Array.from(
        { length: 120 },
        (_, k) => vocab[(i * 7 + s * 13 + k * 3) % vocab.length] + (k % 5 === 0 ? 'ми' : ''),
      )
      return `<h2 id="s${s}">Раздел ${s} страницы ${i}</h2><p>${words.join(' ')}.</p>`
    }).join('')
    const html = `<div data-search-body><h1>Страница ${i}</h1>${sections}</div>`
    records.push(...pageRecords(`/synthetic/page-${i}`, html))
  }
  return records
}

export async function benchSearch(out = 'out'): Promise<SearchBench> {
  const size = (file: string) => {
    const data = readFileSync(path.join(out, file))
    return { raw: data.length, gzip: gzipBytes(data) }
  }
  const indexes = { ru: size(searchFileUrl('ru')), en: size(searchFileUrl('en')) }
  const real = JSON.parse(
    readFileSync(path.join(out, searchFileUrl('ru')), 'utf8'),
  ) as SearchIndexFile
  const queries = queriesFrom(ruWords)
  const rounds = Math.ceil(1000 / queries.length)
  const synthetic = await buildIndexFile('ru', syntheticRecords(1000))
  return {
    indexes,
    latency: {
      real: time(real, queries, rounds),
      synthetic1000: { ...time(synthetic, queries, rounds), sections: synthetic.records.length },
    },
  }
}

// scripts/run.mjs sets argv[1] to the entry it runs.
if (process.argv[1]?.endsWith('bench-search.ts')) {
  console.log(JSON.stringify(await benchSearch(process.argv[2]), null, 2))
}
