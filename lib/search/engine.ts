import { Document, Encoder } from 'flexsearch'

import type { Locale } from '../i18n/config'
import { normalize, stem, tokenize } from './encoder'
import { swapLayout } from './keyboard'
import { writtenAppNames } from './spoken-names'
import type { SearchRecord } from './records'

/**
 * The static file a locale's search loads on first use. Records are stored compactly:
 * `[page index, anchor, heading, start of the text]`; `pages` holds `[url, title]`.
 */
export interface SearchIndexFile {
  locale: Locale
  pages: [url: string, title: string][]
  records: [page: number, anchor: string, heading: string, text: string][]
  index: Record<string, string>
}

type SearchDocument = { id: number; heading: string; text: string }

/**
 * Fields and weights. Headings and titles are indexed `forward` (every prefix), so a half-typed word finds
 * them; body text is indexed by whole stems only, which keeps the exported index a third of the size.
 */
const fields = [
  { field: 'heading', weight: 3, tokenize: 'forward' },
  { field: 'text', weight: 1, tokenize: 'strict' },
] as const

/** Characters of each section's text kept for the snippet. */
export const SNIPPET_SOURCE_LENGTH = 120

/** Words too common to tell sections apart; leaving them out keeps the index small. */
const stopWords = new Set(
  (
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от ' +
    'меня еще нет о из ему когда даже ну ли если уже или ни быть был него до вас вам ведь там потом себя ей ' +
    'может они тут где есть надо ней для мы тебя их чем была сам без будет ж тогда кто этот того этого какой ' +
    'здесь этом один мой тем чтобы нее сейчас были куда можно при об другой хоть после над больше тот через ' +
    'эти нас про всего них какая много три эту моя свою этой перед лучше том такой им более всегда это ' +
    'the a an and or of to in on for is are be it this that with as by from at your you can if not'
  ).split(' '),
)

/** Expands the compact file into records. */
export function recordsOf(file: SearchIndexFile): SearchRecord[] {
  return file.records.map(([page, anchor, heading, text]) => {
    const [url, title] = file.pages[page]!
    return { url: anchor ? `${url}#${anchor}` : url, page: title, heading, text }
  })
}

/**
 * A flexsearch Document index whose encoder folds case and ё, splits on anything but letters and digits and
 * stems with Snowball stemmers (flexsearch has no Russian pack). `forward` tokenization matches prefixes,
 * so a half-typed word ("подпис") finds the whole one ("подписка").
 */
export function createIndex(locale: Locale) {
  const encoder = new Encoder({
    normalize,
    split: /[^\p{L}\p{N}]+/u,
    dedupe: false,
    filter: (term: string) => !stopWords.has(term),
    finalize: (terms: string[]) => terms.map((t) => stem(t, locale)),
  })
  return new Document<SearchDocument>({
    encoder,
    document: {
      id: 'id',
      index: fields.map(({ field, tokenize }) => ({ field, tokenize, resolution: 1 })),
    },
  })
}

/** Builds the index of a locale's records and exports it for the static file. */
export async function buildIndexFile(
  locale: Locale,
  records: SearchRecord[],
): Promise<SearchIndexFile> {
  const index = createIndex(locale)
  records.forEach((r, id) => index.add({ id, heading: r.heading, text: r.text }))
  const data: Record<string, string> = {}
  await index.export((key: string, value: string) => {
    data[key] = value
  })
  const pages: SearchIndexFile['pages'] = []
  const pageIndex = new Map<string, number>()
  const compact = records.map((r): SearchIndexFile['records'][number] => {
    const [url = '', anchor = ''] = r.url.split('#')
    if (!pageIndex.has(url)) {
      pageIndex.set(url, pages.length)
      pages.push([url, r.page])
    }
    return [pageIndex.get(url)!, anchor, r.heading, r.text.slice(0, SNIPPET_SOURCE_LENGTH)]
  })
  return { locale, pages, records: compact, index: data }
}

