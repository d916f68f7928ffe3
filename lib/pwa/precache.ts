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
 * What offline mode may store for one language (the shared files and the language's own), raw bytes: the
 * performance issue's 3 MB for pages, search index, scripts, styles and icons, raised by an allowance for
 * the language's images (the phone's AVIF and WebP of each figure: lib/images/rules.ts), about twice what
 * the FAQ's two figures need, so a few more fit. The service-worker step prints what each language stores
 * against both; `npm run budgets` fails over either.
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

/** The cache of one language's pages in one build. */
export const localeCacheName = (locale: Locale, version: string) => `offline-${locale}-${version}`
