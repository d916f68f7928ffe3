import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = process.cwd()
const dirs: string[] = []

/** Runs the build's content step (`npm run content`) on a copy of the config with the given content files. */
async function build(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'))
  dirs.push(dir)
  cpSync(path.join(root, 'contentlayer.config.ts'), path.join(dir, 'contentlayer.config.ts'))
  cpSync(path.join(root, 'lib'), path.join(dir, 'lib'), { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}')
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'content', name)), { recursive: true })
    writeFileSync(path.join(dir, 'content', name), text)
  }
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'scripts/build/content.mjs')],
      {
        cwd: dir,
        // contentlayer2 takes its project folder from INIT_CWD when npm set it (npm test does).
        env: { ...process.env, INIT_CWD: dir, PWD: dir },
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

afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('content build errors', () => {
  it('builds valid pages', async () => {
    const result = await build({ 'ru/index.mdx': page(valid), 'en/index.mdx': page(valid) })
    expect(result.output).toContain('Generated 2 documents')
    expect(result.ok).toBe(true)
  })

  it('fails on a missing required field, naming the file and the field', async () => {
    const result = await build({
      'ru/index.mdx': page('description: No title.'),
      'en/index.mdx': page(valid),
    })
    expect(result.ok).toBe(false)
    expect(result.output).toContain('ru/index.mdx')
    expect(result.output).toContain('title')
  })

  it('fails on an unknown field, naming the file and the field', async () => {
    const result = await build({
      'ru/index.mdx': page(`${valid}\nauthor: someone`),
      'en/index.mdx': page(valid),
    })
    expect(result.ok).toBe(false)
    expect(result.output).toContain('ru/index.mdx')
    expect(result.output).toContain('author')
  })

  it('fails on a value outside an enum, naming the file and the field', async () => {
    const result = await build({
      'ru/index.mdx': page(valid),
      'en/index.mdx': page(`${valid}\nplatform: symbian`),
    })
    expect(result.ok).toBe(false)
    expect(result.output).toContain('content/en/index.mdx: platform: "symbian" is not one of')
  })

  it('fails on a description over 160 characters and on a missing translation', async () => {
    const result = await build({
      'ru/index.mdx': page(`title: T\ndescription: ${'д'.repeat(161)}`),
      'en/index.mdx': page(valid),
      'en/extra.mdx': page(valid),
    })
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      'content/ru/index.mdx: description: 161 characters, at most 160',
    )
    expect(result.output).toContain(
      'content/en/extra.mdx: missing translation: no content/ru/extra.mdx',
    )
  })
})
