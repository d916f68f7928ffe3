import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { readContentFiles, readProblemFiles } from '@/lib/source/files'
import { checkContent, checkProblems } from '@/lib/content-rules'
import type { PageFile } from '@/lib/source/files'
import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { analyseMdx } from '@/lib/mdx/analyse'
import { pageSchema } from '@/lib/source/schema'

const entries = readProblemFiles()

describe('troubleshooting entries', () => {
  it('exist in every locale with valid fields, shared codes and unique codes', () => {
    expect(entries.length).toBeGreaterThanOrEqual(2 * 10)
    expect(checkProblems(entries, locales)).toEqual([])
  })

  it('fail the checks on a missing twin, naming the file', () => {
    const ru = entries.find((e) => e.locale === 'ru')!
    expect(checkProblems([ru], locales)).toEqual([
      `content/${ru.rel}: translation: missing: no content/troubleshooting/en/${ru.id}.mdx`,
    ])
  })

  it('are left out of the pages: readContentFiles reads the locale folders only', () => {
    expect(readContentFiles().some((p) => p.rel.startsWith('troubleshooting/'))).toBe(false)
  })

  it('cover the problems the issue names', () => {
    const ids = new Set(entries.map((e) => e.id))
    for (const id of [
      'no-internet',
      'subscription-not-added',
      'device-limit',
      'connection-drops',
      'app-not-in-store',
      'look-alike-apps',
    ])
      expect(ids).toContain(id)
  })

  it('are rendered by every guide’s troubleshooting section', () => {
    const guides = readContentFiles().filter((p) => p.kind === 'guide' || p.path === '/guides/ps5')
    expect(guides.length).toBeGreaterThan(20)
    for (const guide of guides) {
      const used = analyseMdx(guide.source).components.map((c) => c.name)
      expect(used, guide.rel).toContain('Troubleshooting')
    }
  })

  it('break the build on a guide heading that takes an entry’s id', () => {
    const entry = entries.find((e) => e.locale === 'en' && e.id === 'no-internet')!
    const doc: PageFile = {
      file: 'content/en/android/x.mdx',
      rel: 'en/android/x.mdx',
      source:
        '## Troubleshooting\n\n<Troubleshooting device="android">\n\n### No internet\n\n</Troubleshooting>\n',
      locale: 'en',
      path: '/android/x',
      url: localizedPath('en', '/android/x'),
      ...pageSchema.parse({ title: 'X', description: 'D' }),
    }
    expect(checkContent([doc], [entry]).errors).toContainEqual(
      expect.stringContaining('heading #no-internet: also the id of'),
    )
  })

  it('are listed with their codes in docs/help.md', () => {
    const readme = readFileSync('docs/help.md', 'utf8')
    const table = /<!-- help-codes:start -->([\s\S]*?)<!-- help-codes:end -->/.exec(readme)![1]!
    const rows = [
      ...table.matchAll(/^\| `([a-z0-9]+)` +\| `([a-z0-9-]+)` +\| (.+?) +\| (.+?) +\|$/gm),
    ]
    const ru = entries.filter((e) => e.locale === 'ru').sort((a, b) => a.order - b.order)
    const en = new Map(entries.filter((e) => e.locale === 'en').map((e) => [e.id, e.title]))
    expect(rows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual(
      ru.map((e) => [e.code, e.id, e.title, en.get(e.id)]),
    )
  })
})
