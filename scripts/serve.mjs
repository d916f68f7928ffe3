// Serves out/ on 127.0.0.1 the way production (nginx, deploy/nginx/) does, with the same hosting rules
// (scripts/hosting/rules.mjs): the redirect table, 301s to clean URLs, cache and security headers, the
// 404 page with status 404 (English under /en/), gzip. serve-handler is the engine of the `serve` CLI.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import compression from 'compression'
import handler from 'serve-handler'

import { cacheControl, cleanPath, resolveRules, securityHeaders } from './hosting/rules.mjs'
import { serveConfig } from './serve-config.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = path.resolve(root, process.env.SERVE_DIR ?? 'out')
const port = Number(process.env.PORT ?? 3000)
const host = '127.0.0.1'

if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`${publicDir} has no index.html: run \`npm run build\` first.`)
  process.exit(1)
}

const rules = resolveRules(publicDir)
const redirects = new Map(rules.redirects.map((r) => [r.from, r]))

/** The file a clean URL resolves to (`/x` → x, x.html or x/index.html, in that order), or undefined. */
function resolve(decoded) {
  const file = path.join(publicDir, path.normalize(decoded))
  if (!file.startsWith(publicDir)) return undefined
  return [file, `${file}.html`, path.join(file, 'index.html')].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  )
}

function notFound(res, decoded) {
  const page = /^\/en(\/|$)/.test(decoded) ? path.join('en', '404.html') : '404.html'
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', cacheControl('/404'))
  res.end(readFileSync(path.join(publicDir, page)))
}

function redirect(res, status, location) {
  res.writeHead(status, { Location: location, 'Content-Length': 0 })
  res.end()
}

// gzip, as nginx's `gzip on` does for text types (the `compression` middleware works on plain Node servers).
const gzip = compression({ threshold: 1024 })

const server = createServer((req, res) => gzip(req, res, () => serve(req, res)))

function serve(req, res) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
  const clean = cleanPath(pathname)
  if (clean) return redirect(res, 301, clean + search)
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return notFound(res, pathname)
  }
  const rule = redirects.get(decoded)
  if (rule) return redirect(res, rule.status, rule.to)
  const file = resolve(decoded)
  if (!file || /^(\/en)?\/(404|_not-found)$/.test(decoded)) return notFound(res, decoded)
  res.setHeader('Cache-Control', cacheControl(decoded))
  req.url = encodeURI(`/${path.relative(publicDir, file).split(path.sep).join('/')}`)
  return handler(req, res, serveConfig(publicDir))
}
server.listen(port, host, () =>
  console.log(`Serving ${path.relative(root, publicDir)}/ at http://${host}:${port}`),
)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
