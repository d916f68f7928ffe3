import { readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { injectManifest } from '@serwist/build'
import { build } from 'esbuild'

import { locales } from '@/lib/i18n/config'
import { splitByLocale } from '@/lib/pwa/precache'
import { localizedPath } from '@/lib/i18n/paths'
import { sitePath } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'
import { SINGLE_FILES_DIR } from '@/lib/single-files'

import type { PostBuild } from '../postbuild'

/**
 * Files offline mode stores: pages, scripts, styles, fonts, icons, the manifest, the sidebar sections
 * and the search indexes (their gzip copies: lib/search/search-file.ts).
 */
export const precacheGlobs = [
  '**/*.{html,js,css,woff,woff2,svg,png,ico,webmanifest,json}',
  '**/search.json.gz',
]

/** The offline pages and the stylesheets they link: cached even without offline mode. */
async function fallbackUrls(out: string): Promise<string[]> {
  const pages = locales.map((locale) => localizedPath(locale, '/offline'))
  const urls = pages.map(sitePath)
  for (const page of pages) {
    const html = await readFile(path.join(out, `${page.slice(1)}.html`), 'utf8')
    for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) urls.push(m[1]!)
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
          (e) => !/(^|\/)(404|_not-found)\.html$/.test(e.url) && !redirects.has(e.url),
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
  const perLocale = locales
    .map((l) => `${l} ${sets.byLocale[l].length} files ${bytes(sets.byLocale[l])} B`)
    .join(', ')
  const shared = bytes(sets.shared)
  const oneLanguage = Math.max(...locales.map((l) => shared + bytes(sets.byLocale[l])))
  return `out/sw.js (${swSize} B, ${count} entries); offline mode stores shared ${sets.shared.length} files ${shared} B + ${perLocale}: at most ${oneLanguage} B for one language`
}
