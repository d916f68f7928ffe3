// The one loader of the code the page script loads on first use (lib/on-demand.ts lists the parts). A load
// that failed is never asked again from the same address: Chromium before 15x and Firefox keep a failed
// `import()` and fail every later import of that address without a request, so the next attempt asks for
// `<file>?retry=<n>`, the same file to the service worker and the hosts. Parts the reader asked for (search)
// try again when the reader does (Retry); parts the page loads by itself try again on their own, a few
// times, then when the network comes back.
import { RETRY_PARAM, type OnDemandName } from '@/lib/on-demand'

/** What each part exports. */
export interface OnDemandModules {
  search: typeof import('./search/dialog')
  qr: typeof import('./qr')
  'sw-register': typeof import('./sw-register')
  'device-check': typeof import('./device-check')
  'sidebar-sections': typeof import('./sidebar-sections')
  'status-notice': typeof import('./status-notice')
  /** A CommonJS package: its `module.exports` is the default export of its built file. */
  progress: { default: typeof import('nprogress') }
}

// Every part of lib/on-demand.ts has its module type above, and no other name does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const sameNames: Exact<keyof OnDemandModules, OnDemandName> = true
void sameNames

/** Waits before the automatic attempts after a failure; then only the network's return starts one. */
export const RETRY_DELAYS_MS = [1000, 3000, 10_000, 30_000] as const

/** The address of a part's `attempt`th load (0: the first), beside the page script. */
export function partUrl(file: string, attempt: number, base: string): string {
  const url = new URL(file, base)
  if (attempt > 0) url.searchParams.set(RETRY_PARAM, String(attempt))
  return url.href
}

export interface Loader {
  /** The part, loaded once; after a failed load, the next call asks for a new address. */
  load<N extends OnDemandName>(name: N): Promise<OnDemandModules[N]>
  /**
   * `task` (a load and what it does with the part) until it succeeds: again after each of
   * `RETRY_DELAYS_MS`, then each time the network comes back (`online`). For parts the reader did not ask
   * for; never rejects.
   */
  soon<T>(win: Window, task: () => Promise<T>): Promise<T>
}

/**
 * A loader of the built files `files` (name → file, beside `base`, the page script's address) through
 * `importUrl` (the browser's `import()`; a stand-in in the unit tests).
 */
export function createLoader(
  files: Readonly<Record<OnDemandName, string>>,
  base: string,
  importUrl: (url: string) => Promise<unknown>,
): Loader {
  // Per part: the load under way or done, and how many loads failed (the next address's number).
  const parts = new Map<OnDemandName, { loading?: Promise<unknown>; failures: number }>()
  return {
    load<N extends OnDemandName>(name: N) {
      let part = parts.get(name)
      if (!part) parts.set(name, (part = { failures: 0 }))
      const state = part
      state.loading ??= importUrl(partUrl(files[name], state.failures, base)).catch(
        (error: unknown) => {
          state.failures++
          state.loading = undefined
          throw error
        },
      )
      return state.loading as Promise<OnDemandModules[N]>
    },
    soon<T>(win: Window, task: () => Promise<T>) {
      return new Promise<T>((resolve) => {
        let retries = 0
        const run = () =>
          task().then(resolve, () => {
            const delay = RETRY_DELAYS_MS[retries++]
            if (delay !== undefined) win.setTimeout(run, delay)
            else {
              retries = 0
              win.addEventListener('online', run, { once: true })
            }
          })
        run()
      })
    },
  }
}

/** The page script's loader: the files the client build names (`__ON_DEMAND__`), beside the script. */
export const { load, soon } = createLoader(__ON_DEMAND__, import.meta.url, (url) => import(url))
