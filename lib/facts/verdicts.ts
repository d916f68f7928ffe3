/**
 * What each answer means: pure functions from an HTTP result (or dates) to what was found and a verdict.
 * A network failure, a 5xx or an answer that cannot be read is "could not check", never "ok" or "dead".
 */
import { matchesFilePattern } from '@/lib/apps'

import type { HttpResult } from './http'
import type { Verdict } from './rows'
import { versionStatus } from './versions'

export interface Finding {
  found: string
  verdict: Verdict
}

const cannot = (found: string): Finding => ({ found, verdict: 'could not check' })
const dead = (status: number): Finding => ({ found: `HTTP ${status}`, verdict: 'dead' })

/** A finding for an answer that is not a 2xx: 404/410 are `gone`, anything else could not be checked. */
function unsuccessful(
  res: HttpResult,
  gone: (status: number) => Finding,
  hint = '',
): Finding | null {
  if (res.kind === 'error') return cannot(res.message)
  if (res.status === 404 || res.status === 410) return gone(res.status)
  if (res.status < 200 || res.status > 299) return cannot(`HTTP ${res.status}${hint}`)
  return null
}

const githubHint = (res: HttpResult) =>
  res.kind === 'response' && (res.status === 403 || res.status === 429)
    ? ' (rate limit? set GITHUB_TOKEN)'
    : ''

