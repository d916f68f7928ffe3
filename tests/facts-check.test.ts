// @vitest-environment node
// `npm run facts:check` against a local server that replays recorded answers (tests/fixtures/facts),
// with a fixture registry and fixture guides: no internet needed. One scenario per outcome: fresh,
// stale, dead, missing, unreachable, and no network at all; and the UI labels re-read at the latest
// release (tests/fixtures/facts/labels.json): unchanged, renamed, removed, unreachable, and a key
// that stayed in its screen file or moved out of it; and the screen schematics re-read there
// (tests/fixtures/facts/screens.json): a control whose key left its screen's file, and one that stayed.
import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkFacts, type Registry } from '@/scripts/facts/check'
import { factsConfig } from '@/scripts/facts/config'
import { readGuides, readPageFiles } from '@/scripts/facts/guides'
import { labelUses, type LabelRegistry } from '@/scripts/facts/labels'
import { exitCodeFor, type JsonReport } from '@/scripts/facts/report'
import type { FactRow } from '@/scripts/facts/rows'
import { screenUses, type ScreenRegistry } from '@/scripts/facts/screens'

const fixtures = path.join('tests', 'fixtures', 'facts')
const contentDir = path.join(fixtures, 'content')
const registry = JSON.parse(readFileSync(path.join(fixtures, 'registry.json'), 'utf8')) as Registry
const responses = JSON.parse(readFileSync(path.join(fixtures, 'responses.json'), 'utf8')) as Record<
  string,
  { status?: number; json?: unknown; body?: string; hang?: boolean }
>
const labels = JSON.parse(readFileSync(path.join(fixtures, 'labels.json'), 'utf8')) as LabelRegistry
const screens = JSON.parse(
  readFileSync(path.join(fixtures, 'screens.json'), 'utf8'),
) as ScreenRegistry
const today = '2026-11-22'
const timeoutMs = 1000

let server: Server
let base = ''
/** A port nothing listens on: every request to it is refused, as with no network. */
let closedPort = 0
const requests: { url: string; headers: IncomingHttpHeaders }[] = []
const unexpected: string[] = []
const tmp = mkdtempSync(path.join(tmpdir(), 'facts-check-'))

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? ''
    requests.push({ url, headers: req.headers })
    const answer = responses[url]
    if (!answer) {
      unexpected.push(url)
      res.writeHead(404).end()
      return
    }
    if (answer.hang) return // longer than any FACTS_TIMEOUT_MS: closed in afterAll
    const json = answer.json !== undefined
    res.writeHead(answer.status ?? 200, {
      'content-type': json ? 'application/json' : 'text/html',
    })
    res.end(json ? JSON.stringify(answer.json) : (answer.body ?? ''))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  closedPort = (closed.address() as AddressInfo).port
  await new Promise((resolve) => closed.close(resolve))
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(tmp, { recursive: true, force: true })
})

const env = (at = base) => ({
  FACTS_ITUNES_URL: `${at}/itunes`,
  FACTS_PLAY_URL: `${at}/play`,
  FACTS_FDROID_URL: `${at}/fdroid`,
  FACTS_GITHUB_API_URL: `${at}/github`,
  FACTS_TIMEOUT_MS: String(timeoutMs),
  GITHUB_TOKEN: 'fixture-token',
})

/** The one row of an app (on a platform) whose fact starts with `fact`. */
function row(rows: readonly FactRow[], app: string, fact: string, platform?: string): FactRow {
  const found = rows.filter(
    (r) =>
      r.app === app &&
      r.fact.startsWith(fact) &&
      (platform === undefined || r.platform === platform),
  )
  expect(found, `${app} ${fact}`).toHaveLength(1)
  return found[0]!
}

/**
 * A registry of some fixture apps and a content folder with only their guides, for one CLI run:
 * each scenario checks what it names and nothing else.
 */
function scenario(
  name: string,
  ids: readonly string[],
): { registry: string; content: string; labels: string; screens: string } {
  const dir = path.join(tmp, name)
  const content = path.join(dir, 'content')
  for (const guide of readGuides(contentDir).filter((g) => ids.includes(g.app))) {
    mkdirSync(path.dirname(path.join(content, guide.file)), { recursive: true })
    cpSync(path.join(contentDir, guide.file), path.join(content, guide.file))
  }
  mkdirSync(content, { recursive: true })
  const file = path.join(dir, 'registry.json')
  writeFileSync(file, JSON.stringify(Object.fromEntries(ids.map((id) => [id, registry[id]]))))
  const labelsFile = path.join(dir, 'labels.json')
  writeFileSync(labelsFile, JSON.stringify(labels))
  const screensFile = path.join(dir, 'screens.json')
  writeFileSync(screensFile, JSON.stringify(screens))
  return { registry: file, content, labels: labelsFile, screens: screensFile }
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function cli(args: readonly string[], environment: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/run.mjs', 'scripts/facts/cli.ts', ...args, '--today', today],
      { env: { ...process.env, ...environment }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    )
  })
}

