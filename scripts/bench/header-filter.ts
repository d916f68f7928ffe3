// A site as it would be without some response headers, for the benchmark's `--drop-header`: a pass-through
// proxy on 127.0.0.1 in front of a running server that removes the named headers from every response and
// changes nothing else (status, the other headers, the body's bytes, compressed or not). It measures what a
// header costs, Cross-Origin-Opener-Policy above all, without a switch for it in the server.
import { Agent, createServer, request, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A running filter: its origin, and how to end it. */
export interface HeaderFilter {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string
  stop: () => Promise<void>
}

/** The header names `--drop-header` takes: `A,B`, any case, each a valid HTTP token. */
export function headerNames(list: string): string[] {
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  const bad = names.find((n) => !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(n))
  if (!names.length || bad !== undefined)
    throw new Error(
      `--drop-header ${list}: header names separated by commas, such as Cross-Origin-Opener-Policy`,
    )
  return names
}

/** Starts the filter in front of `upstream` (an origin on this machine), dropping `drop` (any case). */
export async function startHeaderFilter(
  upstream: string,
  drop: readonly string[],
): Promise<HeaderFilter> {
  const target = new URL(upstream)
  const dropped = new Set(drop.map((n) => n.toLowerCase()))
  // One connection kept open per request in flight, as the browser's own would be to the server.
  const agent = new Agent({ keepAlive: true })
  const server = createServer((req, res) => {
    const forward = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const headers: OutgoingHttpHeaders = {}
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !dropped.has(name)) headers[name] = value
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers)
        answer.pipe(res)
      },
    )
    forward.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' })
      res.end(`header filter: ${upstream} did not answer: ${error.message}`)
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
