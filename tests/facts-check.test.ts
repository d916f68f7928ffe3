// @vitest-environment node
// `npm run facts:check` against a local server that replays recorded answers (tests/fixtures/facts),
// with a fixture registry and fixture guides: no internet needed.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkFacts, type Registry } from '@/lib/facts/check'
import { factsConfig } from '@/lib/facts/config'
import { readGuides } from '@/lib/facts/guides'
import { exitCodeFor, type JsonReport } from '@/lib/facts/report'
import type { FactRow } from '@/lib/facts/rows'

const fixtures = path.join('tests', 'fixtures', 'facts')
const registryFile = path.join(fixtures, 'registry.json')
const contentDir = path.join(fixtures, 'content')
const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Registry
const responses = JSON.parse(readFileSync(path.join(fixtures, 'responses.json'), 'utf8')) as Record<
  string,
  { status?: number; json?: unknown; body?: string; hang?: boolean }
>
const today = '2026-11-22'
/** The fixture registry without the apps that are dead or missing. */
const withoutFailures = (): Registry =>
  Object.fromEntries(Object.entries(registry).filter(([id]) => id !== 'gone' && id !== 'renamed'))
const timeoutMs = 1000

let server: Server
let base = ''
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
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(tmp, { recursive: true, force: true })
})

const env = () => ({
  FACTS_ITUNES_URL: `${base}/itunes`,
  FACTS_PLAY_URL: `${base}/play`,
  FACTS_FDROID_URL: `${base}/fdroid`,
  FACTS_GITHUB_API_URL: `${base}/github`,
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

/** The verdicts the fixtures are built to produce; shared by the function and the CLI runs. */
function expectFixtureVerdicts(rows: readonly FactRow[]) {
  // An App Store listing that exists, also in the Russian store (asked with &country=ru).
  expect(row(rows, 'listed', 'store: app-store (global)')).toMatchObject({
    found: 'listed, "Listed", version 3.1.0',
    verdict: 'ok',
  })
  expect(row(rows, 'listed', 'store: app-store (russia)')).toMatchObject({
    found: 'listed, "Listed RU", version 3.1.0',
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
  expect(row(rows, 'renamed', 'version (en/windows/renamed.mdx)')).toMatchObject({
    expected: '2.0.1',
    found: 'v2.0.1',
    verdict: 'ok',
  })
  // A new major version since the guide was checked; its files are still there.
  expect(row(rows, 'major', 'version (en/windows/major.mdx)')).toMatchObject({
    expected: '1.4.0',
    found: 'v2.0.0',
    verdict: 'stale (major)',
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
  expect(row(rows, 'listed', 'checked dates', 'ios').verdict).toBe('ok')
}

describe('facts check against recorded answers', () => {
  it('gives each fixture its verdict (exported function)', async () => {
    const rows = await checkFacts(registry, readGuides(contentDir), {
      config: factsConfig(env()),
      today,
    })
    expectFixtureVerdicts(rows)
    expect(exitCodeFor(rows)).toBe(1)
    expect(unexpected).toEqual([])
    // Only the GitHub API gets the token; everyone gets a User-Agent.
    for (const r of requests) {
      expect(r.headers['user-agent'], r.url).toMatch(/facts-check/)
      expect(r.headers.authorization, r.url).toBe(
        r.url.startsWith('/github/') ? 'Bearer fixture-token' : undefined,
      )
    }
  })

  it('exits 0 when nothing is dead or missing, even with stale and unreachable facts', async () => {
    const rest = withoutFailures()
    const rows = await checkFacts(rest, readGuides(contentDir), {
      config: factsConfig(env()),
      today,
    })
    expect(rows.map((r) => r.verdict)).toContain('could not check')
    expect(rows.map((r) => r.verdict)).toContain('stale (major)')
    expect(exitCodeFor(rows)).toBe(0)
  })

  it('runs as npm run facts:check -- --json, exiting 1 on dead or missing and 0 otherwise', async () => {
    const cli = (registryPath: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [
            'scripts/run.mjs',
            'scripts/facts/check.ts',
            '--json',
            '--registry',
            registryPath,
            '--content',
            contentDir,
            '--today',
            today,
          ],
          { env: { ...process.env, ...env() }, timeout: 60_000 },
          (error, stdout, stderr) =>
            resolve({
              code: error ? ((error as { code?: number }).code ?? -1) : 0,
              stdout,
              stderr,
            }),
        )
      })

    const failing = await cli(registryFile)
    expect(failing.stderr).toBe('')
    expect(failing.code).toBe(1)
    const report = JSON.parse(failing.stdout) as JsonReport
    expect(report.today).toBe(today)
    expect(report.failed).toBe(true)
    expect(report.counts.dead).toBe(1)
    expect(report.counts.missing).toBe(1)
    expect(report.summary).toMatch(/could not be checked .* does not fail the run/)
    expectFixtureVerdicts(report.rows)

    const rest = withoutFailures()
    const clean = path.join(tmp, 'registry.json')
    writeFileSync(clean, JSON.stringify(rest))
    const passing = await cli(clean)
    expect(passing.code).toBe(0)
    expect((JSON.parse(passing.stdout) as JsonReport).failed).toBe(false)
  })
})
