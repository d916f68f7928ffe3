import type { Locale } from '../i18n/config'
import { localizedPath } from '../i18n/paths'

/**
 * Public URL of a locale's search file (`/search.json`, `/en/search.json`), fetched on the first use of the
 * search. The post-build step `scripts/build/search-index.ts` writes it from the exported pages.
 */
export const searchFileUrl = (locale: Locale) => localizedPath(locale, '/search.json')

/**
 * The same file gzipped (`/search.json.gz`), written beside it. Browsers that can decompress it
 * (DecompressionStream) fetch this one, and it is the copy offline mode stores: a quarter of the bytes on
 * the phone, where a cached response is kept uncompressed.
 */
export const compressedSearchFileUrl = (url: string) => `${url}.gz`
