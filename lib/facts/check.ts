/**
 * `npm run facts:check`: re-reads the registry's online facts and the guides' `verified` claims.
 * `planChecks` lists the checks in report order (pure); `checkFacts` asks the network and judges.
 */
import { platforms, type AppInfo, type AppPlatformInfo, type StoreLink } from '@/lib/apps'

import { defaultFactsConfig, type FactsConfig } from './config'
import { createHttp, type Http, type HttpResult } from './http'
import type { FactRow, GuideFacts } from './rows'
import {
  ageFinding,
  appStoreFinding,
  fdroidFinding,
  githubRepoFinding,
  latestReleaseFinding,
  playFinding,
  readLatestRelease,
  releaseFileFinding,
  versionFinding,
  type Finding,
} from './verdicts'

export type Registry = Readonly<Record<string, AppInfo>>

type RowHead = Omit<FactRow, 'found' | 'verdict'>

/** One row to fill: judged from the answer to `url`, or (without `url`) from nothing but local data. */
export type PlannedCheck =
  | { row: RowHead; url: string; judge: (res: HttpResult) => Finding }
  | { row: RowHead; url?: undefined; judge: () => Finding }

/** `owner/repo` of a GitHub link (`https://github.com/o/r/releases`), or `null`. */
export function githubRepo(url: string): string | null {
  const m = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+)(?:\/|$)/.exec(url)
  return m ? `${m[1]}/${m[2]}` : null
}

/** The API URL that answers for a store link, or `null` when the link has no id to look up. */
export function lookupUrl(store: StoreLink, urls: FactsConfig['urls']): string | null {
  let parsed: URL
  try {
    parsed = new URL(store.url)
  } catch {
    return null
  }
  switch (store.kind) {
    case 'app-store': {
      const id = /\/id(\d+)/.exec(parsed.pathname)?.[1]
      if (!id) return null
      return `${urls.itunes}/lookup?id=${id}${store.note === 'russia' ? '&country=ru' : ''}`
    }
    case 'google-play': {
      const pkg = parsed.searchParams.get('id')
      return pkg ? `${urls.play}/store/apps/details?id=${encodeURIComponent(pkg)}` : null
    }
    case 'f-droid': {
      const pkg = /^\/(?:[a-z]{2}\/)?packages\/([\w.]+)\/?$/.exec(parsed.pathname)?.[1]
      return pkg ? `${urls.fdroid}/api/v1/packages/${pkg}` : null
    }
    case 'github': {
      const repo = githubRepo(store.url)
      return repo ? `${urls.githubApi}/repos/${repo}` : null
    }
  }
}

function storeJudge(store: StoreLink): (res: HttpResult) => Finding {
  switch (store.kind) {
    case 'app-store':
      return appStoreFinding
    case 'google-play':
      return playFinding
    case 'f-droid':
      return fdroidFinding
    case 'github':
      return (res) => githubRepoFinding(res, githubRepo(store.url) ?? '')
  }
}

const platformOrder = (info: AppInfo['platforms']): string[] => [
  ...platforms.filter((p) => p in info),
  ...Object.keys(info).filter((p) => !(platforms as readonly string[]).includes(p)),
]

/** The `checked` dates of a platform's facts, by name. */
function platformDates(info: AppPlatformInfo): [string, string][] {
  return [
    ...info.stores.map((s, i): [string, string] => [`stores[${i}] ${s.kind}`, s.checked]),
    ['minOs', info.minOs.checked],
    ...(info.releaseFiles ? [['releaseFiles', info.releaseFiles.checked] as [string, string]] : []),
    ...(info.importLink ? [['importLink', info.importLink.checked] as [string, string]] : []),
  ]
}

export interface PlanOptions {
  urls?: FactsConfig['urls']
  today: string
  staleAfterDays?: number
}

