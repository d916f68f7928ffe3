/**
 * What each answer means: pure functions from an HTTP result (or dates) to what was found, a verdict
 * and what to do. A network failure, a 5xx or an answer that cannot be read is "could not check",
 * never "ok" or "dead".
 */
import { matchesFilePattern } from '@/lib/apps'

import type { HttpResult } from './http'
import type { Verdict } from './rows'
import { parseVersion, versionStatus } from './versions'

export interface Finding {
  found: string
  verdict: Verdict
  /** What a maintainer does; the report falls back to the verdict's general advice without one. */
  action?: string
}

export const cannot = (found: string, action?: string): Finding => ({
  found,
  verdict: 'could not check',
  ...(action ? { action } : {}),
})
const dead = (status: number): Finding => ({ found: `HTTP ${status}`, verdict: 'dead' })

export const isFinding = (r: object): r is Finding => 'verdict' in r

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

/** What a store or release says is the newest version, and where (`GitHub v4.7.0`, `App Store 5.8.0`). */
export interface LatestVersion {
  version: string
  where: string
  /** `YYYY-MM-DD` when the store says. */
  published?: string
}

/** The App Store listing's fields the check compares (iTunes lookup). */
export interface AppStoreListing {
  name?: string
  version?: string
  published?: string
  /** In the listing's currency; 0 is free. */
  price?: number
  minimumOsVersion?: string
}

/** iTunes lookup: `resultCount: 0` means the listing is gone (in that country's store). */
export function readAppStoreListing(res: HttpResult): AppStoreListing | Finding {
  // The lookup API answers 200 with `resultCount: 0` for a missing app; a 404 is not about the app.
  const failed = unsuccessful(res, (status) => cannot(`HTTP ${status}`))
  if (failed) return failed
  const data = jsonObject(res)
  if (!data || typeof data.resultCount !== 'number') return cannot('malformed JSON')
  if (data.resultCount === 0) {
    return {
      found: 'no listing (resultCount 0)',
      verdict: 'dead',
      action: 'find the new listing and change the link in lib/apps.ts, or drop it',
    }
  }
  const first = (Array.isArray(data.results) ? data.results[0] : undefined) as
    Record<string, unknown> | undefined
  const released = str(first?.currentVersionReleaseDate)?.slice(0, 10)
  return {
    ...(str(first?.trackName) ? { name: str(first?.trackName) } : {}),
    ...(str(first?.version) ? { version: str(first?.version) } : {}),
    ...(released ? { published: released } : {}),
    ...(typeof first?.price === 'number' ? { price: first.price } : {}),
    ...(str(first?.minimumOsVersion) ? { minimumOsVersion: str(first?.minimumOsVersion) } : {}),
  }
}

export function appStoreFinding(listing: AppStoreListing | Finding): Finding {
  if (isFinding(listing)) return listing
  const found = [
    'listed',
    listing.name && `"${listing.name}"`,
    listing.version && `version ${listing.version}`,
  ]
  return { found: found.filter(Boolean).join(', '), verdict: 'ok' }
}

export const appStoreVersion = (listing: AppStoreListing | Finding): LatestVersion | Finding =>
  isFinding(listing)
    ? listing
    : listing.version
      ? {
          version: listing.version,
          where: 'App Store',
          ...(listing.published ? { published: listing.published } : {}),
        }
      : cannot('the listing shows no version')

/**
 * The version on a Google Play details page, where the page carries it. Play renders the listing from
 * embedded data in which the version string is followed by the Android API level pairs
 * (`[[["4.6.1"]],[[[35,"15"]]`); "Varies with device" or a page without that shape has no version.
 */
export function readPlayVersion(html: string): string | null {
  const m = /\[\[\["([^"\\]{1,40})"\]\],\[\[\[\d+,"[^"\\]*"\]\]/.exec(html)
  return m && parseVersion(m[1]!) ? m[1]! : null
}

/** Google Play's details page: 200 listed, 404 gone. */
export function playFinding(res: HttpResult): Finding {
  const failed = unsuccessful(res, dead)
  if (failed) return failed
  const version = res.kind === 'response' ? readPlayVersion(res.body) : null
  return { found: version ? `listed, version ${version}` : 'listed', verdict: 'ok' }
}

