/**
 * `npm run facts:check`: re-reads the registry's online facts and the guides' `verified` claims.
 * `planChecks` lists the checks in report order with the URLs each reads (pure); `checkFacts` asks
 * the network and judges.
 */
import {
  isCommitRef,
  parseSource,
  platforms,
  sourcedFacts,
  utcToday,
  type AppInfo,
  type Platform,
  type StoreLink,
} from '@/lib/apps'

import { defaultFactsConfig, type FactsConfig } from './config'
import { createHttp, type Http, type HttpResult } from './http'
import {
  contentsUrl,
  labelsFinding,
  placePaths,
  readContents,
  readPlace,
  stringFilePaths,
  type LabelRegistry,
  type LabelUses,
} from './labels'
import type { FactRow, GuideFacts } from './rows'
import {
  keyedControls,
  screenRepos,
  screensFinding,
  type ScreenRegistry,
  type ScreenUses,
} from './screens'
import {
  ageFinding,
  appStoreFinding,
  appStoreVersion,
  cannot,
  commitSourceAge,
  coverageFinding,
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
  releaseFileFinding,
  releaseVersion,
  tagSourceAge,
  versionFinding,
  type Finding,
  type LatestVersion,
  type SourceAge,
} from './verdicts'

export type Registry = Readonly<Record<string, AppInfo>>

type RowHead = Omit<FactRow, 'found' | 'verdict' | 'action'>

/** One row to fill: the URLs it reads (none for a check of local data) and how their answers are judged. */
export interface PlannedCheck {
  row: RowHead
  urls: readonly string[]
  /** Gets the answers in the order of `urls`. */
  judge: (results: readonly HttpResult[]) => Finding
  /**
   * A second round for URLs that the first answers name (the string files at the latest release's
   * tag): when it returns one, its `judge` gives the finding and `judge` above is not asked.
   */
  followUp?: (results: readonly HttpResult[]) => FollowUp | undefined
}

/** The URLs a check reads once its first answers are in, and how their answers are judged. */
export interface FollowUp {
  urls: readonly string[]
  judge: (results: readonly HttpResult[]) => Finding
}

/**
 * A latest-release request on its own: its failure, or "could not check" when the release names no tag
 * (a follow-up reads the files at the tag when it does).
 */
const releaseFinding = ([res]: readonly HttpResult[]): Finding => {
  const release = readLatestRelease(res!)
  return 'verdict' in release ? release : cannot('the latest release has no tag')
}

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
      return (res) => appStoreFinding(readAppStoreListing(res))
    case 'google-play':
      return playFinding
    case 'f-droid':
      return fdroidFinding
    case 'github':
      return (res) => githubRepoFinding(res, githubRepo(store.url) ?? '')
  }
}

/** Where a platform's newest version can be read: the store's answer and how to read a version from it. */
function versionSource(
  store: StoreLink,
  urls: FactsConfig['urls'],
): { url: string; label: string; read: (res: HttpResult) => LatestVersion | Finding } | null {
  if (store.separateVersions) return null
  const url =
    store.kind === 'github'
      ? (() => {
          const repo = githubRepo(store.url)
          return repo ? `${urls.githubApi}/repos/${repo}/releases/latest` : null
        })()
      : lookupUrl(store, urls)
  if (!url) return null
  const note = store.note ? ` (${store.note})` : ''
  switch (store.kind) {
    case 'github':
      return { url, label: 'GitHub', read: (res) => releaseVersion(readLatestRelease(res)) }
    case 'app-store':
      return {
        url,
        label: `App Store${note}`,
        read: (res) => appStoreVersion(readAppStoreListing(res)),
      }
    case 'google-play':
      return { url, label: `Google Play${note}`, read: playVersion }
    case 'f-droid':
      return { url, label: 'F-Droid', read: fdroidVersion }
  }
}

const platformOrder = (info: AppInfo['platforms']): Platform[] => [
  ...platforms.filter((p) => p in info),
  ...(Object.keys(info).filter((p) => !(platforms as readonly string[]).includes(p)) as Platform[]),
]

/** The GitHub repositories an app releases from, each with the platforms that download from it. */
function releaseRepos(app: AppInfo): Map<string, Platform[]> {
  const repos = new Map<string, Platform[]>()
  for (const platform of platformOrder(app.platforms)) {
    for (const store of app.platforms[platform]?.stores ?? []) {
      const repo = store.kind === 'github' ? githubRepo(store.url) : null
      if (!repo) continue
      const list = repos.get(repo) ?? []
      if (!list.includes(platform)) list.push(platform)
      repos.set(repo, list)
    }
  }
  return repos
}

