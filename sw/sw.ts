/// <reference lib="webworker" />
// The service worker, bundled by scripts/build/service-worker.ts (esbuild) and given its precache manifest
// by @serwist/build's injectManifest over out/. Serwist over a static export:
// https://serwist.pages.dev/docs/serwist/core/serwist
//
// Offline mode stores what fits a phone: the shared files (script, styles, favicon) in Serwist's precache,
// and the pages, search index and figures of the reader's language in a cache of their own, filled at
// install for the language of the page that installed the worker, and for another language the first time
// a page of it is opened. Without offline mode, only the offline pages are stored up front and visited pages are
// kept as they are opened.
//
// The service's status feed (siteConfig.statusFeed, another origin) matches none of the routes below, so
// the worker never answers it, from a cache or otherwise: the page reads it from the network with
// `cache: 'no-store'` and keeps the last state it read, with its time, in localStorage (client/status.ts).
// A stale state is never shown as current; the offline page shows the kept one as "as of <time>".
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type RuntimeCaching,
} from 'serwist'

import { defaultLocale, locales, type Locale } from '../lib/i18n/config'
import {
  localeOfPath as localeOfSitePath,
  localizedPath,
  stripBasePath,
  withBasePath,
} from '../lib/i18n/paths'
import { parseImageUrl, sameImage, type ImageFileName } from '../lib/images/urls'
import { RETRY_PARAM, withoutRetry } from '../lib/on-demand'
import { isLocaleData } from '../lib/pwa/locale-files'
import { OFFLINE_PATH, parseWorkerParams } from '../lib/pwa/params'
import {
  compressedPageFile,
  isPageUrl,
  localeCacheName,
  setVersion,
  splitByLocale,
  STORED_ENCODING,
  type OfflineEntry,
} from '../lib/pwa/precache'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] }
/** Offline pages and the files they need, kept even without offline mode (set by the build). */
declare const FALLBACK_URLS: string[]

const params = parseWorkerParams(self.location.search)
/** The base path the site is served under: the worker's scope (`/docs/` → `/docs`, `/` → ''). */
const base = new URL(self.registration.scope).pathname.replace(/\/$/, '')
/** A request path's locale, under the base path. The manifest's URLs carry the base path already. */
const localeOfPath = (pathname: string) => localeOfSitePath(stripBasePath(base, pathname))
/** The URL of a locale's page under the base path. */
const pageUrl = (locale: Locale, path: string) => withBasePath(base, localizedPath(locale, path))
const log = (...args: unknown[]) => {
  if (params.debug) console.log('[sw]', ...args)
}

const toEntry = (e: PrecacheEntry | string): OfflineEntry =>
  typeof e === 'string' ? { url: e, revision: null } : { url: e.url, revision: e.revision ?? null }
// injectManifest replaces exactly one occurrence of the manifest placeholder.
const manifest = self.__SW_MANIFEST
const sets = splitByLocale(manifest.map(toEntry), base)
const fallbackUrls = new Set(FALLBACK_URLS)
const versions = Object.fromEntries(
  locales.map((l) => [l, setVersion(sets.byLocale[l])]),
) as Record<Locale, string>
const cacheOf = (locale: Locale) => localeCacheName(locale, versions[locale])

// Serwist precaches the shared files in offline mode; otherwise only the offline pages and their styles.
const localeUrls = new Set(locales.flatMap((l) => sets.byLocale[l].map((e) => e.url)))
const precacheEntries = manifest.filter((e) => {
  const { url } = toEntry(e)
  return fallbackUrls.has(url) || (params.offlineMode && !localeUrls.has(url))
})

const isNavigation = (request: Request) => request.mode === 'navigate'

/** A generated image of this site (lib/images/urls.ts), or undefined for any other URL. */
const imageOf = (url: URL) =>
  url.origin === self.location.origin ? parseImageUrl(stripBasePath(base, url.pathname)) : undefined

/**
 * A stored file of the same image that can stand in for `wanted`: the same format at another width (the
 * browser chose the format from the figure's <source> types and scales the file into the figure's box), or
 * for the zoom link, which opens the full-size PNG or JPEG as a page, the stored WebP (every browser with a
 * service worker shows WebP).
 */
function standIn(stored: URL[], wanted: ImageFileName, navigation: boolean): URL | undefined {
  const versions = stored.filter((u) => {
    const found = imageOf(u)
    return found !== undefined && sameImage(found, wanted)
  })
  return (
    versions.find((u) => imageOf(u)!.ext === wanted.ext) ??
    (navigation ? versions.find((u) => imageOf(u)!.ext === 'webp') : undefined)
  )
}

