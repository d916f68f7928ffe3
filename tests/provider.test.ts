// @vitest-environment node
// A provider launches the site as their own, end to end, on a copy of the project (README, "Make it
// yours"):
// - with the shipped placeholders, a launch build (`LAUNCH=1 npm run build`) stops in the content step
//   with one line per placeholder, naming the field and its line; a local build lists the same lines as
//   one warning and goes on;
// - a typo in `apps` is the first line the build prints, before anything it would make wrong;
// - with a sample provider's site.config.ts (another brand and domain) and three app sets (every app; one
//   app on one platform; three apps on four platforms, Apple TV left out), and no edit of the content:
//   each passes the launch build's content rules; in out/, the visible text of every page and single file,
//   the search index, the sitemap and the precache list name no app and no device not offered; the
//   platform pages, /update and the device chooser list exactly the offered ones; the PS5 guide has a tab
//   for each offered app that shares its connection, and is not built without one.
// Builds are few: the failing ones stop in the content step, two full builds check the output.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { fromHtml } from 'hast-util-from-html'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apps as appInfo, devices, type AppId, type Device, type Platform } from '@/lib/apps'
import { mentions } from '@/lib/content-rules'
import { walkFiles } from '@/lib/files'
import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import {
  appWords,
  deviceWords,
  offeredLanSharing,
  offeredApps,
  offeredDevices,
  offersDevice,
} from '@/lib/offer'
import { singleFileName, singleFileRel } from '@/lib/single-files'
import { EXAMPLE_CHAT_TOKEN } from '@/lib/site-config-check'
import { readContentFiles } from '@/lib/source/files'
import { isOffered } from '@/lib/source/pages'
import { helpPath } from '@/lib/source/routes'
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

/** The sample provider: its configuration with an app set. */
const BRAND = 'Nordlicht VPN'
const COMPANY = 'Nordlicht Netz GmbH'
type AppSet = 'all' | Partial<Record<AppId, readonly Platform[]>>
const sampleConfig = (
  apps: AppSet | string,
) => `import type { ProviderConfig } from './lib/provider-config'

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
  apps: ${typeof apps === 'string' ? apps : JSON.stringify(apps)},
  announcement: {
    id: 'winter-2027',
    link: '/faq',
    text: { ru: 'Зимние тарифы: подробности в боте.', en: 'Winter plans: details in the bot.' },
  },
  tagline: null,
  navbar: { hideOnScroll: true },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
} as const satisfies ProviderConfig
`

/** The 1-based line of the first line of the file matching `pattern`. */
const lineOf = (text: string, pattern: RegExp) =>
  text.split('\n').findIndex((l) => pattern.test(l)) + 1

let dir = ''

beforeAll(() => {
  dir = copyProject(root, 'provider-', { untracked: true })
}, 120_000)

afterAll(() => {
  if (dir && !process.env.KEEP_COPY) rmSync(dir, { recursive: true, force: true })
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
      ['announcement', 'announcement'],
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

/**
 * A new app added to the copy by CONTRIBUTING's recipe "A new app", with exactly the files it lists: the
 * registry entry, labels and screens (tests/fixtures/sample-app/), their three registrations, and its
 * guides. Windows only.
 */
function addSampleApp(dir: string) {
  const fixture = path.join(root, 'tests', 'fixtures', 'sample-app')
  for (const rel of walkFiles(fixture)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), readFileSync(path.join(fixture, rel)))
  }
  const edit = (rel: string, change: (text: string) => string) => {
    const before = readFileSync(path.join(dir, rel), 'utf8')
    const after = change(before)
    if (after === before) throw new Error(`addSampleApp: nothing changed in ${rel}`)
    writeFileSync(path.join(dir, rel), after)
  }
  /** Adds `line` as the last entry of the object or array literal that starts with `start`. */
  const append = (text: string, start: string, line: string) => {
    const at = text.indexOf(start)
    const end = text.indexOf(start.trimEnd().endsWith('[') ? '\n]' : '\n}', at)
    return at === -1 ? text : `${text.slice(0, end)}\n${line}${text.slice(end)}`
  }
  edit('lib/apps/types.ts', (t) => append(t, 'export const appIds = [', "  'lumen',"))
  edit('lib/apps.ts', (t) =>
    append(
      `import { lumen } from './apps/lumen'\n${t}`,
      'export const apps: Record<AppId, AppInfo> = {',
      '  lumen,',
    ),
  )
  edit('lib/labels/index.ts', (t) =>
    append(
      `import { lumenLabels } from './lumen'\n${t}`,
      'export const appLabels: Partial<Record<AppId, AppLabels>> = {',
      '  lumen: lumenLabels,',
    ),
  )
  edit('lib/screens/index.ts', (t) =>
    append(
      `import { lumenScreens } from './lumen'\n${t}`,
      'export const appScreens: Partial<Record<AppId, AppScreens>> = {',
      '  lumen: lumenScreens,',
    ),
  )
}

