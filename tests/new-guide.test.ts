// @vitest-environment node
// `npm run new:guide -- <platform>/<app>` on a copy of the project: a guide for an app the registry has
// on a platform without a guide yet passes the content step as written, in both languages; an unknown
// app is refused with the apps of that platform named, and an existing guide is never overwritten.
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appsFor, platforms } from '@/lib/apps'
import { readContentFile, readContentFiles, readProblemFiles } from '@/lib/source/files'
import { guideSections } from '@/lib/guide-sections'
import { locales } from '@/lib/i18n/config'

const root = process.cwd()
const exec = promisify(execFile)
let dir = ''

async function run(file: string, args: string[] = []) {
  return exec(process.execPath, [file, ...args], { cwd: dir }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (e: { stdout: string; stderr: string }) => ({ ok: false, output: e.stdout + e.stderr }),
  )
}
const newGuide = (arg: string) => run('scripts/run.mjs', ['scripts/new-guide.ts', arg])

/** An app the registry has on a platform that has no guide in content/ yet (Karing on tvOS today). */
const guides = readContentFiles().filter((p) => p.kind === 'guide')
const missing = platforms
  .flatMap((platform) => appsFor(platform).map((app) => ({ platform, app: app.id })))
  .find(({ platform, app }) => !guides.some((g) => g.app === app && g.platform === platform))

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'new-guide-'))
  for (const entry of [
    'contentlayer.config.ts',
    'site.config.ts',
    'package.json',
    'tsconfig.json',
    'lib',
    'content',
    'messages',
    'scripts',
  ])
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run new:guide', () => {
  it('writes both languages of a new guide that passes the content build', async () => {
    expect(missing).toBeDefined()
    const { platform, app } = missing!
    const written = await newGuide(`${platform}/${app}`)
    expect(written.ok, written.output).toBe(true)
    for (const locale of locales) {
      const source = readContentFile(`${locale}/${platform}/${app}.mdx`, path.join(dir, 'content'))
      expect(source).toMatch(new RegExp(`^app: ${app}$`, 'm'))
      expect(source).toMatch(
        /^verified:\n {2}# TODO\(new guide\)[^\n]*\n {2}version: docs\n {2}date: \d{4}-\d{2}-\d{2}$/m,
      )
      for (const section of guideSections)
        expect(source).toContain(`\n## ${section.title[locale]}\n`)
      for (const component of [
        '<Requirements />',
        '<StoreButtons />',
        '<OneTapImport />',
        '<Troubleshooting />',
      ])
        expect(source).toContain(component)
    }
    const content = await run('scripts/build/content.mjs')
    expect(content.output).not.toMatch(/content error/)
    expect(content.ok, content.output).toBe(true)
    expect(content.output).toContain(
      `Generated ${readContentFiles().length + readProblemFiles().length + 2}`,
    )
  }, 120_000)

  it('refuses to overwrite a guide', async () => {
    const { platform, app } = missing!
    const rel = `en/${platform}/${app}.mdx`
    const before = readContentFile(rel, path.join(dir, 'content'))
    const again = await newGuide(`${platform}/${app}`)
    expect(again.ok).toBe(false)
    expect(again.output).toContain(`is already the`)
    expect(readContentFile(rel, path.join(dir, 'content'))).toBe(before)
    const existing = await newGuide('windows/happ')
    expect(existing.ok).toBe(false)
    expect(existing.output).toContain(
      'content/en/windows/happ.mdx is already the Happ guide for windows',
    )
  }, 60_000)

  it('refuses an app or a platform the registry does not know, naming the choices', async () => {
    const app = await newGuide('windows/happ2')
    expect(app.ok).toBe(false)
    expect(app.output).toContain(
      `unknown app "happ2": the apps on windows in lib/apps.ts are ${appsFor('windows')
        .map((a) => a.id)
        .join(', ')}`,
    )
    const platform = await newGuide('symbian/happ')
    expect(platform.ok).toBe(false)
    expect(platform.output).toContain(
      `unknown platform "symbian": the platforms are ${platforms.join(', ')}`,
    )
  }, 60_000)
})
