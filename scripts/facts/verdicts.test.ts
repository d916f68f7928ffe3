import { describe, expect, it } from 'vitest'

import type { HttpResult } from './http'
import {
  ageFinding,
  appStoreFinding,
  appStoreVersion,
  commitSourceAge,
  coverageFinding,
  daysSince,
  fdroidFinding,
  fdroidVersion,
  githubRepoFinding,
  latestReleaseFinding,
  minOsFinding,
  playFinding,
  playVersion,
  priceFinding,
  provenanceFinding,
  readAppStoreListing,
  readLatestRelease,
  readPlayVersion,
  releaseFileFinding,
  releaseVersion,
  tagSourceAge,
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
    (r: HttpResult) => appStoreFinding(readAppStoreListing(r)),
    (r: HttpResult) => priceFinding('free', readAppStoreListing(r)),
    (r: HttpResult) => minOsFinding('15', readAppStoreListing(r)),
    (r: HttpResult) => playVersion(r) as { verdict: string },
    (r: HttpResult) =>
      commitSourceAge(r, { tag: 'v1', assets: [], published: '2026-01-01' }) as { verdict: string },
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
      expect(appStoreFinding(readAppStoreListing(ok(body))).verdict).toBe('could not check')
      expect(fdroidFinding(ok(body)).verdict).toBe('could not check')
      expect(githubRepoFinding(ok(body), 'o/r').verdict).toBe('could not check')
      expect(latestReleaseFinding(readLatestRelease(ok(body))).verdict).toBe('could not check')
    }
  })
})

