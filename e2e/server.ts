import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

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
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['scripts/run.mjs', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), SERVE_DIR: dir },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  return { url, dir, stop, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
