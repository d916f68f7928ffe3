// @vitest-environment node
// A provider launches the site as their own, end to end, on a copy of the project (README, "Make it
// yours"):
// - with the shipped placeholders, a launch build (`LAUNCH=1 npm run build`) stops in the content step
//   with one line per placeholder, naming the field and its line; a local build lists the same lines as
//   one warning and goes on;
// - with a sample provider's site.config.ts (another brand and domain, Happ on Android and iOS and
//   v2rayNG on Android only), a content link to a switched-off guide fails the build with one line; once
//   the content follows the error lines, the launch build succeeds, and out/ carries the sample brand
//   (titles, manifest, single files, legal pages), no trace of the example, and nothing of the apps and
//   platforms switched off: no file (a static host answers 404), no link, no search, sitemap or precache
//   entry.
// Builds are few: the failing ones stop in the content step, and one full build checks the output.
import { execFile } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AppId, Platform } from '@/lib/apps'
import { walkFiles } from '@/lib/files'
import { helpPath } from '@/lib/source/routes'
import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { singleFileName, singleFileRel } from '@/lib/single-files'
import { EXAMPLE_CHAT_TOKEN } from '@/lib/site-config-check'
import { readContentFiles } from '@/lib/source/files'
import { copyProject } from '@/scripts/lib/project-copy'

const root = process.cwd()
const run = promisify(execFile)
// Vitest's NODE_ENV=test is no environment the site's scripts know; GITHUB_ACTIONS would add annotations.
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !['NODE_ENV', 'LAUNCH', 'BASE_PATH', 'GITHUB_ACTIONS'].includes(name),
  ),
) as NodeJS.ProcessEnv

/** Runs an npm script in the copy; never throws. */
async function npm(dir: string, script: string, extra: Record<string, string> = {}) {
  return run('npm', ['run', script], {
    cwd: dir,
    env: { ...env, ...extra },
    maxBuffer: 1 << 28,
  }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (e: { stdout: string; stderr: string }) => ({ ok: false, output: e.stdout + e.stderr }),
  )
}

const NEXT_RAN = /Creating an optimized production build|Collecting page data/

/** The sample provider: its configuration and the apps it offers. */
const BRAND = 'Nordlicht VPN'
const COMPANY = 'Nordlicht Netz GmbH'
const offered: Partial<Record<AppId, readonly Platform[]>> = {
  happ: ['android', 'ios'],
  v2rayng: ['android'],
}
const SAMPLE_CONFIG = `import type { ProviderConfig } from './lib/provider-config'

export default {
  brandName: '${BRAND}',
  url: 'https://docs.nordlicht.test',
  mirrors: ['https://spiegel.nordlicht.test/docs'],
  version: '2.1.0',
  mainSite: 'https://nordlicht.test',
  messagingBot: 'https://t.me/nordlicht_vpn_bot',
  supportBot: 'https://t.me/NordlichtHilfeBot',
  support: 'https://nordlicht.test/hilfe',
  social: 'https://t.me/nordlicht_news',
  review: 'https://nordlicht.test/bewertungen',
  status: 'https://status.nordlicht.test',
  statusFeed: 'https://127.0.0.1:4399/api/v2/status.json',
  legal: {
    companyName: '${COMPANY}',
    registration: 'HRB 123456 B',
    address: 'Lichtstraße 1, 10115 Berlin',
    email: 'datenschutz@nordlicht.test',
  },
  chat: {
    enabled: true,
    provider: 'chatwoot',
    baseUrl: 'https://chat.nordlicht.test',
    websiteToken: 'n0rdL1chtW3bs1teT0ken24x',
  },
  repoUrl: 'https://git.nordlicht.test/nordlicht/docs',
  repoBranch: 'main',
  apps: ${JSON.stringify(offered)},
  announcement: { id: 'ps5-2027', link: '/guides/ps5' },
  navbar: { hideOnScroll: true },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
} as const satisfies ProviderConfig
`

/** The 1-based line of the first line of the file matching `pattern`. */
const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').findIndex((l) => pattern.test(l)) + 1

/**
 * Follows the build's error lines for links to switched-off guides the way a provider would: the link
 * at `file:line:column` becomes its text.
 */