async function runScenario(name: string, ids: readonly string[], environment = env()) {
  const { registry: file, content, labels: labelsFile, screens: screensFile } = scenario(name, ids)
  const args = [
    ...['--registry', file, '--labels', labelsFile, '--screens', screensFile],
    ...['--content', content],
  ]
  const json = await cli(['--json', ...args], environment)
  const text = await cli(args, environment)
  expect(json.stderr).toBe('')
  return { code: json.code, report: JSON.parse(json.stdout) as JsonReport, text }
}

describe('facts check of UI labels against recorded string files', () => {
  const run = () =>
    checkFacts(registry, readGuides(contentDir), {
      config: factsConfig(env()),
      today,
      labels,
      labelUses: labelUses(readPageFiles(contentDir), contentDir.split(path.sep).join('/')),
    })

  it('unchanged: labels read again at a newer release are ok, layout literals are not re-read', async () => {
    const rows = await run()
    expect(row(rows, 'fresh', 'labels vs latest release of example/fresh')).toMatchObject({
      expected: '1 labels as read at v3.0.0, each used in its screen file',
      found: '1 labels unchanged at v3.0.0, 1 in their screen files',
      verdict: 'ok',
    })
  })

  it('moved: a key that left its screen file is stale, with every page that shows it; one that stayed is not named', async () => {
    const rows = await run()
    const moved = row(rows, 'moved', 'labels vs latest release of example/moved')
    expect(moved).toMatchObject({
      expected: '2 labels as read at v1.0.0, each used in its screen file',
      found:
        'main.allowLan (allow_lan) left res/layout/main.xml at v1.1.0; used at tests/fixtures/facts/content/en/android/moved.mdx:16, tests/fixtures/facts/content/en/guides/lan.mdx:9',
      verdict: 'stale',
      action:
        'update lib/labels/moved.ts (texts, places and strings.tag v1.1.0) and re-read the steps at tests/fixtures/facts/content/en/android/moved.mdx:16, tests/fixtures/facts/content/en/guides/lan.mdx:9',
    })
    // Its text is unchanged and main.connect is still on the main screen: only the move is reported.
    expect(moved.found).not.toContain('main.connect')
    expect(moved.found).not.toContain('renamed')
    // Everything else about the app is current: the label's place alone makes the app stale.
    expect(rows.filter((r) => r.app === 'moved' && r.verdict !== 'ok').map((r) => r.fact)).toEqual([
      'labels vs latest release of example/moved',
    ])
  })

  it('renamed: a changed text is stale, with the guide line that shows it', async () => {
    const rows = await run()
    const renamed = row(rows, 'renamed', 'labels vs latest release')
    expect(renamed.verdict).toBe('stale')
    expect(renamed.found).toBe(
      'subscription.menu (menuSubscription, en) renamed: "Subscription Group" → "Subscriptions"; used at tests/fixtures/facts/content/en/windows/renamed.mdx:14',
    )
    expect(renamed.action).toBe(
      'update lib/labels/renamed.ts (texts, places and strings.tag v2.0.1) and re-read the steps at tests/fixtures/facts/content/en/windows/renamed.mdx:14',
    )
  })

  it('removed: a key gone from the string files is stale, with its guide line', async () => {
    const rows = await run()
    const removed = row(rows, 'major', 'labels vs latest release')
    expect(removed).toMatchObject({
      found: [
        'nav.settings (layout:nav.settings, en) removed: was "Settings"; used at tests/fixtures/facts/content/en/windows/major.mdx:15',
        // The screen no longer uses the key either (nav.profiles, which stayed, is not named).
        'nav.settings (layout:nav.settings) left src/pages/_routers.tsx at v2.0.0; used at tests/fixtures/facts/content/en/windows/major.mdx:15',
      ].join('; '),
      verdict: 'stale',
    })
  })

  it('unreachable: a release that cannot be read leaves the labels unchecked', async () => {
    const rows = await run()
    expect(row(rows, 'broken', 'labels vs latest release')).toMatchObject({
      found: 'HTTP 502',
      verdict: 'could not check',
    })
  })

  it('exits 1 on a renamed label and names the guide line in the report', async () => {
    const { code, report, text } = await runScenario('labels', ['renamed'])
    expect(code).toBe(1)
    const labelRow = report.rows.find((r) => r.fact.startsWith('labels vs'))!
    expect(labelRow.verdict).toBe('stale')
    expect(labelRow.found).toMatch(/content\/en\/windows\/renamed\.mdx:14$/)
    expect(text.stdout).toContain('"Subscription Group" → "Subscriptions"')
  })

  it('exits 1 on a key that left its screen file and names the guide line in the report', async () => {
    const { code, report, text } = await runScenario('places', ['moved'])
    expect(code).toBe(1)
    expect(report.rows.find((r) => r.fact.startsWith('labels vs'))).toMatchObject({
      verdict: 'stale',
      found:
        'main.allowLan (allow_lan) left res/layout/main.xml at v1.1.0; used at ' +
        `${path.join(tmp, 'places', 'content').split(path.sep).join('/')}/en/android/moved.mdx:16`,
    })
    expect(text.stdout).toContain('main.allowLan (allow_lan) left res/layout/main.xml at v1.1.0')
  })

  it('GitHub unreachable: the labels row makes the run incomplete (exit 2), never an all-clear', async () => {
    const { code, report } = await runScenario('labels-offline', ['fresh'], {
      ...env(),
      FACTS_GITHUB_API_URL: `http://127.0.0.1:${closedPort}/github`,
    })
    expect(code).toBe(2)
    expect(report.rows.find((r) => r.fact.startsWith('labels vs'))).toMatchObject({
      verdict: 'could not check',
    })
  })
})

