import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startTestServer } from '../scripts/lib/test-server'

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
  cpSync(path.resolve('out'), dir, { recursive: true })
  const { origin: url, stop } = await startTestServer(dir)
  return { url, dir, stop, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
