/// <reference lib="webworker" />
// The service worker, bundled by scripts/build/service-worker.mjs (esbuild) and given its precache manifest by
// @serwist/build's injectManifest over out/. Serwist over a static export:
// https://serwist.pages.dev/docs/serwist/core/serwist
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist'

import { parseWorkerParams } from '../lib/pwa/params'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] }
/** Offline pages and the files they need, kept even without offline mode (set by the build). */
declare const FALLBACK_URLS: string[]

const params = parseWorkerParams(self.location.search)
const log = (...args: unknown[]) => {
  if (params.debug) console.log('[sw]', ...args)
}

const entryUrl = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url)
const manifest = self.__SW_MANIFEST
const fallbackUrls = new Set(FALLBACK_URLS)
// Offline mode precaches the whole site; otherwise only the offline pages.
const precacheEntries = params.offlineMode
  ? manifest
  : manifest.filter((e) => fallbackUrls.has(entryUrl(e)))

/** Next adds `?_rsc=<hash>` to payload requests; one cache entry per file is enough. */
const stripRscParam: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url)
    url.searchParams.delete('_rsc')
    return url.href
  },
}

const isEnglish = (url: URL) => url.pathname === '/en' || url.pathname.startsWith('/en/')
const isNavigation = (request: Request) => request.mode === 'navigate'

const visitedPages: RuntimeCaching[] = [
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
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.txt'),
    handler: new NetworkFirst({
      cacheName: 'payloads',
      networkTimeoutSeconds: 8,
      plugins: [stripRscParam, new ExpirationPlugin({ maxEntries: 150 })],
    }),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
    // Content-hashed file names never change, so the cached copy is always right.
    handler: new CacheFirst({
      cacheName: 'static',
      plugins: [new ExpirationPlugin({ maxEntries: 150 })],
    }),
  },
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('search.json'),
    handler: new NetworkFirst({
      cacheName: 'search',
      plugins: [new ExpirationPlugin({ maxEntries: 2 })],
    }),
  },
]

/** The not-found pages, fetched at install (they answer with status 404, which the precache refuses). */
const NOT_FOUND_CACHE = 'not-found'
const notFoundProbe = (english: boolean) => `${english ? '/en' : ''}/__offline-404-probe`

async function cacheNotFoundPages() {
  const cache = await caches.open(NOT_FOUND_CACHE)
  await Promise.all(
    [false, true].map(async (english) => {
      const response = await fetch(notFoundProbe(english), { cache: 'reload' })
      if (response.status === 404 && response.headers.get('content-type')?.includes('text/html')) {
        await cache.put(notFoundProbe(english), response)
      }
    }),
  )
}

const unknownPages: RuntimeCaching[] = [
  // Everything known is precached and served cache-first; other navigations try the network, then the 404 page.
  {
    matcher: ({ request, sameOrigin }) => sameOrigin && isNavigation(request),
    handler: new NetworkOnly(),
  },
]

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: {
    cleanURLs: true,
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/^_rsc$/, /^offlineMode$/, /^utm_/],
    cleanupOutdatedCaches: true,
    concurrency: 8,
  },
  // Decided in the install handler below.
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: params.offlineMode ? unknownPages : visitedPages,
  fallbacks: {
    entries: params.offlineMode
      ? []
      : [
          {
            url: '/en/offline',
            matcher: ({ request }) => isNavigation(request) && isEnglish(new URL(request.url)),
          },
          { url: '/offline', matcher: ({ request }) => isNavigation(request) },
        ],
  },
})

self.addEventListener('install', () => {
  // A new worker takes over at once, except when it replaces an offline-mode worker with an offline-mode one:
  // that is a new version of a site the reader keeps offline, and it waits for the reader's "Refresh".
  const active = self.registration.active
  const replacesOffline = active
    ? parseWorkerParams(new URL(active.scriptURL).search).offlineMode
    : false
  const waits = params.offlineMode && replacesOffline
  log('install', { ...params, precache: precacheEntries.length, waits })
  if (!waits) void self.skipWaiting()
})
self.addEventListener('activate', () => log('activate'))
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

if (params.offlineMode) {
  // A page the site does not have: the not-found page, in the reader's language, even with no network.
  serwist.setCatchHandler(async ({ request }) => {
    if (!isNavigation(request)) return Response.error()
    const cached = await caches.match(notFoundProbe(isEnglish(new URL(request.url))), {
      cacheName: NOT_FOUND_CACHE,
    })
    return cached ?? Response.error()
  })
  self.addEventListener('install', (event) => event.waitUntil(cacheNotFoundPages()))
}

serwist.addEventListeners()