/** App sets of a provider: one app on one platform; three apps on four platforms, Apple TV left out. */
const ONE = { v2rayng: ['android'] } as const satisfies AppSet
const THREE = {
  happ: ['android', 'ios', 'macos', 'windows'],
  v2rayng: ['android'],
  'clash-verge-rev': ['windows'],
} as const satisfies AppSet
/** THREE, and a new app added by its recipe (`addSampleApp`). */
const THREE_AND_NEW = { ...THREE, lumen: ['windows'] } as const

/** The words that name what a set does not offer: the apps' names, the devices' words. */
function absentWords(apps: AppSet): string[] {
  const offer = { apps }
  const offered = new Set<string>(offeredApps(undefined, offer))
  return [
    ...(Object.entries(appWords) as [AppId, readonly string[]][])
      .filter(([app]) => !offered.has(app))
      .flatMap(([, words]) => words),
    ...(Object.entries(deviceWords) as [Device, readonly string[]][])
      .filter(([device]) => !offersDevice(device, offer))
      .flatMap(([, words]) => words),
  ]
}

/** Elements whose text a reader never sees as text on the page. */
const UNSEEN = new Set(['script', 'style', 'template'])
/** Attributes a reader sees or hears: image text, a field's hint, a control's name, a tooltip. */
const SEEN_ATTRIBUTES = ['alt', 'placeholder', 'ariaLabel', 'title']

/**
 * What a reader sees of an exported page: the title, the description a search engine or a link preview
 * shows, the text of every element that is not hidden, and the alt texts, hints and names of controls.
 */
function visibleText(html: string): string {
  const tree = fromHtml(html)
  const parts: string[] = []
  const walk = (node: HastNode) => {
    if (node.type === 'text') parts.push(node.value)
    if (node.type !== 'element' && node.type !== 'root') return
    if (node.type === 'element') {
      if (UNSEEN.has(node.tagName) || node.properties.hidden) return
      if (
        node.tagName === 'meta' &&
        /^(description|og:title|og:description)$/.test(
          String(node.properties.name ?? node.properties.property ?? ''),
        )
      )
        parts.push(String(node.properties.content ?? ''))
      for (const name of SEEN_ATTRIBUTES) {
        const value = node.properties[name]
        if (typeof value === 'string') parts.push(value)
      }
    }
    for (const child of node.children) walk(child as HastNode)
  }
  walk(tree as HastNode)
  return parts.join(' ')
}
type HastNode = ReturnType<typeof fromHtml> | ReturnType<typeof fromHtml>['children'][number]

