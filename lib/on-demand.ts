/**
 * The code the page script loads on first use: each part's name (its built file is
 * `/_assets/<name>.<hash>.js`) and its source. scripts/build/client.ts builds each source into one file;
 * client/on-demand.ts is the one loader of them; the service worker and the hosts treat a part's
 * addresses with and without `RETRY_PARAM` as the same file.
 */
// Plain keys: an object with a computed key is kept in the page script even where nothing reads it.
export const ON_DEMAND_SOURCES = {
  search: 'client/search/dialog.ts',
  qr: 'client/qr.ts',
  'sw-register': 'client/sw-register.ts',
  'device-check': 'client/device-check.ts',
  'sidebar-sections': 'client/sidebar-sections.ts',
  'status-notice': 'client/status-notice.ts',
  /** A package: resolved from node_modules. */
  progress: 'nprogress',
} as const

export type OnDemandName = keyof typeof ON_DEMAND_SOURCES

/**
 * The query that makes a part's address new after a failed load (`search.<hash>.js?retry=1`): Chromium
 * before 15x and Firefox keep a failed `import()` of an address and fail every later import of it without
 * a request, so a retry must ask for an address the browser has not tried.
 */
export const RETRY_PARAM = 'retry'

/** The address without `RETRY_PARAM`: the same file, as a cache keys it. */
export function withoutRetry(url: string): string {
  const parsed = new URL(url)
  if (!parsed.searchParams.has(RETRY_PARAM)) return url
  parsed.searchParams.delete(RETRY_PARAM)
  return parsed.href
}