/**
 * A page as offline mode stores it: the build's gzip copy of its file (`x.html.gz`, lib/pwa/precache.ts)
 * where this browser can decompress it (DecompressionStream), marked so that `served` decompresses it;
 * else, or where the host has no such copy, the page itself. A host that sends the copy decoded
 * (`Content-Encoding: gzip`) hands over the plain page: stored as it is.
 */
async function toStore(url: string): Promise<Response> {
  const init = { cache: 'reload', credentials: 'same-origin' } as const
  if (typeof DecompressionStream === 'function' && isPageUrl(url)) {
    const copy = await fetch(compressedPageFile(url, base), init).catch(() => undefined)
    if (copy?.ok) {
      const bytes = new Uint8Array(await copy.arrayBuffer())
      const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b
      const headers = new Headers(copy.headers)
      for (const name of ['content-encoding', 'content-length', 'content-type'])
        headers.delete(name)
      headers.set('content-type', 'text/html; charset=utf-8')
      if (gzip) headers.set(STORED_ENCODING, 'gzip')
      return new Response(bytes, { headers })
    }
  }
  return fetch(url, init)
}

/** A stored page as the reader gets it: decompressed where it was stored compressed (`toStore`). */
function served(response: Response): Response {
  if (response.headers.get(STORED_ENCODING) !== 'gzip' || !response.body) return response
  const headers = new Headers(response.headers)
  headers.delete(STORED_ENCODING)
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), { headers })
}

/** Stores every page and the search index of a language (once per build); true when they are all there. */
async function cacheLocale(locale: Locale): Promise<boolean> {
  const cache = await caches.open(cacheOf(locale))
  const stored = new Set((await cache.keys()).map((r) => new URL(r.url).pathname))
  const missing = sets.byLocale[locale].filter((e) => !stored.has(e.url))
  if (missing.length === 0) return true
  log('caching', locale, missing.length, 'files')
  const results = await Promise.allSettled(
    missing.map(async ({ url }) => {
      const response = await toStore(url)
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      await cache.put(url, response)
    }),
  )
  await cacheNotFoundPage(locale)
  const failed = results.filter((r) => r.status === 'rejected').length
  if (failed > 0) log('caching', locale, failed, 'files failed; tried again on the next page')
  return failed === 0
}

/** A language's not-found page, fetched at install (it answers with status 404, which caches refuse). */
const NOT_FOUND_CACHE = 'not-found'
const notFoundProbe = (locale: Locale) => pageUrl(locale, '/__offline-404-probe')

async function cacheNotFoundPage(locale: Locale) {
  const cache = await caches.open(NOT_FOUND_CACHE)
  const response = await fetch(notFoundProbe(locale), { cache: 'reload' })
  if (response.status === 404 && response.headers.get('content-type')?.includes('text/html')) {
    await cache.put(notFoundProbe(locale), response)
  }
}

/** The languages of the pages this worker serves now (at install: the page that registered it). */
async function clientLocales(): Promise<Locale[]> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const found = new Set(clients.map((c) => localeOfPath(new URL(c.url).pathname)))
  return found.size > 0 ? [...found] : [defaultLocale]
}

