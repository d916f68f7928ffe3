import { siteConfig } from '../site-config'

import type { Locale } from './config'
import { localizedPath, withBasePath } from './paths'

/**
 * The href of a site path in this build: under `siteConfig.basePath` (BASE_PATH). Every link, asset and
 * data URL the pages render goes through it; canonical URLs, search records and content URLs stay
 * base-free (`localizedPath`, `doc.url`).
 */
export function sitePath(path: string): string {
  return withBasePath(siteConfig.basePath, path)
}

/** `sitePath(localizedPath(locale, path))`: the href of a locale's page. */
export function localizedHref(locale: Locale, path: string): string {
  return sitePath(localizedPath(locale, path))
}