/** The version a Play page shows, or why there is none to compare with (never a failure by itself). */
export function playVersion(res: HttpResult): LatestVersion | Finding {
  const failed = unsuccessful(res, dead)
  if (failed) return failed
  const version = res.kind === 'response' ? readPlayVersion(res.body) : null
  return version
    ? { version, where: 'Google Play' }
    : {
        found: 'the Play page shows no version number',
        verdict: 'unconfirmed',
        action: 'compare the version on the Play page by hand (it often says "Varies with device")',
      }
}

/** F-Droid's package API: 200 with the package, 404 gone. */
export function readFdroid(res: HttpResult): { version?: string } | Finding {
  const failed = unsuccessful(res, dead)
  if (failed) return failed
  const data = jsonObject(res)
  if (!data || !Array.isArray(data.packages)) return cannot('malformed JSON')
  const version = str((data.packages[0] as Record<string, unknown> | undefined)?.versionName)
  return version ? { version } : {}
}

export function fdroidFinding(res: HttpResult): Finding {
  const read = readFdroid(res)
  if (isFinding(read)) return read
  return { found: read.version ? `listed, version ${read.version}` : 'listed', verdict: 'ok' }
}

export function fdroidVersion(res: HttpResult): LatestVersion | Finding {
  const read = readFdroid(res)
  if (isFinding(read)) return read
  return read.version ? { version: read.version, where: 'F-Droid' } : cannot('no version listed')
}

/** GitHub repository: gone on 404; archived or moved (renamed) is stale. */
export function githubRepoFinding(res: HttpResult, repo: string): Finding {
  const failed = unsuccessful(res, dead, githubHint(res))
  if (failed) return failed
  const data = jsonObject(res)
  const fullName = str(data?.full_name)
  if (!data || !fullName) return cannot('malformed JSON')
  if (fullName.toLowerCase() !== repo.toLowerCase()) {
    return {
      found: `moved to ${fullName}`,
      verdict: 'stale',
      action: `change ${repo} to ${fullName} in lib/apps.ts`,
    }
  }
  if (data.archived === true) {
    return {
      found: 'archived',
      verdict: 'stale',
      action: 'the project stopped: find a maintained successor or drop the guide',
    }
  }
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
    () => ({
      found: 'no published release',
      verdict: 'missing',
      action: 'read the releases page: the project may have moved its downloads',
    }),
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

export const releaseVersion = (release: LatestRelease | Finding): LatestVersion | Finding =>
  isFinding(release)
    ? release.verdict === 'missing'
      ? cannot(release.found)
      : release
    : {
        version: release.tag,
        where: 'GitHub',
        ...(release.published ? { published: release.published } : {}),
      }

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
  return {
    found: `not in ${release.tag}; files: ${listed(release.assets)}`,
    verdict: 'missing',
    action: `read the ${release.tag} release: update the pattern in lib/apps.ts and the file names in the guides`,
  }
}

/**
 * The latest release's files that neither a platform's `releaseFiles` nor the app's
 * `otherReleaseFiles` names: each needs a writer's decision (offer it in a guide, or set it aside).
 */
export function coverageFinding(
  offered: readonly string[],
  setAside: readonly string[],
  release: LatestRelease | Finding,
): Finding {
  if (isFinding(release)) return release
  const known = [...offered, ...setAside]
  const unknown = release.assets.filter(
    (name) => !known.some((pattern) => matchesFilePattern(pattern, name)),
  )
  if (unknown.length === 0) {
    return { found: `all ${release.assets.length} files of ${release.tag} decided`, verdict: 'ok' }
  }
  return {
    found: `not in the guides: ${unknown.join(', ')}`,
    verdict: 'stale',
    action:
      "decide per file: offer it in the guide (add it to the platform's releaseFiles) or set it aside (the app's otherReleaseFiles)",
  }
}

/**
 * A guide's `verified.version` against the newest version a store or release shows. `docs` (checked
 * against documentation only) cannot be compared and is listed for a person to confirm.
 */
export function versionFinding(
  guideVersion: string,
  latest: LatestVersion | Finding,
  guideFile: string,
): Finding {
  if (isFinding(latest)) return latest
  const found = `${latest.where} ${latest.version}${latest.published ? ` (${latest.published})` : ''}`
  if (guideVersion === 'docs') {
    return {
      found: `${found}; the guide was checked against documentation only`,
      verdict: 'unconfirmed',
      action: `check ${guideFile} in the app (${latest.version}) when one is at hand`,
    }
  }
  const recheck = `re-check ${guideFile} against ${latest.version}, then set verified.version and verified.date`
  switch (versionStatus(guideVersion, latest.version)) {
    case 'current':
      return { found, verdict: 'ok' }
    case 'newer':
      return { found, verdict: 'stale', action: recheck }
    case 'newer major':
      return {
        found,
        verdict: 'stale (major)',
        action: `${recheck} (a new major version: menus and steps may have changed)`,
      }
    case 'older':
      return { found: `${found}, older than the guide`, verdict: 'ok' }
    case 'not comparable':
      return cannot(`${found} (cannot compare with "${guideVersion}")`)
  }
}