/** Offline mode: a language's pages from its cache; a language not stored yet from the network. */
async function offlinePage({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const cache = await caches.open(cacheOf(locale))
  const path = decodeURI(url.pathname)
  const cached = (await cache.match(url.pathname)) ?? (await cache.match(path))
  if (cached) return served(cached)
  const known = (await cache.keys()).length > 0
  if (!known && 'waitUntil' in event) (event as ExtendableEvent).waitUntil(cacheLocale(locale))
  try {
    return await fetch(request)
  } catch {
    if (!isNavigation(request)) return Response.error()
    // Stored language: the page does not exist. Language not stored yet: the offline page.
    const answer = known
      ? await caches.match(notFoundProbe(locale), { cacheName: NOT_FOUND_CACHE })
      : await serwist.matchPrecache(pageUrl(locale, OFFLINE_PATH))
    return answer ?? Response.error()
  }
}

/**
 * Offline mode, a figure's file: stored with its language (one width per format), else the network, else
 * a stored version of the same image (`standIn`).
 */
async function offlineImage({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const wanted = imageOf(url)!
  const cache = await caches.open(cacheOf(wanted.locale))
  const cached = await cache.match(url.pathname)
  if (cached) return cached
  try {
    return await fetch(request)
  } catch {
    const stored = (await cache.keys()).map((r) => new URL(r.url))
    const other = standIn(stored, wanted, isNavigation(request))
    log('image', url.pathname, other ? `offline: ${other.pathname}` : 'offline: none stored')
    return (other && (await cache.match(other.pathname))) ?? Response.error()
  }
}

const offlineMode: RuntimeCaching[] = [
  // Before the pages: the zoom link opens an image as a page.
  { matcher: ({ url }) => imageOf(url) !== undefined, handler: offlineImage },
  {
    matcher: ({ request, url, sameOrigin }) =>
      sameOrigin && (isNavigation(request) || isLocaleData(url.pathname)),
    handler: offlinePage,
  },
]

const visitedPages: RuntimeCaching[] = [
  {
    // Figures of pages the reader opened (and a zoomed one), in a cache of their own so that they do
    // not push the scripts and styles out of theirs. Names change with the content: cache first.
    matcher: ({ url }) => imageOf(url) !== undefined,
    handler: new CacheFirst({
      cacheName: 'images',
      plugins: [new ExpirationPlugin({ maxEntries: 60 })],
    }),
  },
  {
    // Pages the reader opened: network first, the cached copy when the network fails.
    matcher: ({ request, sameOrigin }) => sameOrigin && isNavigation(request),
    handler: new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: 8,
      plugins: [new ExpirationPlugin({ maxEntries: 60 })],
    }),
  },
  {
    matcher: ({ url, sameOrigin }) =>
      sameOrigin &&
      (url.pathname.startsWith(`${base}/_assets/`) ||
        url.pathname.startsWith(`${base}/_next/static/`)),
    // Content-hashed file names never change, so the cached copy is always right. A part loaded again
    // after a failure (`?retry=1`, client/on-demand.ts) is the same file: one entry, under the plain address.
    handler: new CacheFirst({
      cacheName: 'static',
      plugins: [
        new ExpirationPlugin({ maxEntries: 60 }),
        { cacheKeyWillBeUsed: async ({ request }) => withoutRetry(request.url) },
      ],
    }),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && isLocaleData(url.pathname),
    handler: new NetworkFirst({
      cacheName: 'locale-data',
      plugins: [new ExpirationPlugin({ maxEntries: locales.length * 2 })],
    }),
  },
]

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: {
    cleanURLs: true,
    directoryIndex: 'index.html',
    // `retry`: a part loaded again after a failure is the same precached file (client/on-demand.ts).
    ignoreURLParametersMatching: [/^offlineMode$/, /^utm_/, new RegExp(`^${RETRY_PARAM}$`)],
    cleanupOutdatedCaches: true,
    concurrency: 8,
  },
  // Decided in the install handler below.
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: params.offlineMode ? offlineMode : visitedPages,
  fallbacks: {
    entries: params.offlineMode
      ? []
      : locales
          .filter((l) => l !== defaultLocale)
          .map((locale) => ({
            url: pageUrl(locale, OFFLINE_PATH),
            matcher: ({ request }: { request: Request }) =>
              isNavigation(request) && localeOfPath(new URL(request.url).pathname) === locale,
          }))
          .concat({
            url: pageUrl(defaultLocale, OFFLINE_PATH),
            matcher: ({ request }: { request: Request }) => isNavigation(request),
          }),
  },
})

self.addEventListener('install', (event) => {
  // A new worker takes over at once, except when it replaces an offline-mode worker with an offline-mode one:
  // that is a new version of a site the reader keeps offline, and it waits for the reader's "Refresh".
  const active = self.registration.active
  const replacesOffline = active
    ? parseWorkerParams(new URL(active.scriptURL).search).offlineMode
    : false
  const waits = params.offlineMode && replacesOffline
  log('install', { ...params, precache: precacheEntries.length, waits })
  if (params.offlineMode) {
    // The reader's language is stored before the worker takes over, so the site opens offline at once.
    event.waitUntil(clientLocales().then((found) => Promise.all(found.map(cacheLocale))))
  }
  if (!waits) void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  log('activate')
  // Language caches of older builds go once this build takes over.
  const current = new Set(locales.map(cacheOf))
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith('offline-') && !current.has(n))
            .map((n) => caches.delete(n)),
        ),
      ),
  )
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') {
    log('skip waiting: the reader accepted the update')
    void self.skipWaiting()
  }
})

if (params.debug) {
  self.addEventListener('fetch', (event) => {
    const { request } = event
    log(
      request.mode === 'navigate' ? 'navigate' : 'fetch',
      request.url,
      params.offlineMode ? 'cache first' : 'network first',
    )
  })
}

serwist.addEventListeners()
