/** Where each fact of the registry comes from (`source`, `checked`), and the checks of it. */
import type { AppInfo, Platform, Sourced, StoreKind } from './types'

/** Hosts a download link may point at. Anything else is a mirror and is refused by the tests. */
export const officialHosts: Record<StoreKind, string> = {
  'app-store': 'apps.apple.com',
  'google-play': 'play.google.com',
  github: 'github.com',
  'f-droid': 'f-droid.org',
}

/** A parsed `source`: a web page, or a file in a repository with the tag or commit it was read at. */
export type ParsedSource =
  { kind: 'url'; url: string } | { kind: 'repo'; repo: string; ref?: string; path?: string }

const repoSource = /^([\w.-]+\/[\w.-]+)(?:@([\w.-]+))?(?:\s+(.+))?$/

/** The parts of a `source`, or `null` when it is neither an https URL nor `owner/repo[@ref] [path]`. */
export function parseSource(source: string): ParsedSource | null {
  if (/^https:\/\/\S+$/.test(source)) return { kind: 'url', url: source }
  const m = repoSource.exec(source)
  if (!m) return null
  return {
    kind: 'repo',
    repo: m[1]!,
    ...(m[2] ? { ref: m[2] } : {}),
    ...(m[3] ? { path: m[3] } : {}),
  }
}

/** A commit hash (`3859a74`) as opposed to a tag (`v1.4.8`, `7.24.8`): tags carry a dot or a letter past f. */
export const isCommitRef = (ref: string) => /^[0-9a-f]{7,40}$/.test(ref)

/** The current UTC day, `YYYY-MM-DD`: the day the build or the check runs. */
export const utcToday = () => new Date().toISOString().slice(0, 10)

/** Errors for a missing or malformed `source` / `checked`; `where` names the app and field. */
function checkSourced(where: string, fact: Partial<Sourced> | undefined, today: string): string[] {
  if (!fact) return [`lib/apps.ts: ${where}: missing`]
  const errors: string[] = []
  const { source, checked: day } = fact
  if (typeof source !== 'string' || source.trim() === '') {
    errors.push(`lib/apps.ts: ${where}: source: missing (a URL or "owner/repo path")`)
  } else if (!parseSource(source)) {
    errors.push(
      `lib/apps.ts: ${where}: source: "${source}" is neither an https URL nor "owner/repo[@tag or commit] path"`,
    )
  }
  if (typeof day !== 'string' || day === '') {
    errors.push(`lib/apps.ts: ${where}: checked: missing (the day the source was read, YYYY-MM-DD)`)
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    errors.push(`lib/apps.ts: ${where}: checked: "${day}" is not a YYYY-MM-DD date`)
  } else if (day > today) {
    // A source cannot have been read on a day that has not come yet: the date is a typo or a guess.
    errors.push(`lib/apps.ts: ${where}: checked: ${day} is in the future (today is ${today})`)
  }
  return errors
}

/**
 * Every registry fact names where it was read and when; the build fails on one that does not, or on a
 * `checked` day after `today`, naming the app and the field (`happ.platforms.ios.stores[1]: source:
 * missing`).
 */
export function checkRegistry(registry: Record<string, AppInfo>, today = utcToday()): string[] {
  const errors: string[] = []
  for (const [id, app] of Object.entries(registry)) {
    for (const field of ['price', 'importLink', 'uiLanguages'] as const) {
      errors.push(...checkSourced(`${id}.${field}`, app[field], today))
    }
    if ('otherReleaseFiles' in app) {
      errors.push(...checkSourced(`${id}.otherReleaseFiles`, app.otherReleaseFiles, today))
    }
    for (const [platform, info] of Object.entries(app.platforms)) {
      const at = `${id}.platforms.${platform}`
      info.stores.forEach((store, i) =>
        errors.push(...checkSourced(`${at}.stores[${i}] (${store.kind})`, store, today)),
      )
      errors.push(...checkSourced(`${at}.minOs`, info.minOs, today))
      if ('releaseFiles' in info) {
        errors.push(...checkSourced(`${at}.releaseFiles`, info.releaseFiles, today))
      }
      if ('importLink' in info) {
        errors.push(...checkSourced(`${at}.importLink`, info.importLink, today))
      }
      if (info.lanSharing) {
        errors.push(...checkSourced(`${at}.lanSharing.port`, info.lanSharing.port, today))
        if ('ownPort' in info.lanSharing)
          errors.push(...checkSourced(`${at}.lanSharing.ownPort`, info.lanSharing.ownPort, today))
      }
    }
  }
  return errors
}

/**
 * Every sourced fact of an app, by name (`price`, `android.minOs`, `android.stores[0]`), for the facts
 * check's dates and provenance rows. `platform` limits it to one platform's facts; `'app'` to the
 * app-wide ones.
 */
export function sourcedFacts(app: AppInfo, platform: Platform | 'app'): [string, Sourced][] {
  if (platform === 'app') {
    return [
      ['price', app.price],
      ['importLink', app.importLink],
      ['uiLanguages', app.uiLanguages],
      ...(app.otherReleaseFiles
        ? [['otherReleaseFiles', app.otherReleaseFiles] as [string, Sourced]]
        : []),
    ]
  }
  const info = app.platforms[platform]
  if (!info) return []
  return [
    ...info.stores.map((s, i): [string, Sourced] => [`stores[${i}] ${s.kind}`, s]),
    ['minOs', info.minOs],
    ...(info.releaseFiles ? [['releaseFiles', info.releaseFiles] as [string, Sourced]] : []),
    ...(info.importLink ? [['importLink', info.importLink] as [string, Sourced]] : []),
    ...(info.lanSharing ? [['lanSharing.port', info.lanSharing.port] as [string, Sourced]] : []),
    ...(info.lanSharing?.ownPort
      ? [['lanSharing.ownPort', info.lanSharing.ownPort] as [string, Sourced]]
      : []),
  ]
}

/** `*` in a release-file pattern is any text. */
export function matchesFilePattern(pattern: string, name: string): boolean {
  const re = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${re.join('.*')}$`).test(name)
}
