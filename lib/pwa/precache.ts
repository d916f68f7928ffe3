import { locales, type Locale } from '@/lib/i18n/config'
import { stripBasePath } from '@/lib/i18n/paths'
import { parseImageUrl } from '@/lib/images/urls'

import { localeOfFile } from './locale-files'

/** One file the offline mode stores: its site-absolute URL (clean for pages) and its revision. */
export interface OfflineEntry {
  url: string
  revision: string | null
}

/** Offline mode's files: what every language needs, and each language's pages, search index and images. */
export interface OfflineSets {
  shared: OfflineEntry[]
  byLocale: Record<Locale, OfflineEntry[]>
}

/** Splits the precache manifest into the shared files and each language's files (`localeOfFile`). */
export function splitByLocale(entries: readonly OfflineEntry[], basePath = ''): OfflineSets {
  const sets: OfflineSets = {
    shared: [],
    byLocale: Object.fromEntries(locales.map((l) => [l, []])) as unknown as Record<
      Locale,
      OfflineEntry[]
    >,
  }
  for (const entry of entries) {
    const locale = localeOfFile(entry.url, basePath)
    if (locale) sets.byLocale[locale].push(entry)
    else sets.shared.push(entry)
  }
  return sets
}

/**
 * What offline mode may store for one language (the shared files and the language's own), in bytes as
 * stored (pages as their gzip copies where the browser can decompress: sw/sw.ts): 3 MiB for pages, search
 * index, scripts, styles and icons, and an allowance for the language's images (the phone's AVIF and WebP
 * of each figure: lib/images/rules.ts), about twice what the FAQ's two figures need, so a few more fit.
 * `npm run budgets` fails over either, and prints what a browser that cannot decompress stores.
 */
export const offlineBudget = {
  withoutImages: 3 * 1024 * 1024,
  images: 192 * 1024,
} as const

/** The whole of `offlineBudget`: what one language may store. */
export const offlineBudgetTotal = offlineBudget.withoutImages + offlineBudget.images

/** Whether a precached URL (under `basePath`) is a generated image. */
export const isImageFile = (url: string, basePath = '') =>
  parseImageUrl(stripBasePath(basePath, url)) !== undefined

/** A short stable hash of a set's URLs and revisions: a new build gets new cache names. */
export function setVersion(entries: readonly OfflineEntry[]): string {
  let hash = 5381
  for (const { url, revision } of entries) {
    for (const ch of `${url} ${revision ?? ''}\n`) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0
  }
  return hash.toString(36)
}

/** Whether a precached URL is a page (its clean URL: no file extension), not a file. */
export const isPageUrl = (url: string): boolean => !/\.[A-Za-z0-9]+$/.test(url.split(/[?#]/)[0]!)

/**
 * The build's gzip copy of a page's file (scripts/build/precompress.ts writes one beside every text file
 * over 1 KB): `/android/happ` → `/android/happ.html.gz`, the home page `<base>/` → `<base>/index.html.gz`.
 * Offline mode stores it where the browser can decompress it (sw/sw.ts): five to eight times fewer bytes
 * on the phone.
 */
export function compressedPageFile(url: string, basePath = ''): string {
  const home = url === '/' || url === basePath || url === `${basePath}/`
  return `${home ? `${basePath}/index` : url}.html.gz`
}

/** The header on a page offline mode stored compressed: the worker decompresses it when it serves it. */
export const STORED_ENCODING = 'x-stored-encoding'

/** The cache of one language's pages in one build. */
export const localeCacheName = (locale: Locale, version: string) => `offline-${locale}-${version}`
