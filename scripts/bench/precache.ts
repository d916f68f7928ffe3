// What offline mode stores for one language, computed from out/ the way the service worker splits it:
// the precache manifest embedded in out/sw.js, split by lib/pwa/precache.ts into shared files and each
// language's files. Offline mode stores the shared files and the reader's language (sw/sw.ts).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { exportedFile } from '@/lib/files'
import { locales, type Locale } from '@/lib/i18n/config'
import { isImageFile, isPageUrl, splitByLocale, type OfflineEntry } from '@/lib/pwa/precache'

/** The manifest entries (`{"url":…,"revision":…}`, keys in any order) injected into a built sw.js. */
export function precacheManifest(sw: string): OfflineEntry[] {
  return [...sw.matchAll(/\{[^{}]*"url":"[^"]*"[^{}]*\}/g)].map((m) => {
    const entry = JSON.parse(m[0]) as { url: string; revision?: string | null }
    return { url: entry.url, revision: entry.revision ?? null }
  })
}

export interface OfflineSize {
  /**
   * What a browser that cannot decompress (no DecompressionStream: Safari before 16.4, Firefox before
   * 113) stores for one language instead: every page uncompressed.
   */
  oneLanguageRawBytes: number
  /** Each language's pages, search index and images; `imageBytes` of them the images. */
  byLocale: Record<Locale, { bytes: number; imageBytes: number }>
  /** The language with more bytes. */
  largest: Locale
  /** What offline mode stores for one language: the shared files and the larger language, raw bytes. */
  oneLanguageBytes: number
}

/**
 * The bytes offline mode stores for a file: a page as the build's gzip copy of its file where there is one
 * (sw/sw.ts, `compressedPageFile`), unless `raw`.
 */
function storedBytes(out: string, url: string, raw = false): number {
  // The file itself, else the page (`/x` → x.html or x/index.html).
  const file = exportedFile(out, decodeURI(url))
  if (!file) throw new Error(`out/sw.js lists ${url}, which is not in ${out}`)
  if (!raw && isPageUrl(url) && existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size
  return statSync(file).size
}

/** Sizes of the offline sets of the site in `out`. */
export function offlineSize(out: string): OfflineSize {
  const entries = precacheManifest(readFileSync(path.join(out, 'sw.js'), 'utf8'))
  if (entries.length === 0) throw new Error(`${out}/sw.js: no precache manifest found`)
  const bytes = (list: readonly OfflineEntry[], raw = false) =>
    list.reduce((n, e) => n + storedBytes(out, e.url, raw), 0)
  const sets = splitByLocale(entries)
  const byLocale = Object.fromEntries(
    locales.map((l) => {
      const images = sets.byLocale[l].filter((e) => isImageFile(e.url))
      return [l, { bytes: bytes(sets.byLocale[l]), imageBytes: bytes(images) }]
    }),
  ) as OfflineSize['byLocale']
  const largest = locales.reduce((a, b) => (byLocale[b].bytes > byLocale[a].bytes ? b : a))
  return {
    oneLanguageRawBytes:
      bytes(sets.shared, true) + Math.max(...locales.map((l) => bytes(sets.byLocale[l], true))),
    byLocale,
    largest,
    oneLanguageBytes: bytes(sets.shared) + byLocale[largest].bytes,
  }
}
