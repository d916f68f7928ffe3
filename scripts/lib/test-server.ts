// The one test-server helper: scripts/serve.ts (the local server with the production hosting rules) on a free
// port of 127.0.0.1, for the benchmark and the e2e tests. It is ready when it answers HTTP, not after a sleep.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/** A running scripts/serve.ts. */
export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string
  port: number
  /** The PID of the server process. */
  pid: number
  /** Ends this server (its own PID only) and resolves once it has exited. Safe to call twice. */
  stop: () => Promise<void>
}

export interface TestServerOptions {
  /**
   * How long the server may take to answer its first request.
   * @default 30_000
   */
  timeoutMs?: number
}

/**
 * The repository root: the folder holding scripts/run.mjs above this module. Found by walking up, because
 * this file runs both from its own place (Playwright) and bundled into .tmp/run/ (scripts/run.mjs).
 */
export function repoRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'scripts', 'run.mjs'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no scripts/run.mjs above ${from}`)
  }
}

/** A port the OS says is free on 127.0.0.1 (listen on port 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('the OS gave no port')),
      )
    })
  })
}

/**
 * Serves `dir` (an exported site: out/ or a copy of it) with scripts/serve.ts on a free port of 127.0.0.1.
 * Resolves once the server answers an HTTP request; rejects when the server exits first or does not
 * answer within the timeout, with its last error output.
 */
export async function startTestServer(
  dir: string,
  { timeoutMs = 30_000 }: TestServerOptions = {},
): Promise<TestServer> {
  const root = repoRoot()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'run.mjs'), path.join(root, 'scripts', 'serve.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), SERVE_DIR: path.resolve(dir) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  // Its errors still reach the terminal; the tail goes into the error if it never starts.
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  let exit: string | undefined
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`
      resolve()
    }),
  )
  const pid = child.pid
  if (pid === undefined) throw new Error(`scripts/serve.ts did not start (${dir})`)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      if (exit !== undefined) return
      process.kill(pid, 'SIGTERM')
      // serve.ts closes its server on SIGTERM, which waits for open connections; they get 5 s.
      const killer = setTimeout(() => exit === undefined && process.kill(pid, 'SIGKILL'), 5000)
      await exited
      clearTimeout(killer)
    })()
    return stopping
  }

  const deadline = performance.now() + timeoutMs
  for (;;) {
    if (exit !== undefined)
      throw new Error(`scripts/serve.ts for ${dir} exited (${exit}) before answering:\n${stderr}`)
    try {
      // Any answer will do: a page, a redirect or a 404 all mean the server is up.
      await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
      return { origin, port, pid, stop }
    } catch {
      if (performance.now() > deadline) {
        await stop()
        throw new Error(
          `scripts/serve.ts for ${dir} did not answer at ${origin} within ${timeoutMs} ms:\n${stderr}`,
        )
      }
      await Promise.race([sleep(100), exited])
    }
  }
}
