// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { readGuides } from './guides'

describe('readGuides', () => {
  it('reads app, platform and verified of guides only, whatever registry their app is in', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guides-'))
    mkdirSync(path.join(dir, 'en', 'android'), { recursive: true })
    writeFileSync(
      path.join(dir, 'en', 'index.mdx'),
      '---\ntitle: Home\ndescription: D\nkind: home\n---\n',
    )
    writeFileSync(
      path.join(dir, 'en', 'android', 'happ.mdx'),
      '---\ntitle: T\ndescription: D\nkind: guide\napp: happ\nplatform: android\nverified:\n  version: "2.10"\n  date: 2026-11-22\n  unconfirmed: ["menu name"]\n---\n',
    )
    const guides = readGuides(dir)
    rmSync(dir, { recursive: true, force: true })
    expect(guides).toEqual([
      {
        file: 'en/android/happ.mdx',
        app: 'happ',
        platform: 'android',
        verified: { version: '2.10', date: '2026-11-22', unconfirmed: ['menu name'] },
      },
    ])
  })

  it('finds every guide of the site with a version and a date', () => {
    const guides = readGuides('content')
    expect(guides.length).toBeGreaterThanOrEqual(20)
    for (const g of guides) {
      expect(g.verified?.version, g.file).toBeTruthy()
      expect(g.verified?.date, g.file).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