/** The body as a JSON object, or `null` when it is not one. */
function jsonObject(res: HttpResult): Record<string, unknown> | null {
  if (res.kind !== 'response') return null
  try {
    const data: unknown = JSON.parse(res.body)
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** iTunes lookup: `resultCount: 0` means the listing is gone (in that country's store). */
export function appStoreFinding(res: HttpResult): Finding {
  // The lookup API answers 200 with `resultCount: 0` for a missing app; a 404 is not about the app.
  const failed = unsuccessful(res, (status) => cannot(`HTTP ${status}`))
  if (failed) return failed
  const data = jsonObject(res)
  if (!data || typeof data.resultCount !== 'number') return cannot('malformed JSON')
  if (data.resultCount === 0) return { found: 'no listing (resultCount 0)', verdict: 'dead' }
  const first = Array.isArray(data.results) ? (data.results[0] as Record<string, unknown>) : {}
  const name = str(first?.trackName)
  const version = str(first?.version)
  const found = ['listed', name && `"${name}"`, version && `version ${version}`]
  return { found: found.filter(Boolean).join(', '), verdict: 'ok' }
}

/** Google Play's details page: 200 listed, 404 gone. */
export function playFinding(res: HttpResult): Finding {
  return unsuccessful(res, dead) ?? { found: 'listed', verdict: 'ok' }
}

/** F-Droid's package API: 200 with the package, 404 gone. */
export function fdroidFinding(res: HttpResult): Finding {
  const failed = unsuccessful(res, dead)
  if (failed) return failed
  const data = jsonObject(res)
  if (!data || !Array.isArray(data.packages)) return cannot('malformed JSON')
  const version = str((data.packages[0] as Record<string, unknown> | undefined)?.versionName)
  return { found: version ? `listed, version ${version}` : 'listed', verdict: 'ok' }
}

/** GitHub repository: gone on 404; archived or moved (renamed) is stale. */
export function githubRepoFinding(res: HttpResult, repo: string): Finding {
  const failed = unsuccessful(res, dead, githubHint(res))
  if (failed) return failed
  const data = jsonObject(res)
  const fullName = str(data?.full_name)
  if (!data || !fullName) return cannot('malformed JSON')
  if (fullName.toLowerCase() !== repo.toLowerCase()) {
    return { found: `moved to ${fullName}`, verdict: 'stale' }
  }
  if (data.archived === true) return { found: 'archived', verdict: 'stale' }
  return { found: 'exists', verdict: 'ok' }
}

export interface LatestRelease {
  tag: string
  published?: string
  assets: string[]
}

/** `/releases/latest`: the release, or why there is none to look at (404: no published release). */
export function readLatestRelease(res: HttpResult): LatestRelease | Finding {
  const failed = unsuccessful(
    res,
    () => ({ found: 'no published release', verdict: 'missing' }),
    githubHint(res),
  )
  if (failed) return failed
  const data = jsonObject(res)
  const tag = str(data?.tag_name)
  if (!data || !tag || !Array.isArray(data.assets)) return cannot('malformed JSON')
  const assets = data.assets
    .map((a) => str((a as Record<string, unknown> | null)?.name))
    .filter((name): name is string => name !== undefined)
  const published = str(data.published_at)?.slice(0, 10)
  return { tag, assets, ...(published ? { published } : {}) }
}

const isFinding = (r: LatestRelease | Finding): r is Finding => 'verdict' in r

export function latestReleaseFinding(release: LatestRelease | Finding): Finding {
  if (isFinding(release)) return release
  const date = release.published ? ` (${release.published})` : ''
  return { found: `${release.tag}${date}, ${release.assets.length} files`, verdict: 'ok' }
}

const listed = (names: readonly string[], max = 5) =>
  names.length === 0
    ? 'none'
    : names.slice(0, max).join(', ') + (names.length > max ? `, … (${names.length} files)` : '')

/** A `releaseFiles` pattern against the latest release's assets: missing when none matches. */
export function releaseFileFinding(pattern: string, release: LatestRelease | Finding): Finding {
  if (isFinding(release)) return release
  const matches = release.assets.filter((name) => matchesFilePattern(pattern, name))
  if (matches.length > 0) return { found: matches.join(', '), verdict: 'ok' }
  return { found: `not in ${release.tag}; files: ${listed(release.assets)}`, verdict: 'missing' }
}

/** The guide's `verified.version` against the latest release tag. */
export function versionFinding(guideVersion: string, release: LatestRelease | Finding): Finding {
  if (isFinding(release)) return release.verdict === 'missing' ? cannot(release.found) : release
  const status = versionStatus(guideVersion, release.tag)
  const found = release.tag
  switch (status) {
    case 'current':
      return { found, verdict: 'ok' }
    case 'newer':
      return { found, verdict: 'stale' }
    case 'newer major':
      return { found, verdict: 'stale (major)' }
    case 'older':
      return { found: `${found} (older than the guide)`, verdict: 'ok' }
    case 'not comparable':
      return cannot(`${found} (cannot compare with "${guideVersion}")`)
  }
}

/** Whole days from `day` to `today` (both `YYYY-MM-DD`), or `null` for a malformed date. */
export function daysSince(day: string, today: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const from = Date.parse(`${day}T00:00:00Z`)
  const to = Date.parse(`${today}T00:00:00Z`)
  if (Number.isNaN(from) || Number.isNaN(to)) return null
  return Math.round((to - from) / 86_400_000)
}

/**
 * The `checked` dates of some facts: stale when any is more than `maxDays` old, naming those.
 * `dates` maps a fact's name (`minOs`, `stores[0]`) to its date.
 */
export function ageFinding(
  dates: readonly (readonly [string, string])[],
  today: string,
  maxDays: number,
): Finding {
  const malformed = dates.filter(([, day]) => daysSince(day, today) === null)
  if (malformed.length > 0) {
    return cannot(`not a date: ${malformed.map(([name, day]) => `${name} "${day}"`).join(', ')}`)
  }
  const old = dates.filter(([, day]) => daysSince(day, today)! > maxDays)
  if (old.length > 0) {
    // A single date (a guide's) needs no name: the row's fact says which it is.
    const named = old.map(
      ([name, day]) =>
        `${dates.length > 1 ? `${name} ` : ''}${day} (${daysSince(day, today)} days)`,
    )
    return { found: named.join(', '), verdict: 'stale' }
  }
  if (dates.length === 1) return { found: dates[0]![1], verdict: 'ok' }
  const oldest = [...dates].sort(([, a], [, b]) => a.localeCompare(b))[0]
  return { found: oldest ? `oldest ${oldest[1]} (${oldest[0]})` : 'no facts', verdict: 'ok' }
}