export interface PlanOptions {
  urls?: FactsConfig['urls']
  today: string
  staleAfterDays?: number
  /** The apps' UI labels (lib/labels/); the open-source ones are re-read at their latest release. */
  labels?: LabelRegistry
  /** Where guides use each label, named in a stale label's row. */
  labelUses?: LabelUses
  /** The apps' screen schematics (lib/screens/); those read in a repository are re-read at its latest release. */
  screens?: ScreenRegistry
  /** Where guides draw each screen, named in a stale screen's row. */
  screenUses?: ScreenUses
}

/**
 * Every check, in report order. Per app and platform: the stores, the latest release and its files,
 * the App Store's minimum iOS, the facts' dates and sources, then its guides (version against every
 * store that shows one, date, unconfirmed facts). Per app: price, the app-wide dates and sources, and
 * whether every file of each release is offered or set aside.
 */
export function planChecks(
  registry: Registry,
  guides: readonly GuideFacts[],
  {
    urls = defaultFactsConfig.urls,
    today,
    staleAfterDays = defaultFactsConfig.staleAfterDays,
    labels = {},
    labelUses = new Map(),
    screens = {},
    screenUses = new Map(),
  }: PlanOptions,
): PlannedCheck[] {
  const checks: PlannedCheck[] = []
  const local = (row: RowHead, judge: () => Finding) => checks.push({ row, urls: [], judge })
  const one = (row: RowHead, url: string, judge: (res: HttpResult) => Finding) =>
    checks.push({ row, urls: [url], judge: ([res]) => judge(res!) })
  const within = `within ${staleAfterDays} days of ${today}`
  const releaseUrl = (repo: string) => `${urls.githubApi}/repos/${repo}/releases/latest`
  const used = new Set<GuideFacts>()

  /**
   * Facts read at a tag or commit of a repository the app releases from, against its latest release.
   * Facts read elsewhere (documentation, other projects) have only their age checked.
   */
  const provenance = (
    at: RowHead['app'],
    platform: string,
    app: AppInfo,
    facts: [string, { source: string }][],
  ) => {
    const repos = releaseRepos(app)
    const versioned = facts.flatMap(([name, fact]) => {
      const parsed = parseSource(fact.source)
      return parsed?.kind === 'repo' && parsed.ref && repos.has(parsed.repo)
        ? [{ name, repo: parsed.repo, ref: parsed.ref }]
        : []
    })
    for (const repo of new Set(versioned.map((v) => v.repo))) {
      const ofRepo = versioned.filter((v) => v.repo === repo)
      const commits = [...new Set(ofRepo.filter((v) => isCommitRef(v.ref)).map((v) => v.ref))]
      const commitUrl = (sha: string) => `${urls.githubApi}/repos/${repo}/commits/${sha}`
      checks.push({
        row: {
          app: at,
          platform,
          fact: `sources vs latest release of ${repo}`,
          expected: ofRepo.map((v) => `${v.name}@${v.ref}`).join(', '),
        },
        urls: [releaseUrl(repo), ...commits.map(commitUrl)],
        judge: ([releaseRes, ...commitRes]) => {
          const release = readLatestRelease(releaseRes!)
          const ages = new Map<string, SourceAge>(
            commits.map((sha, i) => [sha, commitSourceAge(commitRes[i]!, release)]),
          )
          return provenanceFinding(
            ofRepo.map((v) => ({
              ...v,
              age: isCommitRef(v.ref) ? ages.get(v.ref)! : tagSourceAge(v.ref, release),
            })),
            release,
          )
        },
      })
    }
  }

  const guideChecks = (
    at: { app: string; platform: string },
    guide: GuideFacts,
    stores: readonly StoreLink[],
  ) => {
    used.add(guide)
    const v = guide.verified
    const seen = new Set<string>()
    for (const store of stores) {
      const source = versionSource(store, urls)
      if (!source || seen.has(source.url)) continue
      seen.add(source.url)
      one(
        {
          ...at,
          fact: `version vs ${source.label} (${guide.file})`,
          expected: v?.version ?? '(none)',
        },
        source.url,
        (res) => versionFinding(v?.version ?? '', source.read(res), guide.file),
      )
    }
    local({ ...at, fact: `verified.date (${guide.file})`, expected: within }, () =>
      ageFinding([['verified.date', v?.date ?? '(none)']], today, staleAfterDays),
    )
    for (const text of v?.unconfirmed ?? []) {
      local({ ...at, fact: `unconfirmed (${guide.file})`, expected: text }, () => ({
        found: 'not confirmed in a source yet',
        verdict: 'unconfirmed',
        action:
          'confirm it in the app and remove it from verified.unconfirmed, or keep the wording neutral',
      }))
    }
  }

  for (const [id, app] of Object.entries(registry)) {
    for (const platform of platformOrder(app.platforms)) {
      const info = app.platforms[platform]
      if (!info) continue
      const at = { app: id, platform }
      for (const store of info.stores) {
        const row = {
          ...at,
          fact: `store: ${store.kind}${store.note ? ` (${store.note})` : ''}`,
          expected: store.url,
        }
        const url = lookupUrl(store, urls)
        if (url) one(row, url, storeJudge(store))
        else
          local(row, () => cannot('no id or repository in the URL', 'fix the link in lib/apps.ts'))
      }
      const repo = info.stores
        .map((s) => (s.kind === 'github' ? githubRepo(s.url) : null))
        .find(Boolean)
      if (repo) {
        one(
          { ...at, fact: 'latest release', expected: `a published release of ${repo}` },
          releaseUrl(repo),
          (res) => latestReleaseFinding(readLatestRelease(res)),
        )
      }
      for (const pattern of info.releaseFiles?.value ?? []) {
        const row = { ...at, fact: 'release file', expected: pattern }
        if (repo)
          one(row, releaseUrl(repo), (res) => releaseFileFinding(pattern, readLatestRelease(res)))
        else
          local(row, () =>
            cannot('no GitHub link for this platform', 'add the GitHub link or drop the pattern'),
          )
      }
      // The listing's minimum version is the iOS one: on the Mac and the Apple TV it says nothing.
      const listing = info.stores.find((s) => s.kind === 'app-store' && !s.separateVersions)
      const listingUrl = listing && lookupUrl(listing, urls)
      if (platform === 'ios' && listingUrl) {
        one(
          { ...at, fact: 'minOs vs App Store', expected: info.minOs.value ?? '(not stated)' },
          listingUrl,
          (res) => minOsFinding(info.minOs.value, readAppStoreListing(res)),
        )
      }
      const facts = sourcedFacts(app, platform)
      local({ ...at, fact: 'checked dates', expected: within }, () =>
        ageFinding(
          facts.map(([name, f]) => [name, f.checked]),
          today,
          staleAfterDays,
        ),
      )
      provenance(id, platform, app, facts)
      for (const guide of guides) {
        if (guide.app === id && guide.platform === platform) guideChecks(at, guide, info.stores)
      }
    }
    const all = { app: id, platform: 'all' }
    const listing = Object.values(app.platforms)
      .flatMap((info) => info.stores)
      // The price is the same in every store; the Russian listing is a separate app on Happ.
      .find((s) => s.kind === 'app-store' && !s.separateVersions && s.note !== 'russia')
    const listingUrl = listing && lookupUrl(listing, urls)
    if (listingUrl) {
      one(
        { ...all, fact: 'price vs App Store', expected: app.price.value ?? '(not stated)' },
        listingUrl,
        (res) => priceFinding(app.price.value, readAppStoreListing(res)),
      )
    }
    const facts = sourcedFacts(app, 'app')
    local({ ...all, fact: 'checked dates', expected: within }, () =>
      ageFinding(
        facts.map(([name, f]) => [name, f.checked]),
        today,
        staleAfterDays,
      ),
    )
    provenance(id, 'all', app, facts)
    const own = labels[id]
    if (own?.strings) {
      const { repo, tag } = own.strings
      const paths = stringFilePaths(own)
      const places = placePaths(own)
      checks.push({
        row: {
          ...all,
          fact: `labels vs latest release of ${repo}`,
          expected: `${Object.values(own.labels).filter((l) => l.key).length} labels as read at ${tag}${places.length ? ', each used in its screen file' : ''}`,
        },
        urls: [releaseUrl(repo)],
        judge: releaseFinding,
        followUp: ([res]) => {
          const release = readLatestRelease(res!)
          if ('verdict' in release) return undefined
          const at = (path: string) => contentsUrl(urls.githubApi, repo, path, release.tag)
          return {
            urls: [...paths.map((p) => at(p.path)), ...places.map(at)],
            judge: (answers) =>
              labelsFinding(
                id,
                own,
                release,
                paths.map((p, i) => ({ ...p, text: readContents(answers[i]!, p.path) })),
                labelUses,
                places.map((path, i) => ({
                  path,
                  text: readPlace(answers[paths.length + i]!, path),
                })),
              ),
          }
        },
      })
    }
    const drawn = screens[id]
    if (drawn && own?.strings) {
      const read = own
      for (const [repo, at] of screenRepos(drawn)) {
        const count = keyedControls(drawn, read, repo)
        checks.push({
          row: {
            ...all,
            fact: `screens vs latest release of ${repo}`,
            expected: `${count.controls} controls of ${count.screens} screens as read at ${at.tag}, each used in its screen's files`,
          },
          urls: [releaseUrl(repo)],
          judge: releaseFinding,
          followUp: ([res]) => {
            const release = readLatestRelease(res!)
            if ('verdict' in release) return undefined
            return {
              urls: at.files.map((path) => contentsUrl(urls.githubApi, repo, path, release.tag)),
              judge: (answers) =>
                screensFinding(
                  id,
                  drawn,
                  read,
                  repo,
                  release,
                  at.files.map((path, i) => ({ path, text: readPlace(answers[i]!, path) })),
                  screenUses,
                ),
            }
          },
        })
      }
    }
    for (const [repo, onPlatforms] of releaseRepos(app)) {
      const offered = onPlatforms.flatMap((p) => app.platforms[p]?.releaseFiles?.value ?? [])
      const setAside = app.otherReleaseFiles?.value ?? []
      one(
        {
          app: id,
          platform: onPlatforms.join(', '),
          fact: `release assets of ${repo}`,
          expected: 'each file offered (releaseFiles) or set aside (otherReleaseFiles)',
        },
        releaseUrl(repo),
        (res) => coverageFinding(offered, setAside, readLatestRelease(res)),
      )
    }
  }
  // Guides of an app or platform the registry does not have (the content build refuses them).
  for (const guide of guides) {
    if (!used.has(guide)) guideChecks({ app: guide.app, platform: guide.platform }, guide, [])
  }
  return checks
}

