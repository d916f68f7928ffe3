// Deterministic page weights of the exported site: first-load JS (framework and own), CSS and HTML, gzip.
// "Framework" is what the bare not-found page loads (React, Next's runtime); everything else a page loads
// before any interaction is the site's own code. Scripts marked `noModule` are skipped: modern browsers never
// fetch them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const gzipCache = new Map()
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length)
  return gzipCache.get(file)
}

/** Static assets an HTML file loads up front: scripts (tags, preloads and RSC references) and stylesheets. */
export function assetsOf(html) {
  const noModule = new Set(
    [...html.matchAll(/<script src="([^"]+)"[^>]*noModule/g)].map((m) => m[1]),
  )
  const scripts = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)]
      .map((m) => m[0])
      .filter((s) => !noModule.has(s)),
  )
  const styles = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.css/g)].map((m) => m[0]),
  )
  return { scripts, styles }
}

/** Every exported page (not the redirect documents the hosting step writes). */
export function pages(out) {
  const found = []
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) {
        if (name !== '_next') walk(full)
      } else if (name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8')
        if (!html.includes('http-equiv="refresh"')) found.push(full)
      }
    }
  }
  walk(out)
  return found
}

/** Weights of one page, given the framework's script set. */
export function weigh(out, file, framework) {
  const html = readFileSync(file, 'utf8')
  const { scripts, styles } = assetsOf(html)
  const size = (urls) => [...urls].reduce((n, u) => n + gzipSize(path.join(out, u)), 0)
  const raw = (urls) => [...urls].reduce((n, u) => n + statSync(path.join(out, u)).size, 0)
  const own = [...scripts].filter((s) => !framework.has(s))
  return {
    page:
      '/' +
      path
        .relative(out, file)
        .replace(/\.html$/, '')
        .replace(/^index$/, ''),
    jsGzip: size(scripts),
    jsRaw: raw(scripts),
    frameworkGzip: size([...scripts].filter((s) => framework.has(s))),
    ownGzip: size(own),
    ownRaw: raw(own),
    cssGzip: size(styles),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    htmlRaw: Buffer.byteLength(html),
    requests: 1 + scripts.size + styles.size,
  }
}

export function frameworkScripts(out) {
  return assetsOf(readFileSync(path.join(out, '404.html'), 'utf8')).scripts
}