describe('facts check of screen schematics against recorded screen files', () => {
  const content = contentDir.split(path.sep).join('/')
  const run = () => {
    const pages = readPageFiles(contentDir)
    return checkFacts(registry, readGuides(contentDir), {
      config: factsConfig(env()),
      today,
      labels,
      labelUses: labelUses(pages, content),
      screens,
      screenUses: screenUses(pages, content),
    })
  }

  it('moved: a control whose key left its screen file is stale, with every guide that draws the screen', async () => {
    const rows = await run()
    expect(row(rows, 'moved', 'screens vs latest release of example/moved')).toMatchObject({
      expected: "2 controls of 1 screens as read at v1.0.0, each used in its screen's files",
      found: `main: main.allowLan (allow_lan) left res/layout/main.xml at v1.1.0; drawn at ${content}/en/android/moved.mdx:18, ${content}/en/guides/lan.mdx:11`,
      verdict: 'stale',
      action: `update lib/screens/moved.ts (the screens' controls, and their source at v1.1.0) and look again at the schematics at ${content}/en/android/moved.mdx:18, ${content}/en/guides/lan.mdx:11`,
    })
  })

  it('fresh: a control whose key stayed in its screen file is current; a label without a key is not re-read', async () => {
    const rows = await run()
    expect(row(rows, 'fresh', 'screens vs latest release of example/fresh')).toMatchObject({
      expected: "1 controls of 1 screens as read at v3.0.0, each used in its screen's files",
      found: '1 controls of 1 screens still in their screen files at v3.0.0',
      verdict: 'ok',
    })
  })

  it('unreachable: a release that cannot be read leaves the screens unchecked; an app without screens has no row', async () => {
    const rows = await run()
    expect(row(rows, 'broken', 'screens vs latest release of example/broken')).toMatchObject({
      found: 'HTTP 502',
      verdict: 'could not check',
    })
    expect(rows.filter((r) => r.app === 'renamed' && r.fact.startsWith('screens vs'))).toEqual([])
  })

  it('exits 1 on a stale screen and names the guide lines that draw it in the report', async () => {
    const { code, report, text } = await runScenario('screens', ['moved'])
    expect(code).toBe(1)
    const at = path.join(tmp, 'screens', 'content').split(path.sep).join('/')
    expect(report.rows.find((r) => r.fact.startsWith('screens vs'))).toMatchObject({
      verdict: 'stale',
      found: `main: main.allowLan (allow_lan) left res/layout/main.xml at v1.1.0; drawn at ${at}/en/android/moved.mdx:18`,
    })
    expect(text.stdout).toContain('main: main.allowLan (allow_lan) left res/layout/main.xml')
  })
})