describe('a sample provider', () => {
  it('a typo in apps: the first line the build prints is the configuration line', async () => {
    writeFileSync(path.join(dir, 'site.config.ts'), sampleConfig(`{ hapq: ['android'] }`))
    const result = await npm(dir, 'build', { LAUNCH: '1' })
    expect(result.ok).toBe(false)
    const printed = result.output.split('\n').filter((l) => l.trim() && !l.startsWith('>'))
    const line = lineOf(readFileSync(path.join(dir, 'site.config.ts'), 'utf8'), /^\s*apps:/)
    expect(printed[0]).toBe(
      `site.config.ts:${line}: apps.hapq: not an app of lib/apps.ts (happ, v2rayng, clash-meta, karing, streisand, shadowrocket, stash, clashx-meta, clash-verge-rev, v2rayn)`,
    )
    expect(result.output).not.toMatch(/^content\//m)
    expect(result.output).not.toMatch(NEXT_RAN)
  }, 600_000)

  it('every app: the content passes a launch build’s rules, with no warning', async () => {
    writeFileSync(path.join(dir, 'site.config.ts'), sampleConfig(`'all'`))
    const result = await npm(dir, 'content', { LAUNCH: '1' })
    if (!result.ok) console.error(result.output.slice(-4000))
    expect(result.ok).toBe(true)
    expect(result.output).not.toMatch(/^warning/m)
  }, 600_000)

  for (const [name, apps] of [
    ['one app on one platform', ONE],
    ['three apps on four platforms, Apple TV left out, and a new app', THREE_AND_NEW],
  ] as const) {
    it(`${name}: a launch build with no content edit names nothing the provider does not offer`, async () => {
      writeFileSync(path.join(dir, 'site.config.ts'), sampleConfig(apps))
      if ('lumen' in apps) addSampleApp(dir)
      const result = await npm(dir, 'build', { LAUNCH: '1' })
      if (!result.ok) console.error(result.output.slice(-6000))
      expect(result.ok).toBe(true)
      expect(result.output).not.toMatch(/^warning/m)
      const offer = { apps }
      const out = path.join(dir, 'out')
      const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8')
      const exists = (url: string) => existsSync(path.join(out, `${url.slice(1) || 'index'}.html`))

      // The visible text of every page and single file, the search indexes: no word of what is not offered.
      const absent = absentWords(apps)
      const named = (where: string, text: string) =>
        absent.filter((word) => mentions(text, word)).map((word) => `${where}: ${word}`)
      const pages = walkFiles(out, (f) => f.endsWith('.html'))
      expect(pages.length).toBeGreaterThan(40)
      expect(pages.flatMap((rel) => named(rel, visibleText(read(rel))))).toEqual([])
      expect(
        locales.flatMap((l) => {
          const index = `${localizedPath(l, '/search.json').slice(1)}`
          return named(index, read(index))
        }),
      ).toEqual([])

      // No URL of a page not built: the sitemap and the precache list (sw.js). The project's own pages (the
      // copy has them all, and the new app's guides besides, which this project's schema does not know).
      const all = readContentFiles(path.join(root, 'content'), 'all')
      const gone = all.filter((page) => !isOffered(page, offer))
      const goneDevices = devices.filter((d) => !offersDevice(d, offer))
      const goneUrls = [
        ...gone.map((page) => page.url),
        ...locales.flatMap((l) => goneDevices.map((d) => localizedPath(l, helpPath(d)))),
      ]
      expect(goneUrls.length).toBeGreaterThan(10)
      for (const file of ['sitemap.xml', 'sw.js']) {
        const text = read(file)
        expect(
          goneUrls.filter((url) => new RegExp(`${escape(url)}(?=["'#?)<\\s/.,]|$)`).test(text)),
          file,
        ).toEqual([])
      }
      for (const url of goneUrls) expect(exists(url), url).toBe(false)

      for (const locale of locales) {
        // Each offered platform's page compares exactly its offered apps; the others have no page.
        for (const page of all.filter((p) => p.kind === 'platform' && p.locale === locale)) {
          const rows = exists(page.url)
            ? [...read(`${page.url.slice(1)}.html`).matchAll(/<th scope="row">([^<]+)<\/th>/g)].map(
                (m) => m[1],
              )
            : []
          const added = page.platform === 'windows' && 'lumen' in apps ? ['Lumen'] : []
          expect(rows, page.url).toEqual([
            ...offeredApps(page.platform, offer).map((app) => appInfo[app].name),
            ...added,
          ])
        }
        // /update leads to the update section of exactly the guides that are built.
        const guides = all
          .filter((p) => p.kind === 'guide' && p.locale === locale && isOffered(p, offer))
          .map((p) => p.url)
        const update = read(`${localizedPath(locale, '/update').slice(1) || 'index'}.html`)
        const article = update.slice(update.indexOf('<article'), update.indexOf('</article>'))
        const linked = [...article.matchAll(/href="([^"#]+)#update"/g)].map((m) => m[1])
        expect([...new Set(linked)].sort(), `${locale} /update`).toEqual([...guides].sort())
        // The device chooser offers exactly the devices served.
        const install = read(`${localizedPath(locale, '/install').slice(1)}.html`)
        const cards = [...install.matchAll(/data-device="([a-z0-9]+)"/g)].map((m) => m[1])
        expect(cards, `${locale} /install`).toEqual(offeredDevices(offer))
        // The PS5 guide: a tab for each offered app that shares its connection, or no guide.
        const ps5 = localizedPath(locale, '/guides/ps5')
        const sharing = offeredLanSharing(offer).map((s) => s.app.name)
        if (sharing.length === 0) expect(exists(ps5), ps5).toBe(false)
        else {
          const tabs = [
            ...read(`${ps5.slice(1)}.html`).matchAll(
              /<label class="tabs__label"[^>]*>([\s\S]*?)<\/label>/g,
            ),
          ].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, '').trim())
          const appNames = Object.values(appInfo).map((a) => a.name)
          expect(tabs.filter((t) => appNames.includes(t)).sort(), ps5).toEqual(sharing.sort())
        }
      }

      // The new app, added by its recipe alone: its guides, and everything that derives from the registry.
      if ('lumen' in apps) {
        for (const locale of locales) {
          const guide = localizedPath(locale, '/windows/lumen')
          expect(exists(guide), guide).toBe(true)
          expect(read(`${localizedPath(locale, '/search.json').slice(1)}`)).toContain('Lumen')
          expect(read('sitemap.xml')).toContain(`https://docs.nordlicht.test${guide}`)
          const cards = read(`${localizedPath(locale, '/install').slice(1)}.html`)
          expect(/data-device="windows"[\s\S]*?<\/li>/.exec(cards)?.[0]).toContain('Lumen')
        }
        expect(read('sw.js')).toContain('/windows/lumen')
      }

      // The brand, and no trace of the example, in what a reader gets.
      expect(/<title>([^<]*)<\/title>/.exec(read('android/v2rayNG.html'))?.[1]).toContain(BRAND)
      expect(JSON.parse(read('manifest.webmanifest')).name).toContain(BRAND)
      for (const locale of locales) {
        const legal = localizedPath(locale, '/legal/privacy-policy').slice(1)
        expect(read(`${legal}.html`)).toContain(COMPANY)
        expect(read(singleFileRel(locale, singleFileName('/android/v2rayNG')))).toContain(BRAND)
      }
      const text = walkFiles(
        out,
        (f) => !/\.(png|jpe?g|webp|avif|gif|ico|zip|woff2?|exe|br|gz)$/.test(f),
      ).map((rel) => ({ rel, body: read(rel) }))
      for (const pattern of [
        /\bExample\b/,
        /example\.(com|net|org)/i,
        new RegExp(EXAMPLE_CHAT_TOKEN),
      ])
        expect(text.filter(({ body }) => pattern.test(body)).map(({ rel }) => rel)).toEqual([])
    }, 1_800_000)
  }
})