/** Restores the index from the static file, without re-indexing. */
export function loadIndexFile(file: SearchIndexFile) {
  const index = createIndex(file.locale)
  for (const [key, value] of Object.entries(file.index)) index.import(key, value)
  return index
}

export interface SearchHit {
  record: SearchRecord
  score: number
}

export interface SearchGroup {
  /** Page URL without the anchor. */
  page: string
  title: string
  hits: SearchHit[]
}

function run(
  index: ReturnType<typeof createIndex>,
  query: string,
  limit: number,
): Map<number, number> {
  const scores = new Map<number, number>()
  const results = index.search(query, { limit }) as unknown as { field: string; result: number[] }[]
  for (const { field, result } of results) {
    const weight = fields.find((f) => f.field === field)?.weight ?? 1
    result.forEach((id, rank) =>
      scores.set(id, (scores.get(id) ?? 0) + weight * (1 / (1 + rank * 0.1))),
    )
  }
  return scores
}

/**
 * Searches the query as typed, with the app names written in Cyrillic read as their Latin names
 * (`writtenAppNames`), and, when it finds little, as if typed in the other keyboard layout (app names
 * read the same way). Results are grouped by page, best page first, each page's sections best first.
 */
export function search(
  index: ReturnType<typeof createIndex>,
  records: readonly SearchRecord[],
  query: string,
  limit = 40,
): SearchGroup[] {
  const trimmed = query.trim()
  if (!trimmed) return []
  const scores = run(index, trimmed, limit)
  const others = new Set([writtenAppNames(trimmed)])
  const swapped = swapLayout(trimmed)
  if (swapped !== normalize(trimmed) && scores.size < 3)
    others.add(swapped).add(writtenAppNames(swapped))
  others.delete(trimmed)
  for (const other of others)
    for (const [id, score] of run(index, other, limit))
      scores.set(id, Math.max(scores.get(id) ?? 0, score))
  const groups = new Map<string, SearchGroup>()
  for (const [id, score] of [...scores].sort((a, b) => b[1] - a[1])) {
    const record = records[id]
    if (!record) continue
    const page = record.url.split('#')[0]!
    const group = groups.get(page) ?? { page, title: record.page, hits: [] }
    group.hits.push({ record, score })
    groups.set(page, group)
  }
  return [...groups.values()]
}

/** The terms a query is matched by (its own, the other layout's, the apps' Latin names), for highlighting. */
export function queryTerms(query: string, locale: Locale): string[] {
  const swapped = swapLayout(query)
  const words = [query, swapped, writtenAppNames(query), writtenAppNames(swapped)].flatMap(tokenize)
  return [...new Set(words.map((w) => stem(w, locale)).filter((t) => t.length > 0))]
}

/** A piece of a snippet; `match` pieces are highlighted. */
export interface SnippetPart {
  text: string
  match: boolean
}

/** A window of the text around the first match, split into matched and plain parts. */
export function snippet(
  text: string,
  terms: readonly string[],
  locale: Locale,
  size = SNIPPET_SOURCE_LENGTH,
): SnippetPart[] {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
  const isMatch = (word: string) => {
    const stemmed = stem(normalize(word), locale)
    return terms.some(
      (t) => stemmed.startsWith(t) || (t.length > 3 && t.startsWith(stemmed) && stemmed.length > 3),
    )
  }
  const first = words.find((w) => isMatch(w[0]))
  const center = first?.index ?? 0
  let start = Math.max(0, center - Math.floor(size / 3))
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  const end = Math.min(text.length, start + size)
  const parts: SnippetPart[] = []
  let cursor = start
  for (const w of words) {
    const at = w.index ?? 0
    if (at < start || at + w[0].length > end) continue
    if (!isMatch(w[0])) continue
    if (at > cursor) parts.push({ text: text.slice(cursor, at), match: false })
    parts.push({ text: w[0], match: true })
    cursor = at + w[0].length
  }
  if (cursor < end) parts.push({ text: text.slice(cursor, end), match: false })
  if (start > 0) parts.unshift({ text: '… ', match: false })
  if (end < text.length) parts.push({ text: ' …', match: false })
  return parts
}
