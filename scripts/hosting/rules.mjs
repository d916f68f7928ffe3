// The hosting rules shared by the post-build steps (scripts/build/hosting.mjs, csp.mjs) and `npm start`
// (scripts/serve.mjs). The redirect table itself lives in lib/site-config.ts and reaches plain Node as
// out/hosting.json (app/hosting.json/route.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Headers every response carries. The page's own policy is a per-file meta tag (csp.mjs); a meta policy
 * cannot carry `frame-ancestors`, so the server sends it. */
export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Sent only by a TLS server (deploy/nginx/site.conf.example): two years, subdomains included. */
export const hsts = 'max-age=63072000; includeSubDomains'

export const cache = {
  /** Content-hashed build output never changes under its name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, payloads, the service worker: revalidated (ETag) on every load. */
  revalidate: 'no-cache',
  /** The web app manifest: browsers re-read it rarely anyway. */
  short: 'public, max-age=3600',
}

/** Cache-Control for a request path. */
export function cacheControl(pathname) {
  if (pathname.startsWith('/_next/static/')) return cache.immutable
  if (pathname === '/manifest.webmanifest') return cache.short
  return cache.revalidate
}

/** The clean form of a path (`/a/index.html`, `/a.html`, `/a.htm`, `/a/` → `/a`), or null if already clean. */
export function cleanPath(pathname) {
  const clean = pathname.replace(/(\/index)?\.html?$/, '').replace(/\/+$/, '') || '/'
  return clean === pathname ? null : clean
}

/** Every file under dir, as paths relative to it with forward slashes. */
export function listFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, rel) : [rel]
  })
}

const isFile = (file) => existsSync(file) && statSync(file).isFile()

export const escapeHtml = (s) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** Whether file is a redirect document (scripts/build/hosting.mjs) whose canonical link is target. */
export function isRedirectDocument(file, target) {
  return (
    isFile(file) &&
    readFileSync(file, 'utf8').includes(`<link rel="canonical" href="${escapeHtml(target)}">`)
  )
}

/** `path` → `path.exe` / `path.zip` for every such file in the build that no page shadows. */
export function downloadRedirects(out, files = listFiles(out)) {
  const redirects = []
  for (const rel of files.filter((f) => /\.(exe|zip)$/i.test(f)).sort()) {
    const from = `/${rel.replace(/\.(exe|zip)$/i, '')}`
    const base = path.join(out, from)
    // The redirect document the build writes at `path.html` for this very download is no page.
    const own = isRedirectDocument(`${base}.html`, `/${rel}`)
    const shadowed = [base, ...(own ? [] : [`${base}.html`]), path.join(base, 'index.html')].some(
      isFile,
    )
    if (!shadowed && !redirects.some((r) => r.from === from)) {
      redirects.push({ from, to: `/${rel}`, status: 301 })
    }
  }
  return redirects
}

/** The hosting table from the build plus the download redirects found in out/. */
export function resolveRules(out) {
  const table = JSON.parse(readFileSync(path.join(out, 'hosting.json'), 'utf8'))
  return { ...table, redirects: [...table.redirects, ...downloadRedirects(out)] }
}

/** The locale of a path: English under /en. */
export const localeOf = (pathname) => (/^\/en(\/|$)/.test(pathname) ? 'en' : 'ru')

/** Folders that sit beside a page of the same name (`x.html` + `x/`), without an index.html. */
export function pageFolders(out, files = listFiles(out)) {
  const set = new Set(files)
  return files
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .map((f) => f.slice(0, -'.html'.length))
    .filter((x) => existsSync(path.join(out, x)) && statSync(path.join(out, x)).isDirectory())
    .filter((x) => !set.has(`${x}/index.html`) && !x.split('/').some((s) => s.startsWith('_')))
}

/** The content security policy of one page: its inline scripts by hash, the chat server, nothing else. */
export function contentSecurityPolicy({ hashes, chatOrigin }) {
  const chat = chatOrigin ? ` ${chatOrigin}` : ''
  const scripts = hashes.map((h) => ` 'sha256-${h}'`).join('')
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}${chat}`,
    `connect-src 'self'${chat}`,
    `frame-src 'self'${chat}`,
    // Next, React and the chat SDK set style attributes and <style> elements; styles cannot run code.
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data:${chat}`,
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
