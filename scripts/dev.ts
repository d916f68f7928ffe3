// `npm run dev`: the content step watches content/ (scripts/build/content.mjs --watch) and esbuild
// client/ while Next serves the app with live reload. withContentlayer only hooks webpack, so under
// Turbopack contentlayer runs beside Next as its own process.
// Next runs inside this process as a custom server (https://nextjs.org/docs/app/guides/custom-server), so
// that a page whose files have content errors is answered with an error page listing them (status 500)
// instead of being rendered half-built; the content step has printed the same lines in the terminal.
// Run: node scripts/run.mjs scripts/dev.ts (PORT, default 3000; the server listens on 127.0.0.1).
import { spawn, type ChildProcess } from 'node:child_process'
import { statSync, unwatchFile, watchFile } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import next from 'next'

import { CONTENT_ERRORS_FILE, readContentErrors } from '@/lib/content-errors'

import { CONTENT_ERRORS_EVENTS, errorPage, errorsOfPage } from './dev/content-errors'

const hostname = '127.0.0.1'
const port = Number(process.env.PORT ?? 3000)
const errorsFile = path.join(process.cwd(), CONTENT_ERRORS_FILE)
const started = Date.now()

const children: ChildProcess[] = [
  spawn(process.execPath, ['scripts/build/content.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, ['scripts/run.mjs', 'scripts/build/client.ts', '--watch'], {
    stdio: 'inherit',
  }),
]
let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  unwatchFile(errorsFile)
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop())
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
// Next may end the process itself (another dev server on this folder): the watchers go with it.
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')))

/** Resolves when the content step has written its first result, so Next starts on fresh content. */
async function firstContentCheck(): Promise<void> {
  const written = () => {
    try {
      return statSync(errorsFile).mtimeMs >= started
    } catch {
      return false
    }
  }
  while (!written()) await sleep(100)
}

await firstContentCheck()

const app = next({ dev: true, hostname, port, turbopack: true })
await app.prepare()
const handle = app.getRequestHandler()
const upgrade = app.getUpgradeHandler()

/** Error pages open an event stream here; each gets an event when the content step has run again. */
const listeners = new Set<ServerResponse>()
watchFile(errorsFile, { interval: 200 }, () => {
  for (const res of listeners) res.write('data: content\n\n')
})

/** A page request: not Next's own files and not a file with an extension (`/sidebar.json`, icons). */
const isPage = (pathname: string) =>
  !pathname.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(pathname)

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  if (pathname === CONTENT_ERRORS_EVENTS) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' })
    listeners.add(res)
    req.on('close', () => listeners.delete(res))
    return
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && isPage(pathname)) {
    const errors = errorsOfPage(readContentErrors(), decodeURIComponent(pathname))
    if (errors.length > 0) {
      res.writeHead(500, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(req.method === 'HEAD' ? undefined : errorPage(pathname, errors))
      return
    }
  }
  void handle(req, res)
})
// Next's live reload (HMR) runs over a WebSocket.
server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head))
server.listen(port, hostname, () => console.log(`Docs at http://${hostname}:${port}`))
