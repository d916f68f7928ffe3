// The services off this machine that the pages call, answered on 127.0.0.1 for the e2e tests: the chat SDK
// (`<chat server>/packs/js/sdk.js`) and the status feed (`siteConfig.statusFeed`). Chromium reaches this
// server through its host mapping (`fakeHosts`, playwright.config.ts), every context alike. A route
// (`context.route`) did this before: any route makes Playwright intercept every request of the context,
// each a round trip through its driver, and turns the browser's HTTP cache off.
// Run: node scripts/run.mjs e2e/fakes.ts (PORT): Playwright starts it beside the site (its `webServer`).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { siteConfig } from '@/lib/site-config'

import { repoRoot } from '../scripts/lib/test-server'

/** The chat server of the site config: no test may reach it. */
export const CHAT_ORIGIN = 'https://chat.example.com'

/** What the fake status feed says (Statuspage's `status.json`), unless a test answers it otherwise. */
export const fakeStatus = { status: { indicator: 'none', description: 'All Systems Operational' } }

/** The host names this server answers for, each mapped to `127.0.0.1:<port>` in Chromium. */
export function fakeHosts(port: number): Record<string, string> {
  const hosts = [CHAT_ORIGIN, ...(siteConfig.statusFeed ? [siteConfig.statusFeed] : [])].map(
    (url) => new URL(url).host,
  )
  return Object.fromEntries(hosts.map((host) => [host, `127.0.0.1:${port}`]))
}

/** The answer to a request for `url`, or undefined (404): the chat SDK and the status feed. */
function answer(url: URL): { type: string; body: string } | undefined {
  if (url.origin === CHAT_ORIGIN && url.pathname === '/packs/js/sdk.js')
    return {
      type: 'text/javascript',
      body: readFileSync(path.join(repoRoot(), 'e2e', 'fixtures', 'chatwoot-sdk.js'), 'utf8'),
    }
  if (url.href === siteConfig.statusFeed)
    return { type: 'application/json', body: JSON.stringify(fakeStatus) }
  return undefined
}

/**
 * Serves the fakes over HTTPS on 127.0.0.1:`port`, with a throwaway self-signed certificate (the browser
 * is told to accept it: `chromiumFlags`). Resolves once it listens.
 */
export async function serveFakes(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-fakes-'))
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  )
  const server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const found = answer(new URL(request.url ?? '/', `https://${request.headers.host}`))
      // The pages read the feed from their own origin.
      response.setHeader('Access-Control-Allow-Origin', '*')
      if (!found) return response.writeHead(404).end('not found')
      response.writeHead(200, { 'Content-Type': found.type }).end(found.body)
    },
  )
  rmSync(dir, { recursive: true, force: true })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

if (process.argv[1]?.endsWith('fakes.ts')) {
  const server = await serveFakes(Number(process.env.PORT))
  process.once('SIGTERM', () => server.close(() => process.exit(0)))
}
