import { describe, expect, it } from 'vitest'

import { readEntry, readPage } from './schema'

const FILE = 'content/ru/android/happ.mdx'

/** A page's file: its front matter, one line each, and a body. */
const page = (...lines: string[]) => ['---', ...lines, '---', '', 'Text.'].join('\n')

const guide = [
  'title: Happ',
  'description: Install Happ.',
  'kind: guide',
  'app: happ',
  'platform: android',
  'verified:',
  '  version: 3.25.1',
  '  date: 2026-11-22',
]

describe('readPage', () => {
  it('gives the typed front matter with the defaults filled in, dates as ISO', () => {
    const read = readPage(FILE, page(...guide))
    expect(read.errors).toEqual([])
    expect(read.data).toEqual({
      title: 'Happ',
      description: 'Install Happ.',
      kind: 'guide',
      app: 'happ',
      platform: 'android',
      tags: [],
      unlisted: false,
      verified: { version: '3.25.1', date: '2026-11-22T00:00:00.000Z', unconfirmed: [] },
    })
    // No kind: a doc.
    expect(readPage(FILE, page('title: T', 'description: D')).data?.kind).toBe('doc')
  })

  it('gives one line for a wrong field on a guide, at the field’s line and column', () => {
    const lines = [...guide]
    lines[4] = 'platform: androidd'
    expect(readPage(FILE, page(...lines)).errors).toEqual([
      `${FILE}:6:1: platform: "androidd" is not one of android, ios, macos, tvos, windows`,
    ])
    lines[4] = 'platform: android'
    lines[6] = '  version: 3.25'
    expect(readPage(FILE, page(...lines)).errors).toEqual([
      `${FILE}:8:3: verified.version: 3.25 is not text (put it in quotes: '3.25')`,
    ])
  })

  it('requires what a kind needs at the kind’s line, and refuses what it does not have', () => {
    expect(readPage(FILE, page('title: T', 'description: D', 'kind: guide')).errors).toEqual([
      `${FILE}:4:1: app: required for kind "guide"`,
      `${FILE}:4:1: platform: required for kind "guide"`,
      `${FILE}:4:1: verified: required for kind "guide" (verified: { version: "1.2.3", date: YYYY-MM-DD })`,
    ])
    expect(readPage(FILE, page('title: T', 'description: D', 'kind: platform')).errors).toEqual([
      `${FILE}:4:1: platform: required for kind "platform"`,
    ])
    expect(readPage(FILE, page('title: T', 'description: D', 'app: happ')).errors).toEqual([
      `${FILE}:4:1: app: only for kind "guide"`,
    ])
  })

  it('refuses an unknown field, a wrong kind, a long description and a wrong type, each at its line', () => {
    expect(
      readPage(
        FILE,
        page('title: T', `description: ${'д'.repeat(161)}`, 'autor: x', 'unlisted: yes'),
      ).errors,
    ).toEqual([
      `${FILE}:3:1: description: 161 characters, at most 160`,
      `${FILE}:5:1: unlisted: "yes" is neither true nor false`,
      expect.stringMatching(
        /^content\/ru\/android\/happ\.mdx:4:1: autor: unknown field \(the fields are kind, /,
      ),
    ])
    expect(readPage(FILE, page('title: T', 'description: D', 'kind: page')).errors).toEqual([
      `${FILE}:4:1: kind: "page" is not one of home, doc, platform, guide, legal`,
    ])
  })

  it('checks the verified version and day, and that the app has a build on the platform', () => {
    const lines = [...guide]
    lines[6] = '  version: 2.7.0 (DMG)'
    lines[7] = '  date: 2999-01-01'
    expect(readPage(FILE, page(...lines)).errors).toEqual([
      `${FILE}:8:3: verified.version: "2.7.0 (DMG)" is neither a version number (1.2.3, 2.5.0-rc) nor "docs" (checked against the app's documentation only)`,
      `${FILE}:9:3: verified.date: 2999-01-01 is in the future`,
    ])
    for (const version of ['docs', '2.5.0-rc']) {
      lines[6] = `  version: ${version}`
      lines[7] = '  date: 2026-11-22'
      expect(readPage(FILE, page(...lines)).errors, version).toEqual([])
    }
    const v2rayn = guide.map((l) =>
      l === 'app: happ' ? 'app: v2rayn' : l.replace('android', 'ios'),
    )
    expect(readPage(FILE, page(...v2rayn)).errors).toEqual([
      `${FILE}:6:1: platform: v2rayN has no "ios" build in lib/apps.ts`,
    ])
  })

  it('reports broken YAML as one line', () => {
    expect(readPage(FILE, page('title: [T')).errors).toEqual([
      expect.stringMatching(
        /^content\/ru\/android\/happ\.mdx:\d+:\d+: front matter: invalid YAML: /,
      ),
    ])
  })
})

describe('readEntry', () => {
  const ENTRY = 'content/troubleshooting/ru/no-internet.mdx'
  const good = [
    'title: T',
    'symptoms: [s]',
    'platforms: [android]',
    'apps: [all]',
    'code: ab',
    'order: 1',
  ]

  it('accepts a well-formed entry', () => {
    expect(readEntry(ENTRY, page(...good)).errors).toEqual([])
  })

  it('names the field of a bad value, at its line', () => {
    const bad = [...good]
    bad[2] = 'platforms: [amiga]'
    bad[3] = 'apps: []'
    bad[4] = 'code: No-Inet'
    expect(readEntry(ENTRY, page(...bad)).errors).toEqual([
      expect.stringMatching(
        /^content\/troubleshooting\/ru\/no-internet\.mdx:4:13: platforms\[0\]: "amiga" is not one of android, /,
      ),
      `${ENTRY}:5:1: apps: required, a non-empty list`,
      `${ENTRY}:6:1: code: "No-Inet" must be 2–12 lowercase letters or digits`,
    ])
  })
})
