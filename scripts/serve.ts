// Serves out/ on 127.0.0.1 the way production (nginx, deploy/nginx/) does, with the same hosting rules
// (scripts/hosting/rules.ts): the redirect table, 301s to clean URLs, cache and security headers, each
// locale's 404 page with status 404, the build's brotli and gzip copies (else gzip on the fly).
// serve-handler is the engine of the `serve` CLI.
// Run: node scripts/run.mjs scripts/serve.ts (PORT, SERVE_DIR).
import { createReadStream, existsSync, readFileSync, type PathLike } from 'node:fs'
import { lstat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import compression from 'compression'
import handler from 'serve-handler'

import { exportedFile } from '@/lib/files'
import {
  localeOfPath,
  localizedPath,
  stripBasePath,
  unlocalizedPath,
  withBasePath,
} from '@/lib/i18n/paths'

import { isCompressible, MIN_BYTES, precompressedCopy } from './build/precompress'
import {
  cacheControl,
  pagePreload,
  redirectToClean,
  resolveRules,
  securityHeaders,
  workerHeaders,
} from './hosting/rules'

const root = process.cwd()
const publicDir = path.resolve(root, process.env.SERVE_DIR ?? 'out')
const port = Number(process.env.PORT ?? 3000)
const host = '127.0.0.1'

if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`${publicDir} has no index.html: run \`npm run build\` first.`)
  process.exit(1)
}

const rules = resolveRules(publicDir)
const redirects = new Map(rules.redirects.map((r) => [r.from, r]))
/** The preload of the pages' stylesheet, on every HTML response as nginx's rules send it. */
const preload = pagePreload(rules.stylesheets)
const setPageHeaders = (res: ServerResponse) => {
  for (const [name, value] of Object.entries(preload)) res.setHeader(name, value)
}
/** A build made with BASE_PATH is served under it (out/ at `<base>/`); nothing else answers but 404. */
const base = rules.basePath

/** The file a clean URL resolves to (`/x` → x, x.html or x/index.html, in that order), or undefined. */
const resolve = (decoded: string) => exportedFile(publicDir, decoded)

/** The not-found page of the path's locale (each prefixed locale has its own rendered one). */
function notFound(res: ServerResponse, decoded: string) {
  const page = `${localizedPath(localeOfPath(decoded), '/404').slice(1)}.html`
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  setPageHeaders(res)
  res.setHeader('Cache-Control', cacheControl('/404'))
  res.end(readFileSync(path.join(publicDir, page)))
}

function redirect(res: ServerResponse, status: number, location: string) {
  res.writeHead(status, { Location: location, 'Content-Length': 0 })
  res.end()
}

// The build's precompressed copy where there is one (nginx's brotli_static and gzip_static), else gzip or
// brotli on the fly, as nginx's `gzip on` does for text types (the `compression` middleware works on plain
// Node servers; it leaves a response that already has a Content-Encoding alone).
const gzip = compression({ threshold: MIN_BYTES })

const server = createServer((req, res) => gzip(req, res, () => serve(req, res)))

/**
 * serve-handler options: https://github.com/vercel/serve-handler#options. Clean URLs are resolved above,
 * in nginx's `try_files $uri $uri.html $uri/index.html` order (serve-handler would pick the
 * `x/index.html` trailing-slash document over `x.html`); serve-handler gets the file's own path.
 */
const serveConfig = {
  public: publicDir,
  cleanUrls: false,
  trailingSlash: false,
  directoryListing: false,
  etag: true,
  // serve-handler's MIME table (mime-types 2.1.18) predates AVIF, which the figures are served as
  // (scripts/build/images.ts); nginx's mime.types and the static hosts know it.
  headers: [{ source: '**/*.avif', headers: [{ key: 'Content-Type', value: 'image/avif' }] }],
}

function serve(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  const { pathname: requested, search } = new URL(req.url ?? '/', 'http://localhost')
  const clean = redirectToClean(requested)
  if (clean) return redirect(res, 301, clean + search)
  const pathname = stripBasePath(base, requested)
  if (base && pathname === requested) return notFound(res, '/')
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return notFound(res, pathname)
  }
  const rule = redirects.get(decoded)
  if (rule) return redirect(res, rule.status, withBasePath(base, rule.to))
  const file = resolve(decoded)
  // The not-found pages are only answers, never pages of their own.
  if (!file || /^\/(404|_not-found)$/.test(unlocalizedPath(decoded))) return notFound(res, decoded)
  res.setHeader('Cache-Control', cacheControl(decoded))
  if (/\.html?$/.test(file)) setPageHeaders(res)
  if (decoded === '/sw.js') {
    for (const [name, value] of Object.entries(workerHeaders(base))) res.setHeader(name, value)
  }
  req.url = encodeURI(`/${path.relative(publicDir, file).split(path.sep).join('/')}`)
  if (!isCompressible(file)) return handler(req, res, serveConfig)
  res.setHeader('Vary', 'Accept-Encoding')
  const copy = precompressedCopy(file, req.headers['accept-encoding'])
  if (!copy) return handler(req, res, serveConfig)
  // serve-handler types, tags and streams the file it was asked for; it reads the copy's bytes instead.
  res.setHeader('Content-Encoding', copy.encoding)
  const of = (p: PathLike) => (String(p) === file ? copy.file : p)
  return handler(req, res, serveConfig, {
    lstat: (p: PathLike) => lstat(of(p)),
    createReadStream: (p: PathLike, options?: object) => createReadStream(of(p), options),
  })
}
server.listen(port, host, () =>
  console.log(`Serving ${path.relative(root, publicDir)}/ at http://${host}:${port}${base}`),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)))