describe('store listings', () => {
  it('App Store: a result is ok, resultCount 0 is dead, a 404 is not about the app', () => {
    const listed = readAppStoreListing(
      ok({ resultCount: 1, results: [{ trackName: 'Happ', version: '4.7.1' }] }),
    )
    expect(appStoreFinding(listed)).toEqual({
      found: 'listed, "Happ", version 4.7.1',
      verdict: 'ok',
    })
    expect(appStoreFinding(readAppStoreListing(ok({ resultCount: 0, results: [] })))).toMatchObject(
      {
        found: 'no listing (resultCount 0)',
        verdict: 'dead',
      },
    )
    expect(appStoreFinding(readAppStoreListing(status(404))).verdict).toBe('could not check')
  })

  it('Google Play: 200 is ok (with the version where the page shows it), 404 and 410 are dead', () => {
    expect(playFinding(ok('<html>'))).toEqual({ found: 'listed', verdict: 'ok' })
    expect(playFinding(ok(playPage('4.6.1')))).toEqual({
      found: 'listed, version 4.6.1',
      verdict: 'ok',
    })
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
    expect(githubRepoFinding(ok({ full_name: 'o/r', archived: true }), 'o/r')).toMatchObject({
      found: 'archived',
      verdict: 'stale',
    })
    expect(githubRepoFinding(ok({ full_name: 'new/r' }), 'o/r')).toEqual({
      found: 'moved to new/r',
      verdict: 'stale',
      action: 'change o/r to new/r in lib/apps.ts',
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
    expect(latestReleaseFinding(readLatestRelease(status(404)))).toMatchObject({
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
      action:
        'read the v2.3.5 release: update the pattern in lib/apps.ts and the file names in the guides',
    })
    expect(releaseFileFinding('app.apk', readLatestRelease(status(404))).verdict).toBe('missing')
    expect(releaseFileFinding('app.apk', readLatestRelease(timeout)).verdict).toBe(
      'could not check',
    )
  })

  it('compares the guide version with the tag, saying what to re-check', () => {
    const latest = releaseVersion(release)
    expect(versionFinding('2.3.5', latest, 'en/a.mdx')).toEqual({
      found: 'GitHub v2.3.5 (2026-11-01)',
      verdict: 'ok',
    })
    expect(versionFinding('2.3.1', latest, 'en/a.mdx')).toMatchObject({
      verdict: 'stale',
      action: 're-check en/a.mdx against v2.3.5, then set verified.version and verified.date',
    })
    expect(versionFinding('1.9.0', latest, 'en/a.mdx').verdict).toBe('stale (major)')
    expect(versionFinding('2.4', latest, 'en/a.mdx').found).toContain('older than the guide')
    expect(versionFinding('unknown', latest, 'en/a.mdx').verdict).toBe('could not check')
    // No published release: nothing to compare with, which is not the guide's fault.
    const none = releaseVersion(readLatestRelease(status(404)))
    expect(versionFinding('2.3.5', none, 'en/a.mdx').verdict).toBe('could not check')
  })

  it('lists a guide checked against documentation only for a person, never as stale', () => {
    expect(versionFinding('docs', releaseVersion(release), 'en/a.mdx')).toMatchObject({
      found: 'GitHub v2.3.5 (2026-11-01); the guide was checked against documentation only',
      verdict: 'unconfirmed',
    })
  })

  it('names the files of the latest release that no pattern offers or sets aside', () => {
    const assets = readLatestRelease(
      ok({
        tag_name: '7.24.9',
        assets: [
          { name: 'v2rayN-windows-64.zip' },
          { name: 'v2rayN-windows-86.zip' },
          { name: 'v2rayN-windows-64.zip.sig' },
          { name: 'v2rayN-linux-64.deb' },
        ],
      }),
    )
    expect(
      coverageFinding(['v2rayN-windows-64.zip'], ['*.sig', 'v2rayN-linux-*'], assets),
    ).toMatchObject({
      found: 'not in the guides: v2rayN-windows-86.zip',
      verdict: 'stale',
    })
    expect(coverageFinding(['v2rayN-windows-*.zip'], ['*.sig', 'v2rayN-linux-*'], assets)).toEqual({
      found: 'all 4 files of 7.24.9 decided',
      verdict: 'ok',
    })
    expect(coverageFinding([], [], readLatestRelease(timeout)).verdict).toBe('could not check')
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
    ).toMatchObject({ found: 'minOs 2026-08-23 (91 days)', verdict: 'stale' })
    expect(ageFinding([['verified.date', '2026-06-01']], today, 90)).toMatchObject({
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

/** The part of a Play details page around the version: the version, then the API levels. */
const playPage = (version: string) =>
  `<html><script>AF_initDataCallback({key: 'ds:5', data:[[null,[[["${version}"]],[[[35,"15"]],[[[21,"5.0"]]]]]]]});</script></html>`

describe('store versions', () => {
  it("App Store: the listing's version, price and minimum iOS", () => {
    const listing = readAppStoreListing(
      ok({
        resultCount: 1,
        results: [
          {
            trackName: 'Happ',
            version: '5.8.0',
            currentVersionReleaseDate: '2026-09-17T07:00:00Z',
            price: 0,
            minimumOsVersion: '15.0',
          },
        ],
      }),
    )
    expect(appStoreVersion(listing)).toEqual({
      version: '5.8.0',
      where: 'App Store',
      published: '2026-09-17',
    })
    expect(versionFinding('5.2.0', appStoreVersion(listing), 'en/ios/happ.mdx')).toMatchObject({
      found: 'App Store 5.8.0 (2026-09-17)',
      verdict: 'stale',
    })
    expect(priceFinding('free', listing)).toEqual({ found: 'free (0)', verdict: 'ok' })
    expect(priceFinding('paid', listing).verdict).toBe('stale')
    expect(priceFinding(null, listing)).toMatchObject({ verdict: 'stale', found: 'free (0)' })
    expect(minOsFinding('15', listing)).toEqual({ found: 'requires 15.0', verdict: 'ok' })
    expect(minOsFinding('14', listing).verdict).toBe('stale')
    expect(minOsFinding(null, listing)).toMatchObject({ verdict: 'stale', found: 'requires 15.0' })
  })

  it('Google Play: the version where the page shows one, else a person compares it', () => {
    expect(readPlayVersion(playPage('4.6.1'))).toBe('4.6.1')
    expect(readPlayVersion(playPage('Varies with device'))).toBeNull()
    expect(readPlayVersion('<html>no data</html>')).toBeNull()
    expect(playVersion(ok(playPage('4.6.1')))).toEqual({ version: '4.6.1', where: 'Google Play' })
    expect(playVersion(ok(playPage('Varies with device')))).toMatchObject({
      verdict: 'unconfirmed',
    })
    expect(playVersion(status(404))).toMatchObject({ verdict: 'dead' })
  })

  it('F-Droid: the suggested version', () => {
    expect(fdroidVersion(ok({ packages: [{ versionName: '2.11.31' }] }))).toEqual({
      version: '2.11.31',
      where: 'F-Droid',
    })
    expect(fdroidVersion(ok({ packages: [] }))).toMatchObject({ verdict: 'could not check' })
  })
})

describe('sources against the latest release', () => {
  const latest = readLatestRelease(
    ok({ tag_name: 'v1.4.25', published_at: '2025-11-20T00:00:00Z', assets: [] }),
  )

  it('a tag source is older when the latest release is newer', () => {
    expect(tagSourceAge('v1.4.8', latest)).toBe('older')
    expect(tagSourceAge('1.4.25', latest)).toBe('current')
    expect(tagSourceAge('v1.4.26', latest)).toBe('current')
    expect(tagSourceAge('main', latest)).toMatchObject({ verdict: 'could not check' })
  })

  it('a commit source is older when the release was published after it was committed', () => {
    const commit = (date: string) => ok({ sha: 'abc1234', commit: { committer: { date } } })
    expect(commitSourceAge(commit('2025-01-02T10:00:00Z'), latest)).toBe('older')
    expect(commitSourceAge(commit('2025-11-20T23:00:00Z'), latest)).toBe('current')
    expect(commitSourceAge(status(422), latest)).toMatchObject({ verdict: 'could not check' })
    expect(commitSourceAge(ok({}), latest)).toMatchObject({ found: 'malformed JSON' })
  })

  it('names the facts read before the release, and what to do', () => {
    expect(
      provenanceFinding(
        [
          { name: 'minOs', ref: 'v1.4.8', age: 'older' },
          { name: 'importLink', ref: 'v1.4.25', age: 'current' },
        ],
        latest,
      ),
    ).toEqual({
      found: 'read before v1.4.25: minOs (at v1.4.8)',
      verdict: 'stale',
      action: 're-read them at v1.4.25; update each value, its source@ref and checked',
    })
    expect(provenanceFinding([{ name: 'minOs', ref: 'v1.4.25', age: 'current' }], latest)).toEqual({
      found: '1 read at or after v1.4.25',
      verdict: 'ok',
    })
    expect(
      provenanceFinding(
        [{ name: 'minOs', ref: 'v1.4.8', age: 'older' }],
        readLatestRelease(timeout),
      ).verdict,
    ).toBe('could not check')
  })
})
