import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort, startTestServer } from '../scripts/lib/test-server'

export interface SiteServer {
  url: string
  /** The copy of out/ this server serves; tests may change files in it. */
  dir: string
  stop: () => Promise<void>
  cleanup: () => void
}

/**
 * Serves a private copy of out/ with scripts/serve.ts on its own port, so a test can take the network
 * away (stop the server) or publish a new version (change files) without touching other tests.
 */
export async function startSiteCopy(): Promise<SiteServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'))
  // out/ may be a link to another checkout's build (a git worktree): copy what it points at.
  cpSync(realpathSync('out'), dir, { recursive: true })
  const { origin: url, stop } = await startTestServer(dir)
  return { url, dir, stop, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A proxy that fails the first request for some files: a dropped request on a flaky network. */
export interface FlakyProxy {
  /** `http://127.0.0.1:<port>`: the site behind it, on an origin of its own. */
  origin: string
  /** Every path (with its query) asked for, in order, and the status it got. */
  requests: { path: string; status: number }[]
  stop: () => Promise<void>
}

/**
 * Forwards every request to `target`, except the first one for each path matching a pattern of
 * `failOnce`, which gets a 503 with no body; later requests for the same path (any query) go through.
 */
export async function startFlakyProxy(
  target: string,
  failOnce: readonly RegExp[],
): Promise<FlakyProxy> {
  const failed = new Set<RegExp>()
  const requests: FlakyProxy['requests'] = []
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0]!
    const pattern = failOnce.find((p) => p.test(pathname) && !failed.has(p))
    if (pattern) {
      failed.add(pattern)
      requests.push({ path: url, status: 503 })
      res.writeHead(503, { 'cache-control': 'no-store' }).end()
      return
    }
    const upstream = httpRequest(
      `${target}${url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        requests.push({ path: url, status: answer.statusCode ?? 0 })
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
