import { readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { injectManifest } from '@serwist/build'
import { build } from 'esbuild'

import { locales } from '@/lib/i18n/config'
import { OFFLINE_PATH } from '@/lib/pwa/params'
import { isImageFile, offlineBudget, offlineBudgetTotal, splitByLocale } from '@/lib/pwa/precache'
import { localizedPath } from '@/lib/i18n/paths'
import { sitePath } from '@/lib/i18n/href'
import { readClientManifest } from '@/lib/client-assets'
import { readImageManifest } from '@/lib/images/manifest'
import { IMAGES_PATH } from '@/lib/images/urls'
import { siteConfig } from '@/lib/site-config'
import { SINGLE_FILES_DIR } from '@/lib/single-files'
import { STATUS_NOTICE_CHUNK } from '@/lib/status/markup'

import { linkedStylesheets } from '../lib/html'
import type { PostBuild } from './post-build'

/**
 * Files offline mode stores: pages, scripts, styles, fonts, the favicon, the manifest, the sidebar
 * sections, the search indexes (their gzip copies: lib/search/search-file.ts) and the pages' images (of
 * which only the files the image manifest lists as `offline` are kept: `offlineImages`). The PNG icons in
 * icons/ are not: no page shows them; the browser or the home screen fetches them once, online, when the
 * reader installs the site, and keeps its own copy (30 KB a reader's phone would store twice).
 */
export const precacheGlobs = [
  '**/*.{html,js,css,woff,woff2,svg,ico,webmanifest,json}',
  '**/search.json.gz',
  `${IMAGES_PATH.slice(1)}/**/*.{avif,webp}`,
]

/**
 * The generated images offline mode stores: per figure the variants a phone takes, AVIF and WebP (the
 * worker answers a request for another width of the same format with them, sw/sw.ts). Other widths, the
 * PNG/JPEG fallbacks, the full-size zoom files and the single-file copies stay online.
 */
function offlineImages(): Set<string> {
  return new Set(Object.values(readImageManifest().images).flatMap((image) => image.offline))
}

/**
 * The offline pages, the stylesheets and page script they link, and the status notice's chunk (the offline
 * page says what the service reported when the feed was last read: components/layout/status-notice.tsx):
 * cached even without offline mode, so the offline page has its notice on a reader's first offline visit.
 */
async function fallbackUrls(out: string): Promise<string[]> {
  const pages = locales.map((locale) => localizedPath(locale, OFFLINE_PATH))
  const urls = pages.map(sitePath)
  for (const page of pages) {
    const html = await readFile(path.join(out, `${page.slice(1)}.html`), 'utf8')
    urls.push(...linkedStylesheets(html))
    for (const m of html.matchAll(/<script type="module" src="([^"]+)"/g)) urls.push(m[1]!)
  }
  if (siteConfig.statusFeed) {
    const chunks = readClientManifest().files.filter((f) =>
      path.posix.basename(f).startsWith(`${STATUS_NOTICE_CHUNK}.`),
    )
    if (chunks.length !== 1)
      throw new Error(`client manifest: no single ${STATUS_NOTICE_CHUNK} chunk`)
    urls.push(...chunks.map(sitePath))
  }
  return [...new Set(urls)]
}

/**
 * Bundles sw/sw.ts with esbuild and injects the precache manifest of out/ (Serwist's injectManifest),
 * writing out/sw.js. URLs are site-absolute, under the base path (BASE_PATH); pages are stored under their clean URLs. Prints the bytes
 * offline mode stores: the shared files, and each language's pages and search index.
 */
export async function serviceWorker({ out, redirectDocuments }: PostBuild): Promise<string> {
  const fallbacks = await fallbackUrls(out)
  const redirects = redirectDocuments
  const bundled = path.join(tmpdir(), `sw-${process.pid}.js`)
  await build({
    entryPoints: ['sw/sw.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    outfile: bundled,
    alias: { '@': process.cwd() },
    define: { FALLBACK_URLS: JSON.stringify(fallbacks), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const sizes = new Map<string, number>()
  const storedImages = offlineImages()
  const { count, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(out, 'sw.js'),
    globDirectory: out,
    globPatterns: precacheGlobs,
    // The single-file guides are for sending and saving, not for the offline copy of the site.
    // The uncompressed search index is for browsers without DecompressionStream, which fetch it online.
    globIgnores: ['sw.js', '**/*.map', `${SINGLE_FILES_DIR}/**`, '**/search.json'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Next's hashed files never change under the same name: no revision needed.
    dontCacheBustURLsMatching: /^(_next\/static|_assets)\//,
    manifestTransforms: [
      async (entries) => {
        // Pages are requested by their clean URL (servers redirect `x.html` to `x`), so they are stored
        // under it. The not-found pages answer with status 404 and are cached by the worker itself;
        // redirect documents are left out.
        const kept = entries.filter(
          (e) =>
            !/(^|\/)(404|_not-found)\.html$/.test(e.url) &&
            !redirects.has(e.url) &&
            (!isImageFile(`/${e.url}`) || storedImages.has(`/${e.url}`)),
        )
        const clean = (url: string) =>
          url === 'index.html' ? '/' : `/${url.replace(/(\/index)?\.html$/, '')}`
        const manifest = kept.map((e) => ({ ...e, url: sitePath(clean(e.url)) }))
        for (const e of manifest) sizes.set(e.url, e.size)
        return { manifest, warnings: [] }
      },
    ],
  })
  await rm(bundled, { force: true })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  const swSize = (await stat(path.join(out, 'sw.js'))).size
  const sets = splitByLocale(
    [...sizes.keys()].map((url) => ({ url, revision: null })),
    siteConfig.basePath,
  )
  const bytes = (entries: { url: string }[]) =>
    entries.reduce((sum, e) => sum + (sizes.get(e.url) ?? 0), 0)
  const imagesOf = (l: (typeof locales)[number]) =>
    sets.byLocale[l].filter((e) => isImageFile(e.url, siteConfig.basePath))
  const perLocale = locales
    .map(
      (l) =>
        `${l} ${sets.byLocale[l].length} files ${bytes(sets.byLocale[l])} B (images ${imagesOf(l).length} files ${bytes(imagesOf(l))} B)`,
    )
    .join(', ')
  const shared = bytes(sets.shared)
  const oneLanguage = Math.max(...locales.map((l) => shared + bytes(sets.byLocale[l])))
  const imageBytes = Math.max(...locales.map((l) => bytes(imagesOf(l))))
  return (
    `out/sw.js (${swSize} B, ${count} entries); offline mode stores, uncompressed (a browser that can decompress stores the pages' gzip copies: npm run budgets), shared ${sets.shared.length} files ${shared} B + ${perLocale}: ` +
    `at most ${oneLanguage} B for one language of its budget ${offlineBudgetTotal} B ` +
    `(${offlineBudget.withoutImages} B + ${offlineBudget.images} B for images, of which the images need at most ${imageBytes} B)`
  )
}