/** How a versioned source (`owner/repo@ref`) relates to the repository's latest release. */
export type SourceAge = 'current' | 'older' | Finding

/**
 * A tag source against the latest release tag, by version numbers: `older` when the release is newer
 * than the tag the fact was read at.
 */
export function tagSourceAge(ref: string, release: LatestRelease | Finding): SourceAge {
  if (isFinding(release)) return release.verdict === 'missing' ? cannot(release.found) : release
  const status = versionStatus(ref, release.tag)
  if (status === 'not comparable') return cannot(`cannot compare "${ref}" with ${release.tag}`)
  return status === 'newer' || status === 'newer major' ? 'older' : 'current'
}

/**
 * A commit source against the latest release, by dates: the commit (`/repos/o/r/commits/<sha>`) is
 * older when the release was published after the day it was committed.
 */
export function commitSourceAge(res: HttpResult, release: LatestRelease | Finding): SourceAge {
  const failed = unsuccessful(res, (s) => cannot(`HTTP ${s} (no such commit)`), githubHint(res))
  if (failed) return failed
  const commit = jsonObject(res)?.commit as
    { committer?: { date?: unknown }; author?: { date?: unknown } } | undefined
  const day = str(commit?.committer?.date ?? commit?.author?.date)?.slice(0, 10)
  if (!day) return cannot('malformed JSON')
  if (isFinding(release)) return release.verdict === 'missing' ? cannot(release.found) : release
  if (!release.published) return cannot(`${release.tag} has no publication date`)
  return release.published > day ? 'older' : 'current'
}

/** The facts read at a source older than the latest release: stale, naming them and where to re-read. */
export function provenanceFinding(
  sources: readonly { name: string; ref: string; age: SourceAge }[],
  release: LatestRelease | Finding,
): Finding {
  const failed = sources.find((s) => typeof s.age !== 'string')
  if (failed) return failed.age as Finding
  if (isFinding(release)) return release
  const older = sources.filter((s) => s.age === 'older')
  if (older.length === 0) {
    return { found: `${sources.length} read at or after ${release.tag}`, verdict: 'ok' }
  }
  const named = older.map((s) => `${s.name} (at ${s.ref})`).join(', ')
  return {
    found: `read before ${release.tag}: ${named}`,
    verdict: 'stale',
    action: `re-read them at ${release.tag}; update each value, its source@ref and checked`,
  }
}

/** The registry's price against the App Store listing's (0 is free). */
export function priceFinding(
  registry: 'free' | 'paid' | null,
  listing: AppStoreListing | Finding,
): Finding {
  if (isFinding(listing)) return listing
  if (listing.price === undefined) return cannot('the listing shows no price')
  const store = listing.price === 0 ? 'free' : 'paid'
  const found = `${store} (${listing.price})`
  if (registry === store) return { found, verdict: 'ok' }
  return {
    found,
    verdict: 'stale',
    action: `set price to '${store}' with the listing as its source and today as checked`,
  }
}

/** The registry's minimum iOS against the App Store listing's `minimumOsVersion`. */
export function minOsFinding(registry: string | null, listing: AppStoreListing | Finding): Finding {
  if (isFinding(listing)) return listing
  const store = listing.minimumOsVersion
  if (!store) return cannot('the listing shows no minimum version')
  const found = `requires ${store}`
  if (registry !== null && versionStatus(registry, store) === 'current') {
    return { found, verdict: 'ok' }
  }
  return {
    found,
    verdict: 'stale',
    action: `set minOs to '${store}' with the listing as its source and today as checked (and the guides)`,
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
    return {
      found: named.join(', '),
      verdict: 'stale',
      action: 're-read the source, update the value if it changed, and set checked to that day',
    }
  }
  if (dates.length === 1) return { found: dates[0]![1], verdict: 'ok' }
  const oldest = [...dates].sort(([, a], [, b]) => a.localeCompare(b))[0]
  return { found: oldest ? `oldest ${oldest[1]} (${oldest[0]})` : 'no facts', verdict: 'ok' }
}
