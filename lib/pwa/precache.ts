import { locales, type Locale } from '@/lib/i18n/config'
import { localeOfPath, stripBasePath } from '@/lib/i18n/paths'

/** One file the offline mode stores: its site-absolute URL (clean for pages) and its revision. */
export interface OfflineEntry {
  url: string
  revision: string | null
}

/** Offline mode's files: what every language needs, and each language's pages and search index. */
export interface OfflineSets {
  shared: OfflineEntry[]
  byLocale: Record<Locale, OfflineEntry[]>
}

/**
 * A language's own file: a page (no extension: clean URL), its search index (the gzip copy, the one
 * offline mode stores) or its sidebar sections.
 */
export function isLocaleFile(url: string): boolean {
  const last = url.split('/').pop() ?? ''
  return !last.includes('.') || last === 'search.json.gz' || last === 'sidebar.json'
}

/**
 * Splits the precache manifest into the shared files and each language's files; `basePath` is the path
 * the site is served under, which the manifest's URLs start with.
 */
export function splitByLocale(entries: readonly OfflineEntry[], basePath = ''): OfflineSets {
  const sets: OfflineSets = {
    shared: [],
    byLocale: Object.fromEntries(locales.map((l) => [l, []])) as unknown as Record<
      Locale,
      OfflineEntry[]
    >,
  }
  for (const entry of entries) {
    if (isLocaleFile(entry.url))
      sets.byLocale[localeOfPath(stripBasePath(basePath, entry.url))].push(entry)
    else sets.shared.push(entry)
  }
  return sets
}

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
