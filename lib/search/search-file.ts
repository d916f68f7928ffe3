import type { Locale } from '../i18n/config'
import { localizedPath } from '../i18n/paths'

/**
 * Public URL of a locale's search file (`/search.json`, `/en/search.json`), fetched on the first use of the
 * search. The post-build step `scripts/build/search-index.ts` writes it from the exported pages.
 */
export const searchFileUrl = (locale: Locale) => localizedPath(locale, '/search.json')
