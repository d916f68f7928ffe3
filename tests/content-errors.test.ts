// @vitest-environment node
// The writer's error path, end to end, on a copy of the project whose content has a bad field and a
// broken link: `npm run build` stops with one line per error (file, line, column, field or link, reason)
// and nothing else about them, and `npm run dev` answers the broken pages with an error page listing the
// same lines (status 500) while the other pages still render.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = process.cwd()
const run = promisify(execFile)
// Vitest's NODE_ENV=test is no environment the site's scripts know.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'),
) as NodeJS.ProcessEnv

/** The project as it is in the working tree (tracked and new files), node_modules hard-linked. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'writer-loop-'))
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  }).stdout.split('\0')
  for (const file of files.filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    try {
      cpSync(path.join(root, file), path.join(dir, file))
    } catch {
      // Deleted in the working tree but still in the index.
    }
  }
  // Hard links: a copy in a second, and real files inside the copy's root (Turbopack refuses a
  // node_modules symlink that leads out of the project).
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), dir])
  if (linked.status !== 0)
    cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true })
  return dir
}

/** Replaces `from` by `to` in a file of the copy; returns the 1-based line and column where `to` starts. */
function edit(dir: string, file: string, from: string, to: string) {
  const full = path.join(dir, file)
  const text = readFileSync(full, 'utf8')
  const at = text.indexOf(from)
  if (at === -1) throw new Error(`${file}: "${from}" not found`)
  writeFileSync(full, text.slice(0, at) + to + text.slice(at + from.length))
  const before = text.slice(0, at).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

let dir = ''
let expected: string[] = []
let dev: ChildProcess | undefined

beforeAll(() => {
  dir = copyProject()
  const field = edit(
    dir,
    'content/ru/android/happ.mdx',
    '\nplatform: android\n',
    '\nplatform: androidd\n',
  )
  const link = edit(
    dir,
    'content/en/faq.mdx',
    '\n## ',
    '\nSee [the guide](/en/android/nope).\n\n## ',
  )
  expected = [
    `content/en/faq.mdx:${link.line + 1}:5: link /en/android/nope: no page /en/android/nope`,
    `content/ru/android/happ.mdx:${field.line + 1}:1: platform: "androidd" is not one of android, ios, macos, tvos, windows`,
  ]
}, 120_000)

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.on('exit', resolve))
    process.kill(-dev.pid, 'SIGTERM')
    await exited
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
}, 60_000)

describe('the writer’s error path', () => {
  it('npm run build exits non-zero with exactly one line per error and no dump', async () => {
    const result = await run('npm', ['run', 'build'], {
      cwd: dir,
      env: { ...env, GITHUB_ACTIONS: '' },
    }).then(
      ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
      (e: { stdout: string; stderr: string }) => ({ ok: false, output: e.stdout + e.stderr }),
    )
    expect(result.ok).toBe(false)
    const mentions = result.output.split('\n').filter((l) => l.includes('content/'))
    expect(mentions).toEqual(expected)
    expect(result.output).not.toMatch(/SuccessCallbackError|Found \d+ problems|\n\s+at /)
    // The build stopped at the content step: Next never ran.
    expect(result.output).not.toMatch(/Creating an optimized production build|Collecting page data/)
  }, 120_000)

  it('npm run dev serves the broken pages as an error page with the same lines', async () => {
    const port = await freePort()
    let output = ''
    dev = spawn('node', ['scripts/run.mjs', 'scripts/dev.ts'], {
      cwd: dir,
      env: { ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
      detached: true,
    })
    const ready = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes(`Docs at http://127.0.0.1:${port}`)) resolve()
      }
      dev!.stdout!.on('data', read)
      dev!.stderr!.on('data', read)
      dev!.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)))
      setTimeout(() => reject(new Error(`npm run dev not ready in 180 s:\n${output}`)), 180_000)
    })
    await ready

    // The terminal printed each error once.
    for (const line of expected) expect(output.split(line)).toHaveLength(2)

    const page = async (pathname: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${pathname}`)
      return { status: res.status, html: await res.text() }
    }
    const items = (html: string) =>
      [...html.matchAll(/<li><code>([^<]*)<\/code><\/li>/g)].map((m) =>
        m[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
      )

    const ru = await page('/android/happ')
    expect(ru.status).toBe(500)
    expect(ru.html).toContain('<html lang="ru">')
    expect(items(ru.html)).toEqual([expected[1]])

    const en = await page('/en/faq')
    expect(en.status).toBe(500)
    expect(items(en.html)).toEqual([expected[0]])

    // A page without errors renders as usual.
    const ok = await page('/en/android/happ')
    expect(ok.status).toBe(200)
    expect(ok.html).not.toContain('data-content-errors')
  }, 240_000)
})