/** Every check, in report order: per app and platform the stores, the release, the dates, then its guides. */
export function planChecks(
  registry: Registry,
  guides: readonly GuideFacts[],
  {
    urls = defaultFactsConfig.urls,
    today,
    staleAfterDays = defaultFactsConfig.staleAfterDays,
  }: PlanOptions,
): PlannedCheck[] {
  const checks: PlannedCheck[] = []
  const cannot = (found: string) => () => ({ found, verdict: 'could not check' }) as const
  const within = `within ${staleAfterDays} days of ${today}`
  const used = new Set<GuideFacts>()

  const guideChecks = (
    at: { app: string; platform: string },
    guide: GuideFacts,
    release?: string,
  ) => {
    used.add(guide)
    const v = guide.verified
    if (release) {
      checks.push({
        row: { ...at, fact: `version (${guide.file})`, expected: v?.version ?? '(none)' },
        url: release,
        judge: (res) => versionFinding(v?.version ?? '', readLatestRelease(res)),
      })
    }
    checks.push({
      row: { ...at, fact: `verified.date (${guide.file})`, expected: within },
      judge: () => ageFinding([['verified.date', v?.date ?? '(none)']], today, staleAfterDays),
    })
    for (const text of v?.unconfirmed ?? []) {
      checks.push({
        row: { ...at, fact: `unconfirmed (${guide.file})`, expected: text },
        judge: () => ({ found: 'not confirmed in a source yet', verdict: 'unconfirmed' }),
      })
    }
  }

  for (const [id, app] of Object.entries(registry)) {
    for (const platform of platformOrder(app.platforms)) {
      const info = app.platforms[platform as keyof AppInfo['platforms']]
      if (!info) continue
      const at = { app: id, platform }
      for (const store of info.stores) {
        const row = {
          ...at,
          fact: `store: ${store.kind}${store.note ? ` (${store.note})` : ''}`,
          expected: store.url,
        }
        const url = lookupUrl(store, urls)
        checks.push(
          url
            ? { row, url, judge: storeJudge(store) }
            : { row, judge: cannot('no id or repository in the URL') },
        )
      }
      const repo = info.stores
        .map((s) => (s.kind === 'github' ? githubRepo(s.url) : null))
        .find(Boolean)
      const release = repo ? `${urls.githubApi}/repos/${repo}/releases/latest` : undefined
      if (release) {
        checks.push({
          row: { ...at, fact: 'latest release', expected: `a published release of ${repo}` },
          url: release,
          judge: (res) => latestReleaseFinding(readLatestRelease(res)),
        })
      }
      for (const pattern of info.releaseFiles?.value ?? []) {
        const row = { ...at, fact: 'release file', expected: pattern }
        checks.push(
          release
            ? {
                row,
                url: release,
                judge: (res) => releaseFileFinding(pattern, readLatestRelease(res)),
              }
            : { row, judge: cannot('no GitHub link for this platform') },
        )
      }
      checks.push({
        row: { ...at, fact: 'checked dates', expected: within },
        judge: () => ageFinding(platformDates(info), today, staleAfterDays),
      })
      for (const guide of guides) {
        if (guide.app === id && guide.platform === platform) guideChecks(at, guide, release)
      }
    }
    checks.push({
      row: { app: id, platform: 'all', fact: 'checked dates', expected: within },
      judge: () =>
        ageFinding(
          [
            ['price', app.price.checked],
            ['importLink', app.importLink.checked],
            ['uiLanguages', app.uiLanguages.checked],
          ],
          today,
          staleAfterDays,
        ),
    })
  }
  // Guides of an app or platform the registry does not have (the content build refuses them).
  for (const guide of guides) {
    if (!used.has(guide)) guideChecks({ app: guide.app, platform: guide.platform }, guide)
  }
  return checks
}

export interface CheckOptions {
  config?: FactsConfig
  /** `YYYY-MM-DD`; default the current UTC day. */
  today?: string
  /** Default: `createHttp(config)` on the global `fetch`. */
  http?: Http
}

/** Runs every check of the registry and guides and returns the rows in report order. */
export async function checkFacts(
  registry: Registry,
  guides: readonly GuideFacts[],
  options: CheckOptions = {},
): Promise<FactRow[]> {
  const config = options.config ?? defaultFactsConfig
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  const http = options.http ?? createHttp(config)
  const checks = planChecks(registry, guides, {
    urls: config.urls,
    today,
    staleAfterDays: config.staleAfterDays,
  })
  return Promise.all(
    checks.map(async (check): Promise<FactRow> => {
      const finding =
        check.url === undefined ? check.judge() : check.judge(await http.get(check.url))
      return { ...check.row, ...finding }
    }),
  )
}