export interface CheckOptions {
  config?: FactsConfig
  /** `YYYY-MM-DD`; default the current UTC day. */
  today?: string
  /** Default: `createHttp(config)` on the global `fetch`. */
  http?: Http
  /** The apps' UI labels to re-read (lib/labels/ in the CLI); none by default. */
  labels?: LabelRegistry
  labelUses?: LabelUses
  /** The apps' screens to re-read (lib/screens/ in the CLI); none by default. */
  screens?: ScreenRegistry
  screenUses?: ScreenUses
}

/** General advice for a verdict, for rows whose judge gave none. */
const defaultActions: Record<FactRow['verdict'], string> = {
  ok: '',
  stale: 're-read the source and update the fact or the guide',
  'stale (major)': 're-check the guide against the new version',
  dead: 'find the new official listing and change lib/apps.ts, or drop the link and its mentions',
  missing: 'read the release page and update lib/apps.ts and the guides',
  'could not check': 're-run later; if it persists, check by hand',
  unconfirmed: 'confirm it by hand',
}

/** Runs every check of the registry and guides and returns the rows in report order. */
export async function checkFacts(
  registry: Registry,
  guides: readonly GuideFacts[],
  options: CheckOptions = {},
): Promise<FactRow[]> {
  const config = options.config ?? defaultFactsConfig
  const today = options.today ?? utcToday()
  const http = options.http ?? createHttp(config)
  const checks = planChecks(registry, guides, {
    urls: config.urls,
    today,
    staleAfterDays: config.staleAfterDays,
    labels: options.labels,
    labelUses: options.labelUses,
    screens: options.screens,
    screenUses: options.screenUses,
  })
  const get = (urls: readonly string[]) => Promise.all(urls.map((url) => http.get(url)))
  return Promise.all(
    checks.map(async (check): Promise<FactRow> => {
      const results = await get(check.urls)
      const next = check.followUp?.(results)
      const { found, verdict, action } = next
        ? next.judge(await get(next.urls))
        : check.judge(results)
      return { ...check.row, found, verdict, action: action ?? defaultActions[verdict] }
    }),
  )
}
