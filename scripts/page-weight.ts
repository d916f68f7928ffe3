// Deterministic page weights of the exported site, gzip: the scripts a page loads before the reader acts
// (its inline scripts, the page script and the chunks it imports statically), its CSS and its HTML.
// On-demand chunks (search, QR code, progress bar) are loaded by import() on first use and not counted.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'

import { walkFiles } from '@/lib/files'
import { isSingleFile } from '@/lib/single-files'

import { gzipBytes as gzip } from './lib/gzip'
import { POSTBUILD_REPORT } from './postbuild'

const gzipCache = new Map<string, number>()

export function gzipSize(file: string): number {
  if (!gzipCache.has(file)) gzipCache.set(file, gzip(readFileSync(file)))
  return gzipCache.get(file)!
}

/** The chunks a script imports statically (`import{a}from"./chunk.X.js"`, `import"./chunk.X.js"`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (m) => m[1]!,
  )
}

/** Every exported page: HTML files that are not the hosting step's redirect documents or single files. */
export function pages(out: string): string[] {
  const redirects = new Set<string>(
    JSON.parse(readFileSync(POSTBUILD_REPORT, 'utf8')).redirectDocuments as string[],
  )
  return walkFiles(
    out,
    (rel) => rel.endsWith('.html') && !redirects.has(rel) && !isSingleFile(rel),
  ).map((rel) => path.join(out, rel))
}

export interface PageWeight {
  page: string
  /** Inline scripts and the scripts loaded before the reader acts, gzip (each file on its own). */
  scriptGzip: number
  cssGzip: number
  htmlGzip: number
  /** The HTML, its stylesheets and its scripts with their static imports. */
  requests: number
}

/** Weights of one page. */
export function weigh(out: string, file: string): PageWeight {
  const html = readFileSync(file, 'utf8')
  const tree = fromHtml(html)
  const scripts = new Set<string>()
  const add = (url: string) => {
    if (scripts.has(url)) return
    scripts.add(url)
    const code = readFileSync(path.join(out, url), 'utf8')
    for (const rel of staticImports(code)) add(path.posix.join(path.posix.dirname(url), rel))
  }
  const inline: string[] = []
  for (const script of selectAll('script', tree)) {
    const { src, type } = script.properties
    if (typeof src === 'string') {
      if (src.startsWith('/')) add(src)
    } else if (!/^application\/(ld\+)?json$/.test(String(type ?? ''))) inline.push(toString(script))
  }
  const styles = new Set(
    selectAll('link[rel~="stylesheet"][href^="/"]', tree).map((link) =>
      String(link.properties.href),
    ),
  )
  const size = (urls: Iterable<string>) =>
    [...urls].reduce((n, u) => n + gzipSize(path.join(out, u)), 0)
  return {
    page: `/${path
      .relative(out, file)
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')}`,
    scriptGzip: size(scripts) + (inline.length > 0 ? gzip(inline.join('\n')) : 0),
    cssGzip: size(styles),
    htmlGzip: gzip(html),
    requests: 1 + scripts.size + styles.size,
  }
}
