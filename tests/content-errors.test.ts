// @vitest-environment node
// The writer's error path, end to end, on a copy of the project whose content has a bad field, a
// broken link and a missing image: `npm run build` stops with one line per error (file, line, column,
// field, link or image, reason) and nothing else about them, and `npm run dev` answers the broken pages
// with an error page listing the same lines (status 500) while the other pages still render.
import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localizedPath } from '@/lib/i18n/paths'
import { startDevServer, type DevServer } from '@/scripts/lib/dev-server'
import { copyProject } from '@/scripts/lib/project-copy'

const root = process.cwd()
const run = promisify(execFile)
// Vitest's NODE_ENV=test is no environment the site's scripts know.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'),
) as NodeJS.ProcessEnv

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

let dir = ''
let expected: string[] = []
let dev: DevServer | undefined

beforeAll(() => {
  dir = copyProject(root, 'writer-loop-', { untracked: true })
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
  // An image the page names but nobody added: the build looks beside the page, then beside its twin.
  const image = edit(
    dir,
    'content/ru/faq.mdx',
    '\n## ',
    '\n![Экран, которого нет](./faq/nope.png)\n\n## ',
  )
  const looked = ['ru/faq/nope.ru.png', 'ru/faq/nope.png', 'en/faq/nope.ru.png', 'en/faq/nope.png']
  expected = [
    `content/en/faq.mdx:${link.line + 1}:5: link /en/android/nope: no page /en/android/nope`,
    `content/ru/android/happ.mdx:${field.line + 1}:1: platform: "androidd" is not one of android, ios, macos, tvos, windows`,
    `content/ru/faq.mdx:${image.line + 1}:1: image ./faq/nope.png: not found (looked for ${looked.map((f) => `content/${f}`).join(', ')})`,
  ]
}, 120_000)

afterAll(async () => {
  await dev?.stop()
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
    dev = await startDevServer(dir)
    const output = dev.output()

    // The terminal printed each error once.
    for (const line of expected) expect(output.split(line)).toHaveLength(2)

    const page = async (pathname: string) => {
      const res = await fetch(`${dev!.origin}${pathname}`)
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

    const en = await page(localizedPath('en', '/faq'))
    expect(en.status).toBe(500)
    expect(items(en.html)).toEqual([expected[0]])

    const figure = await page('/faq')
    expect(figure.status).toBe(500)
    expect(items(figure.html)).toEqual([expected[2]])

    // A page without errors renders as usual.
    const ok = await page(localizedPath('en', '/android/happ'))
    expect(ok.status).toBe(200)
    expect(ok.html).not.toContain('data-content-errors')
  }, 240_000)
})
