import { describe, expect, it } from 'vitest'

import type { HttpResult } from './http'
import {
  ageFinding,
  appStoreFinding,
  daysSince,
  fdroidFinding,
  githubRepoFinding,
  latestReleaseFinding,
  playFinding,
  readLatestRelease,
  releaseFileFinding,
  versionFinding,
} from './verdicts'

const ok = (body: unknown, status = 200): HttpResult => ({
  kind: 'response',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
})
const status = (s: number): HttpResult => ok('', s)
const timeout: HttpResult = { kind: 'error', message: 'timed out after 10000 ms' }

describe('network failures', () => {
  const all = [
    (r: HttpResult) => appStoreFinding(r),
    (r: HttpResult) => playFinding(r),
    (r: HttpResult) => fdroidFinding(r),
    (r: HttpResult) => githubRepoFinding(r, 'o/r'),
    (r: HttpResult) => latestReleaseFinding(readLatestRelease(r)),
  ]

  it.each([
    ['a timeout', timeout],
    ['a 5xx', status(503)],
    ['a rate limit', status(429)],
  ])('%s is "could not check" for every kind of check', (_, res) => {
    for (const finding of all) expect(finding(res).verdict).toBe('could not check')
  })

  it('says what failed', () => {
    expect(playFinding(timeout).found).toBe('timed out after 10000 ms')
    expect(playFinding(status(502)).found).toBe('HTTP 502')
    expect(githubRepoFinding(status(403), 'o/r').found).toBe(
      'HTTP 403 (rate limit? set GITHUB_TOKEN)',
    )
  })

  it('malformed JSON is "could not check", never "ok"', () => {
    for (const body of ['<html>', '', 'null', '[]']) {
      expect(appStoreFinding(ok(body)).verdict).toBe('could not check')
      expect(fdroidFinding(ok(body)).verdict).toBe('could not check')
      expect(githubRepoFinding(ok(body), 'o/r').verdict).toBe('could not check')
      expect(latestReleaseFinding(readLatestRelease(ok(body))).verdict).toBe('could not check')
    }
  })
})

describe('store listings', () => {
  it('App Store: a result is ok, resultCount 0 is dead, a 404 is not about the app', () => {
    expect(
      appStoreFinding(ok({ resultCount: 1, results: [{ trackName: 'Happ', version: '4.7.1' }] })),
    ).toEqual({ found: 'listed, "Happ", version 4.7.1', verdict: 'ok' })
    expect(appStoreFinding(ok({ resultCount: 0, results: [] }))).toEqual({
      found: 'no listing (resultCount 0)',
      verdict: 'dead',
    })
    expect(appStoreFinding(status(404)).verdict).toBe('could not check')
  })

  it('Google Play: 200 is ok, 404 and 410 are dead', () => {
    expect(playFinding(ok('<html>'))).toEqual({ found: 'listed', verdict: 'ok' })
    expect(playFinding(status(404))).toEqual({ found: 'HTTP 404', verdict: 'dead' })
    expect(playFinding(status(410)).verdict).toBe('dead')
  })

  it('F-Droid: the package is ok with its version, 404 is dead', () => {
    expect(fdroidFinding(ok({ packages: [{ versionName: '2.11.5' }] }))).toEqual({
      found: 'listed, version 2.11.5',
      verdict: 'ok',
    })
    expect(fdroidFinding(status(404)).verdict).toBe('dead')
  })

  it('GitHub: a repository exists, is gone, archived or moved', () => {
    expect(githubRepoFinding(ok({ full_name: 'O/R' }), 'o/r').verdict).toBe('ok')
    expect(githubRepoFinding(status(404), 'o/r').verdict).toBe('dead')
    expect(githubRepoFinding(ok({ full_name: 'o/r', archived: true }), 'o/r')).toEqual({
      found: 'archived',
      verdict: 'stale',
    })
    expect(githubRepoFinding(ok({ full_name: 'new/r' }), 'o/r')).toEqual({
      found: 'moved to new/r',
      verdict: 'stale',
    })
  })
})

describe('releases', () => {
  const release = readLatestRelease(
    ok({
      tag_name: 'v2.3.5',
      published_at: '2026-11-01T10:00:00Z',
      assets: [{ name: 'app_2.3.5_arm64.apk' }, { name: 'app_2.3.5_universal.apk' }],
    }),
  )

  it('reads the tag, date and file names of the latest release', () => {
    expect(release).toEqual({
      tag: 'v2.3.5',
      published: '2026-11-01',
      assets: ['app_2.3.5_arm64.apk', 'app_2.3.5_universal.apk'],
    })
    expect(latestReleaseFinding(release)).toEqual({
      found: 'v2.3.5 (2026-11-01), 2 files',
      verdict: 'ok',
    })
  })

  it('a repository without a published release is missing one', () => {
    expect(latestReleaseFinding(readLatestRelease(status(404)))).toEqual({
      found: 'no published release',
      verdict: 'missing',
    })
  })

  it('finds a file pattern among the assets, else it is missing and lists what is there', () => {
    expect(releaseFileFinding('app_*_universal.apk', release)).toEqual({
      found: 'app_2.3.5_universal.apk',
      verdict: 'ok',
    })
    expect(releaseFileFinding('app_*_x86.apk', release)).toEqual({
      found: 'not in v2.3.5; files: app_2.3.5_arm64.apk, app_2.3.5_universal.apk',
      verdict: 'missing',
    })
    expect(releaseFileFinding('app.apk', readLatestRelease(status(404))).verdict).toBe('missing')
    expect(releaseFileFinding('app.apk', readLatestRelease(timeout)).verdict).toBe(
      'could not check',
    )
  })

  it('compares the guide version with the tag', () => {
    expect(versionFinding('2.3.5', release)).toEqual({ found: 'v2.3.5', verdict: 'ok' })
    expect(versionFinding('2.3.1', release).verdict).toBe('stale')
    expect(versionFinding('1.9.0', release).verdict).toBe('stale (major)')
    expect(versionFinding('unknown', release).verdict).toBe('could not check')
    expect(versionFinding('2.3.5', readLatestRelease(status(404))).verdict).toBe('could not check')
  })
})

describe('ages', () => {
  it('counts days between two dates', () => {
    expect(daysSince('2026-08-24', '2026-11-22')).toBe(90)
    expect(daysSince('2026-13-01', '2026-11-22')).toBeNull()
  })

  it('is stale past 90 days, naming the old facts', () => {
    const today = '2026-11-22'
    expect(
      ageFinding(
        [
          ['minOs', '2026-08-24'],
          ['stores[0]', '2026-11-01'],
        ],
        today,
        90,
      ),
    ).toEqual({ found: 'oldest 2026-08-24 (minOs)', verdict: 'ok' })
    expect(
      ageFinding(
        [
          ['minOs', '2026-08-23'],
          ['stores[0]', '2026-11-01'],
        ],
        today,
        90,
      ),
    ).toEqual({ found: 'minOs 2026-08-23 (91 days)', verdict: 'stale' })
    expect(ageFinding([['verified.date', '2026-06-01']], today, 90)).toEqual({
      found: '2026-06-01 (174 days)',
      verdict: 'stale',
    })
    expect(ageFinding([['verified.date', '2026-11-01']], today, 90)).toEqual({
      found: '2026-11-01',
      verdict: 'ok',
    })
    expect(ageFinding([['price', 'soon']], today, 90).verdict).toBe('could not check')
  })
})
