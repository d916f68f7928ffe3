// Deterministic page weights of the exported site, gzip: the scripts a page loads before the reader acts
// (its inline scripts, the page script and the chunks it imports statically), its CSS and its HTML.
// On-demand chunks (search, QR code, progress bar) are loaded by import() on first use and not counted.
import { readFileSync } from 'node:fs'
import path from 'node:path'

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

/** What an HTML file loads up front: external scripts (with their static imports), inline code, styles. */
export function assetsOf(html: string, out: string) {
  const scripts = new Set<string>()
  const add = (url: string) => {
    if (scripts.has(url)) return
    scripts.add(url)
    const code = readFileSync(path.join(out, url), 'utf8')
    for (const rel of staticImports(code)) add(path.posix.join(path.posix.dirname(url), rel))
  }
  const inline: string[] = []
  for (const [, attributes = '', code = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const src = /\bsrc=["']([^"']+)["']/.exec(attributes)?.[1]
    if (src?.startsWith('/')) add(src)
    else if (!src && !/type=["']application\/(ld\+)?json["']/.test(attributes)) inline.push(code)
  }
  const styles = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((m) => m[1]!),
  )
  return { scripts, inline, styles }
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
  scriptRaw: number
  inlineGzip: number
  cssGzip: number
  htmlGzip: number
  htmlRaw: number
  requests: number
}

/** Weights of one page. */
export function weigh(out: string, file: string): PageWeight {
  const html = readFileSync(file, 'utf8')
  const { scripts, inline, styles } = assetsOf(html, out)
  const size = (urls: Iterable<string>) =>
    [...urls].reduce((n, u) => n + gzipSize(path.join(out, u)), 0)
  const raw = (urls: Iterable<string>) =>
    [...urls].reduce((n, u) => n + readFileSync(path.join(out, u)).length, 0)
  const inlineGzip = inline.length > 0 ? gzip(inline.join('\n')) : 0
  return {
    page: `/${path
      .relative(out, file)
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')}`,
    scriptGzip: size(scripts) + inlineGzip,
    scriptRaw: raw(scripts) + inline.reduce((n, c) => n + Buffer.byteLength(c), 0),
    inlineGzip,
    cssGzip: size(styles),
    htmlGzip: gzip(html),
    htmlRaw: Buffer.byteLength(html),
    requests: 1 + scripts.size + styles.size,
  }
}
