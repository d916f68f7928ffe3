import { readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { injectManifest } from '@serwist/build'
import { build } from 'esbuild'

import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'

import type { PostBuild } from '../postbuild'

/** Files precached in offline mode: every page, RSC payload, script, style, font, icon, manifest and search index. */
export const precacheGlobs = ['**/*.{html,txt,js,css,woff,woff2,svg,png,ico,webmanifest,json}']

/** The offline pages and the stylesheets they link: cached even without offline mode. */
async function fallbackUrls(out: string): Promise<string[]> {
  const urls = locales.map((locale) => localizedPath(locale, '/offline'))
  for (const url of [...urls]) {
    const html = await readFile(path.join(out, `${url.slice(1)}.html`), 'utf8')
    for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) urls.push(m[1]!)
  }
  return [...new Set(urls)]
}

/**
 * Bundles sw/sw.ts with esbuild and injects the precache manifest of out/ (Serwist's injectManifest),
 * writing out/sw.js. URLs are site-absolute; clean URLs map to `.html` in the worker.
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
    define: { FALLBACK_URLS: JSON.stringify(fallbacks), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(out, 'sw.js'),
    globDirectory: out,
    globPatterns: precacheGlobs,
    globIgnores: ['sw.js', '**/*.map'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Next's hashed files never change under the same name: no revision needed.
    dontCacheBustURLsMatching: /^(_next\/static|_assets)\//,
    manifestTransforms: [
      async (entries) => {
        // The router reads `x.txt` on navigation and the per-segment files (`x/__next._tree.txt`,
        // `x/__next.…__PAGE__.txt`) on prefetch; `x/__next._full.txt` repeats `x.txt` byte for byte.
        // Pages are requested by their clean URL (servers redirect `x.html` to `x`), so they are stored under
        // it. The not-found pages answer with status 404 and are cached by the worker itself; redirect
        // documents are left out.
        const kept = entries.filter(
          (e) =>
            !e.url.endsWith('__next._full.txt') &&
            !/(^|\/)(404|_not-found)\.html$/.test(e.url) &&
            !redirects.has(e.url),
        )
        const clean = (url: string) =>
          url === 'index.html' ? '/' : `/${url.replace(/\.html$/, '')}`
        return { manifest: kept.map((e) => ({ ...e, url: clean(e.url) })), warnings: [] }
      },
    ],
  })
  await rm(bundled, { force: true })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  // The offline pages are requested by clean URL; the manifest holds them as .html files.
  const swSize = (await stat(path.join(out, 'sw.js'))).size
  return `out/sw.js (${swSize} B); precache ${count} entries, ${size} B; fallbacks ${fallbacks.length}`
}
