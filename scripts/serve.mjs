// Serves out/ on 127.0.0.1 the way production does: clean URLs, the 404 page with status 404 (English under
// /en/), gzip. serve-handler is the engine of the `serve` CLI.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import handler from 'serve-handler'

import { serveConfig } from './serve-config.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = path.resolve(root, process.env.SERVE_DIR ?? 'out')
const port = Number(process.env.PORT ?? 3000)
const host = '127.0.0.1'

if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`${publicDir} has no index.html: run \`npm run build\` first.`)
  process.exit(1)
}

/** Does a clean URL resolve to a file (`/x` → x, x.html or x/index.html)? */
function exists(pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const file = path.join(publicDir, path.normalize(decoded))
  if (!file.startsWith(publicDir)) return false
  return [file, `${file}.html`, path.join(file, 'index.html')].some(
    (f) => existsSync(f) && statSync(f).isFile(),
  )
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  // English readers get the English not-found page, as nginx serves it (error_page per location).
  if (pathname.startsWith('/en/') && !pathname.endsWith('/') && !exists(pathname)) {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(readFileSync(path.join(publicDir, 'en', '404.html')))
    return
  }
  return handler(req, res, serveConfig(publicDir))
})
server.listen(port, host, () =>
  console.log(`Serving ${path.relative(root, publicDir)}/ at http://${host}:${port}`),
)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
