// `npm run dev` (scripts/dev.ts) in a project folder on a free port of 127.0.0.1, for the benchmark's dev
// loop and the tests of the writer's error path. Ready when it says where it serves, not after a sleep.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { freePort } from './test-server'

export interface DevServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string
  /** Seconds from the start to "Docs at …" (the content step has run and Next is listening). */
  readySeconds: number
  /** Everything it printed so far, stdout and stderr. */
  output: () => string
  /** Ends the dev server and the watchers it started (its process group) and waits for it. */
  stop: () => Promise<void>
}

export async function startDevServer(
  dir: string,
  { timeoutMs = 180_000 } = {},
): Promise<DevServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const started = performance.now()
  // Vitest's NODE_ENV=test is no environment the site's scripts know.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'),
  ) as NodeJS.ProcessEnv
  const child = spawn(process.execPath, [path.join('scripts', 'run.mjs'), 'scripts/dev.ts'], {
    cwd: dir,
    env: { ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    // Its own process group: stop() ends the watchers it started too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const pid = child.pid
  if (pid === undefined) throw new Error(`npm run dev did not start in ${dir}`)
  let output = ''
  let exit: string | undefined
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`
      resolve()
    }),
  )
  const stop = async () => {
    if (exit === undefined) {
      process.kill(-pid, 'SIGTERM')
      await exited
    }
  }
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`Docs at ${origin}`)) resolve()
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then(() => reject(new Error(`npm run dev exited (${exit}):\n${output}`)))
    setTimeout(
      () => reject(new Error(`npm run dev was not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    ).unref()
  })
  try {
    await ready
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    readySeconds: (performance.now() - started) / 1000,
    output: () => output,
    stop,
  }
}