function unlink(dir: string, errors: readonly string[]) {
  const byFile = new Map<string, { line: number; column: number }[]>()
  for (const error of errors) {
    const m = /^(content\/[^:]+):(\d+):(\d+): link /.exec(error)
    if (!m) throw new Error(`not a link error: ${error}`)
    byFile.set(m[1]!, [...(byFile.get(m[1]!) ?? []), { line: Number(m[2]), column: Number(m[3]) }])
  }
  for (const [file, at] of byFile) {
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n')
    // Right to left, so the columns of the links before stay right.
    for (const { line, column } of at.sort((a, b) => b.line - a.line || b.column - a.column)) {
      const text = lines[line - 1]!
      const link = /^\[([^\]]*)\]\([^)\s]+\)/.exec(text.slice(column - 1))
      if (!link) throw new Error(`${file}:${line}:${column}: no [text](link) there: ${text}`)
      lines[line - 1] =
        text.slice(0, column - 1) + link[1] + text.slice(column - 1 + link[0].length)
    }
    writeFileSync(path.join(dir, file), lines.join('\n'))
  }
}

let dir = ''

beforeAll(() => {
  dir = copyProject(root, 'provider-', { untracked: true })
}, 120_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
}, 60_000)

describe('the launch gate on the shipped placeholders', () => {
  /** Each placeholder field with the line it is written on in the shipped site.config.ts. */
  const expected = () => {
    const source = readFileSync(path.join(dir, 'site.config.ts'), 'utf8')
    const at = (name: string) => lineOf(source, new RegExp(`^\\s*${name}:`))
    const fields: [string, string][] = [
      ['brandName', 'brandName'],
      ['url', 'url'],
      ['mirrors[0]', 'mirrors'],
      ['mirrors[1]', 'mirrors'],
      ['mainSite', 'mainSite'],
      ['messagingBot', 'messagingBot'],
      ['supportBot', 'supportBot'],
      ['support', 'support'],
      ['social', 'social'],
      ['review', 'review'],
      ['status', 'status'],
      ['statusFeed', 'statusFeed'],
      ['legal.companyName', 'companyName'],
      ['legal.registration', 'registration'],
      ['legal.address', 'address'],
      ['legal.email', 'email'],
      ['chat.baseUrl', 'baseUrl'],
      ['chat.websiteToken', 'websiteToken'],
      ['repoUrl', 'repoUrl'],
    ]
    return fields.map(([field, name]) => `site.config.ts:${at(name)}: ${field}: `)
  }

  it('a launch build fails in the content step with one line per placeholder', async () => {
    const result = await npm(dir, 'build', { LAUNCH: '1' })
    expect(result.ok).toBe(false)
    const lines = result.output.split('\n').filter((l) => l.startsWith('site.config.ts'))
    expect(lines).toHaveLength(expected().length)
    expected().forEach((start, i) => expect(lines[i]).toMatch(new RegExp(`^${escape(start)}\\S`)))
    expect(lines).toContain(`${expected()[0]}"Example VPN" is the example brand`)
    expect(lines.find((l) => l.includes('chat.websiteToken'))).toMatch(/the example chat token$/)
    expect(lines.find((l) => l.includes(': supportBot:'))).toMatch(/: not set: /)
    expect(result.output).not.toMatch(NEXT_RAN)
  }, 600_000)

  it('a local build lists the same lines as one warning and goes on', async () => {
    const result = await npm(dir, 'content')
    expect(result.ok).toBe(true)
    const output = result.output.split('\n')
    const warning = output.findIndex((l) =>
      l.startsWith('warning: site.config.ts still has 20 placeholders'),
    )
    expect(warning).toBeGreaterThan(-1)
    const listed = output.slice(warning + 1, warning + 1 + expected().length)
    expected().forEach((start, i) =>
      expect(listed[i]).toMatch(new RegExp(`^  ${escape(start)}\\S`)),
    )
    expect(output.filter((l) => l.startsWith('warning: site.config.ts'))).toHaveLength(1)
  }, 600_000)
})

