import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copyProject } from '@/scripts/lib/project-copy'

const run = promisify(execFile)
const root = process.cwd()
/** One copy of the project for every case; each case replaces its content/ (cases run in order). */
let dir = ''
// Hard-linking node_modules takes a while on a busy machine.
beforeAll(() => {
  dir = copyProject(root, 'content-check-')
  // The shipped announcement links the PS5 guide, which these few pages do not have.
  const config = path.join(dir, 'site.config.ts')
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      /^ {2}announcement: \{[\s\S]*?^ {2}\},$/m,
      '  announcement: null,',
    ),
  )
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000)

/**
 * Runs the build's content step (`npm run content`) on a copy of the config with the given content
 * files; errors must come out one line each, `file:line:column: field: reason` (lib/content-errors.ts).
 */
async function build(files: Record<string, string>, env: Record<string, string> = {}) {
  for (const generated of ['content', '.contentlayer'])
    rmSync(path.join(dir, generated), { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'content', name)), { recursive: true })
    writeFileSync(path.join(dir, 'content', name), text)
  }
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(dir, 'scripts/build/content.mjs')],
      {
        cwd: dir,
        // The content step works in its own folder, whatever $PWD the test runner passes on.
        env: { ...process.env, GITHUB_ACTIONS: '', ...env },
      },
    )
    return { ok: true, output: stdout + stderr }
  } catch (error) {
    const e = error as { stdout: string; stderr: string }
    return { ok: false, output: e.stdout + e.stderr }
  }
}

const page = (fm: string, body = 'Text.') => `---\n${fm}\n---\n\n${body}\n`
const valid = 'title: Page\ndescription: A page.'

/** The error lines of the output (each names a file under content/), and what must never be printed. */
function errorLines(output: string): string[] {
  expect(output).not.toMatch(/SuccessCallbackError|\n\s+at /)
  return output.split('\n').filter((line) => line.startsWith('content/'))
}

describe('content build errors', () => {
  it('builds valid pages', async () => {
    const result = await build({ 'ru/index.mdx': page(valid), 'en/index.mdx': page(valid) })
    expect(result.output).toContain('Generated 2 documents')
    expect(result.ok).toBe(true)
  })

  it('fails on a missing required field, at the front matter', async () => {
    const result = await build({
      'ru/index.mdx': page('description: No title.'),
      'en/index.mdx': page(valid),
    })
    expect(result.ok).toBe(false)
    expect(errorLines(result.output)).toEqual(['content/ru/index.mdx:1:1: title: required'])
  })

  it('fails on an unknown field, at its line', async () => {
    const result = await build({
      'ru/index.mdx': page(`${valid}\nauthor: someone`),
      'en/index.mdx': page(valid),
    })
    expect(result.ok).toBe(false)
    expect(errorLines(result.output)).toEqual([
      expect.stringMatching(
        /^content\/ru\/index\.mdx:4:1: author: unknown field \(the fields are kind, /,
      ),
    ])
  })

  it('fails on a value outside an enum, at its line', async () => {
    const result = await build({
      'ru/index.mdx': page(valid),
      'en/index.mdx': page(`${valid}\nkind: platform\nplatform: symbian`),
    })
    expect(result.ok).toBe(false)
    expect(errorLines(result.output)).toEqual([
      'content/en/index.mdx:5:1: platform: "symbian" is not one of android, ios, macos, tvos, windows',
    ])
  })

  it('fails on a description over 160 characters and on a missing translation', async () => {
    const result = await build({
      'ru/index.mdx': page(`title: T\ndescription: ${'д'.repeat(161)}`),
      'en/index.mdx': page(valid),
      'en/extra.mdx': page(valid),
    })
    expect(result.ok).toBe(false)
    expect(errorLines(result.output)).toEqual([
      'content/en/extra.mdx: translation: missing: no content/ru/extra.mdx for /en/extra',
      'content/ru/index.mdx:3:1: description: 161 characters, at most 160',
    ])
  })

  it('fails on broken YAML and on broken MDX, each once, at its line', async () => {
    const result = await build({
      'ru/index.mdx': page('title: [Page\ndescription: A page.'),
      'en/index.mdx': page(valid, '# Page\n\n<Callout type="note">\n\nNot closed.'),
    })
    expect(result.ok).toBe(false)
    expect(errorLines(result.output)).toEqual([
      'content/en/index.mdx:8:1: MDX: Expected a closing tag for `<Callout>`',
      expect.stringMatching(/^content\/ru\/index\.mdx:\d+:\d+: front matter: invalid YAML: /),
    ])
    // esbuild's own code frame of the MDX error and contentlayer's "Found 2 problems" tree stay out.
    expect(result.output).not.toMatch(/Cannot process MDX|Found \d+ problems/)
  })

  it('annotates each error on GitHub Actions', async () => {
    const result = await build(
      { 'ru/index.mdx': page(valid), 'en/index.mdx': page(`${valid}\nplatform: android`) },
      { GITHUB_ACTIONS: 'true' },
    )
    expect(result.output).toContain(
      '::error file=content/en/index.mdx,line=4,col=1::platform: only for kinds "guide" and "platform"',
    )
  })
})