describe('facts check against recorded answers', () => {
  it('gives each fixture its verdict (exported function)', async () => {
    const rows = await checkFacts(registry, readGuides(contentDir), {
      config: factsConfig(env()),
      today,
    })
    // Fresh: every store, release, file, source and version agrees.
    const fresh = rows.filter((r) => r.app === 'fresh')
    expect(fresh.filter((r) => r.verdict !== 'ok')).toEqual([])
    expect(row(fresh, 'fresh', 'version vs Google Play')).toMatchObject({
      expected: '3.0',
      found: 'Google Play 3.0.2',
    })
    expect(row(fresh, 'fresh', 'sources vs', 'windows').found).toBe('3 read at or after v3.0.0')
    expect(row(fresh, 'fresh', 'release assets')).toMatchObject({
      found: 'all 2 files of v3.0.0 decided',
    })
    // An App Store listing that exists, also in the Russian store (asked with &country=ru), and is
    // newer than the guide.
    expect(row(rows, 'listed', 'store: app-store (global)')).toMatchObject({
      found: 'listed, "Listed", version 3.1.0',
      verdict: 'ok',
    })
    expect(row(rows, 'listed', 'store: app-store (russia)')).toMatchObject({
      found: 'listed, "Listed RU", version 3.1.0',
      verdict: 'ok',
    })
    expect(row(rows, 'listed', 'version vs App Store (global)')).toMatchObject({
      expected: '3.0.0',
      found: 'App Store 3.1.0 (2026-11-05)',
      verdict: 'stale',
      action:
        're-check en/ios/listed.mdx against 3.1.0, then set verified.version and verified.date',
    })
    expect(row(rows, 'listed', 'price vs App Store')).toMatchObject({ verdict: 'ok' })
    expect(row(rows, 'listed', 'minOs vs App Store')).toMatchObject({
      found: 'requires 15.0',
      verdict: 'ok',
    })
    // A Play listing answering 404.
    expect(row(rows, 'gone', 'store: google-play')).toMatchObject({
      found: 'HTTP 404',
      verdict: 'dead',
    })
    // A release file renamed upstream; the version itself is current.
    expect(row(rows, 'renamed', 'release file')).toMatchObject({
      expected: 'Renamed_*_x64-setup.exe',
      verdict: 'missing',
    })
    expect(row(rows, 'renamed', 'release file').found).toContain('Renamed-2.0.1-x64-installer.exe')
    expect(row(rows, 'renamed', 'version vs GitHub (en/windows/renamed.mdx)')).toMatchObject({
      expected: '2.0.1',
      found: 'GitHub v2.0.1 (2026-11-10)',
      verdict: 'ok',
    })
    // A new major version since the guide was checked: the guide, the facts read at the old tag and
    // the new ARM file all need a writer.
    expect(row(rows, 'major', 'version vs GitHub (en/windows/major.mdx)')).toMatchObject({
      expected: '1.4.0',
      found: 'GitHub v2.0.0 (2026-11-15)',
      verdict: 'stale (major)',
    })
    expect(row(rows, 'major', 'sources vs', 'windows')).toMatchObject({
      found:
        'read before v2.0.0: stores[0] github (at v1.4.0), minOs (at v1.4.0), releaseFiles (at v1.4.0)',
      verdict: 'stale',
    })
    expect(row(rows, 'major', 'release assets')).toMatchObject({
      found: 'not in the guides: Major_2.0.0_arm64.exe',
      verdict: 'stale',
    })
    expect(row(rows, 'major', 'release file')).toMatchObject({
      found: 'Major_2.0.0_x64.exe',
      verdict: 'ok',
    })
    expect(row(rows, 'major', 'unconfirmed (en/windows/major.mdx)')).toMatchObject({
      expected: 'The Settings menu is called Preferences',
      verdict: 'unconfirmed',
    })
    // A server that does not answer in time.
    expect(row(rows, 'slow', 'store: f-droid')).toMatchObject({
      found: `timed out after ${timeoutMs} ms`,
      verdict: 'could not check',
    })
    // Malformed JSON, and a 502.
    expect(row(rows, 'broken', 'store: github')).toMatchObject({
      found: 'malformed JSON',
      verdict: 'could not check',
    })
    expect(row(rows, 'broken', 'latest release')).toMatchObject({
      found: 'HTTP 502',
      verdict: 'could not check',
    })
    // A fact read 91 days ago (the one read 90 days ago is not named), and a guide checked in June.
    expect(row(rows, 'old', 'checked dates', 'ios')).toMatchObject({
      expected: `within 90 days of ${today}`,
      found: 'stores[0] app-store 2026-08-23 (91 days)',
      verdict: 'stale',
    })
    expect(row(rows, 'old', 'verified.date (en/ios/old.mdx)')).toMatchObject({
      found: '2026-06-01 (174 days)',
      verdict: 'stale',
    })
    expect(row(rows, 'old', 'minOs vs App Store')).toMatchObject({
      expected: '16',
      found: 'requires 14.0',
      verdict: 'stale',
    })
    expect(row(rows, 'listed', 'checked dates', 'ios').verdict).toBe('ok')

    expect(exitCodeFor(rows)).toBe(2)
    expect(unexpected).toEqual([])
    // Only the GitHub API gets the token; everyone gets a User-Agent.
    for (const r of requests) {
      expect(r.headers['user-agent'], r.url).toMatch(/facts-check/)
      expect(r.headers.authorization, r.url).toBe(
        r.url.startsWith('/github/') ? 'Bearer fixture-token' : undefined,
      )
    }
  })

  it('fresh: everything checked and current exits 0', async () => {
    const { code, report, text } = await runScenario('fresh', ['fresh'])
    expect(code).toBe(0)
    expect(report).toMatchObject({ outcome: 'fresh', exitCode: 0 })
    expect(report.rows.every((r) => r.verdict === 'ok')).toBe(true)
    expect(text.code).toBe(0)
    expect(text.stdout.split('\n')[0]).toMatch(/^facts:check FRESH \(exit 0\): all \d+ facts/)
  })

  it('stale: a new version, facts read before it and an undecided file exit 1', async () => {
    const { code, report, text } = await runScenario('stale', ['major', 'listed', 'old'])
    expect(code).toBe(1)
    expect(report.outcome).toBe('stale')
    expect(report.counts['stale (major)']).toBe(1)
    expect(report.counts['could not check']).toBe(0)
    // The summary puts the worst first and says what to do.
    expect(report.groups[0]).toMatchObject({
      app: 'major',
      platform: 'windows',
      verdict: 'stale (major)',
    })
    expect(report.groups[0]!.action).toContain('re-check en/windows/major.mdx against v2.0.0')
    expect(text.code).toBe(1)
    expect(text.stdout.split('\n')[0]).toMatch(/^facts:check STALE \(exit 1\): /)
    expect(text.stdout).toMatch(/\| major +\| windows +\| .* \| stale \(major\) +\| /)
  })

  it('dead: a listing that is gone exits 1', async () => {
    const { code, report } = await runScenario('dead', ['gone'])
    expect(code).toBe(1)
    expect(report.counts.dead).toBe(1)
    expect(report.status).toContain('1 dead')
  })

  it('missing: a release file that is not in the latest release exits 1', async () => {
    const { code, report } = await runScenario('missing', ['renamed'])
    expect(code).toBe(1)
    expect(report.counts.missing).toBe(1)
    expect(report.groups[0]!.action).toContain('update the pattern in lib/apps.ts')
  })

  it('unreachable: a timeout, a 502 and a malformed answer make the run incomplete (exit 2)', async () => {
    const { code, report } = await runScenario('unreachable', ['fresh', 'slow', 'broken'])
    expect(code).toBe(2)
    expect(report.outcome).toBe('incomplete')
    expect(report.status).toMatch(
      /^facts:check INCOMPLETE \(exit 2\): could not check \d+ of \d+ facts \(.*HTTP 502.*\)\. This is not an all-clear\.$/,
    )
  })

  it('no network: nothing reachable exits 2 and says so in one line', async () => {
    const offline = env(`http://127.0.0.1:${closedPort}`)
    const { code, report, text } = await runScenario('offline', ['fresh'], offline)
    expect(code).toBe(2)
    const line = text.stdout.split('\n')[0]!
    expect(line).toMatch(
      /^facts:check INCOMPLETE \(exit 2\): could not check (\d+) of \d+ facts \(\1 × network error: ECONNREFUSED\)\. This is not an all-clear\.$/,
    )
    // Only what needs the network is unchecked: the dates were still judged.
    expect(report.counts.ok).toBeGreaterThan(0)
    expect(report.rows.filter((r) => r.verdict === 'could not check').length).toBeGreaterThan(5)
  })
})