/** A string as a literal part of a regular expression. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('a sample provider', () => {
  /** The guides of the copy that the sample provider switches off, by app and platform. */
  const off = () =>
    readContentFiles(path.join(dir, 'content'), 'all').filter(
      (p) =>
        p.kind === 'guide' &&
        p.locale === 'ru' &&
        p.app &&
        p.platform &&
        !offered[p.app]?.includes(p.platform),
    )

  it('a link to a switched-off guide fails the build with one line naming the link and the switch', async () => {
    writeFileSync(path.join(dir, 'site.config.ts'), SAMPLE_CONFIG)
    const faq = path.join(dir, 'content/en/faq.mdx')
    const text = readFileSync(faq, 'utf8')
    const at = text.indexOf('\n## ')
    writeFileSync(faq, `${text.slice(0, at)}\nTry [Karing](/en/ios/karing).\n${text.slice(at)}`)
    const line = text.slice(0, at).split('\n').length + 1

    const result = await npm(dir, 'build', { LAUNCH: '1' })
    expect(result.ok).toBe(false)
    expect(result.output).not.toMatch(NEXT_RAN)
    const errors = result.output.split('\n').filter((l) => l.startsWith('content/'))
    expect(
      errors.filter(
        (l) => l.includes(localizedPath('en', '/ios/karing')) && l.startsWith('content/en/faq'),
      ),
    ).toEqual([
      `content/en/faq.mdx:${line}:5: link /en/ios/karing: the Karing guide on ios is switched off (apps in site.config.ts)`,
    ])
    // The shipped pages link every guide: every error is such a link, one line each; the configuration
    // itself is clean (no placeholder left, nothing wrong).
    for (const error of errors)
      expect(error).toMatch(/: link \S+: the .+ is switched off \(apps in site\.config\.ts\)$/)
    expect(result.output).not.toMatch(/^site\.config\.ts/m)

    // The provider takes those links out, as the lines say.
    unlink(dir, errors)
  }, 600_000)

  it('a launch build succeeds, with the brand and without a trace of the example or the apps switched off', async () => {
    const result = await npm(dir, 'build', { LAUNCH: '1' })
    if (!result.ok) console.error(result.output.slice(-4000))
    expect(result.ok).toBe(true)
    expect(result.output).not.toMatch(/placeholder/)
    const out = path.join(dir, 'out')
    const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8')
    const title = (rel: string) => /<title>([^<]*)<\/title>/.exec(read(rel))?.[1] ?? ''

    // The brand: titles, the manifest, the single files, the legal pages (company and brand).
    expect(title('android/happ.html')).toContain(BRAND)
    expect(title('en/ios/happ.html')).toContain(BRAND)
    expect(JSON.parse(read('manifest.webmanifest')).name).toContain(BRAND)
    for (const locale of locales) {
      const single = read(singleFileRel(locale, singleFileName('/android/v2rayNG')))
      expect(single).toContain(BRAND)
      const legal = localizedPath(locale, '/legal/privacy-policy').slice(1)
      expect(title(`${legal}.html`)).toContain(BRAND)
      expect(read(`${legal}.html`)).toContain(COMPANY)
      expect(read(`${localizedPath(locale, '/legal/terms-of-use').slice(1)}.html`)).toContain(
        COMPANY,
      )
    }

    // Every text file of the build, for the traces below.
    const text = walkFiles(
      out,
      (f) => !/\.(png|jpe?g|webp|avif|gif|ico|zip|woff2?|exe|br|gz)$/.test(f),
    ).map((rel) => ({ rel, body: readFileSync(path.join(out, rel), 'utf8') }))
    expect(text.length).toBeGreaterThan(100)
    const traces = (pattern: RegExp) =>
      text
        .filter(({ body }) => pattern.test(body))
        .map(({ rel, body }) => `${rel}: ${pattern.exec(body)![0]}`)
    expect(traces(/\bExample\b/)).toEqual([])
    expect(traces(/example\.(com|net|org)/i)).toEqual([])
    expect(traces(new RegExp(EXAMPLE_CHAT_TOKEN))).toEqual([])

    // The guides switched off: no file (404 on a static host), no single file, and no mention of their
    // URLs or their /help pages anywhere: pages, search index, sitemap, sw.js's precache manifest.
    const guides = off()
    expect(guides.map((g) => `${g.app}/${g.platform}`)).toEqual(
      expect.arrayContaining(['karing/android', 'happ/windows', 'happ/tvos', 'v2rayn/windows']),
    )
    const offPaths = [
      ...guides.map((g) => g.path),
      ...new Set(guides.map((g) => helpPath(g.platform!, g.app!))),
    ]
    for (const locale of locales) {
      for (const p of offPaths) {
        const url = localizedPath(locale, p)
        expect(existsSync(path.join(out, `${url.slice(1)}.html`)), url).toBe(false)
        const mention = new RegExp(`${escape(url)}(?=["'#?)<\\s/.,]|$)`)
        expect(traces(mention), url).toEqual([])
      }
      for (const g of guides) {
        expect(existsSync(path.join(out, singleFileRel(locale, singleFileName(g.path))))).toBe(
          false,
        )
      }
    }
    // …while the apps offered have their guides and /help pages.
    for (const p of [
      '/android/happ',
      '/ios/happ',
      '/android/v2rayNG',
      '/help/android/v2rayng',
      '/help/ios/happ',
    ])
      for (const locale of locales)
        expect(existsSync(path.join(out, `${localizedPath(locale, p).slice(1)}.html`)), p).toBe(
          true,
        )
    expect(read('sw.js')).toContain('/android/v2rayNG')
    expect(read('sitemap.xml')).toContain('https://docs.nordlicht.test/en/ios/happ')
  }, 1_800_000)
})
