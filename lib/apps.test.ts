import { describe, expect, it } from 'vitest'

import {
  appIds,
  apps,
  checkRegistry,
  officialHosts,
  parseSource,
  platforms,
  sourcedFacts,
  type AppInfo,
} from './apps'

const storeLinks = appIds.flatMap((id) =>
  platforms.flatMap((platform) =>
    (apps[id].platforms[platform]?.stores ?? []).map((store) => ({ id, platform, store })),
  ),
)

describe('app registry', () => {
  it('keys every app by its own id', () => {
    for (const id of appIds) expect(apps[id].id).toBe(id)
  })

  it.each(storeLinks.map((l) => [`${l.id} ${l.platform} ${l.store.kind}`, l.store] as const))(
    '%s is an https link on the official host in the expected format',
    (_, store) => {
      const url = new URL(store.url)
      expect(url.protocol).toBe('https:')
      expect(url.hostname).toBe(officialHosts[store.kind])
      if (store.kind === 'app-store') expect(url.pathname).toMatch(/^\/app\/id\d{9,10}$/)
      if (store.kind === 'google-play') {
        expect(url.pathname).toBe('/store/apps/details')
        expect(url.searchParams.get('id')).toMatch(/^[a-z][\w]*(\.[a-z][\w]*)+$/i)
      }
      if (store.kind === 'github') expect(url.pathname).toMatch(/^\/[\w.-]+\/[\w.-]+\/releases$/)
    },
  )

  it('gives every app at least one platform with at least one download', () => {
    for (const id of appIds) {
      const builds = Object.values(apps[id].platforms)
      expect(builds.length, id).toBeGreaterThan(0)
      for (const build of builds) expect(build.stores.length, id).toBeGreaterThan(0)
    }
  })

  it('builds import links only from fixed custom schemes with one subscription placeholder', () => {
    for (const id of appIds) {
      const link = apps[id].importLink.value
      if (!link) continue
      expect(link.template).toMatch(/^[a-z][a-z0-9-]*:\/\//)
      expect(link.template).not.toMatch(/^(javascript|data|http|https|file):/)
      const placeholder = {
        raw: '{url}',
        encoded: '{urlEncoded}',
        'encoded-twice': '{urlEncoded}',
        base64: '{base64}',
      }[link.encoding]
      expect(link.template.split(placeholder).length - 1, id).toBe(1)
    }
  })

  it('records the formats the apps document', () => {
    expect(apps.happ.importLink.value?.template).toBe('happ://add/{url}')
    expect(apps.v2rayng.importLink.value?.template).toBe(
      'v2rayng://install-config?url={urlEncoded}',
    )
    expect(apps.stash.importLink.value?.fallback?.template).toBe(
      'https://link.stash.ws/install-config/{hostPath}',
    )
    // Clash Verge Rev reads everything after `url=` as the URL, so `name` must come first.
    expect(apps['clash-verge-rev'].importLink.value?.template).toMatch(
      /\?name=\{name\}&url=\{urlEncoded\}$/,
    )
    expect(apps.v2rayn.importLink.value).toBeNull()
  })
})

describe('checkRegistry', () => {
  it('passes the real registry', () => {
    expect(checkRegistry(apps)).toEqual([])
  })

  it('names the app and field of a fact without a source or a date', () => {
    const broken = structuredClone(apps) as Record<string, AppInfo>
    const happ = broken.happ!
    const ios = happ.platforms.ios!
    ;(ios.stores[1] as { source: string }).source = ''
    ;(ios.minOs as { checked: string }).checked = ''
    ;(happ.price as { checked: string }).checked = '2026-13-45'
    ;(happ.importLink as { source: string }).source = 'somewhere'
    ;(happ.uiLanguages as { checked: string }).checked = '2999-01-01'
    expect(checkRegistry(broken, '2026-11-25')).toEqual([
      'lib/apps.ts: happ.price: checked: "2026-13-45" is not a YYYY-MM-DD date',
      'lib/apps.ts: happ.importLink: source: "somewhere" is neither an https URL nor "owner/repo[@tag or commit] path"',
      'lib/apps.ts: happ.uiLanguages: checked: 2999-01-01 is in the future (today is 2026-11-25)',
      'lib/apps.ts: happ.platforms.ios.stores[1] (app-store): source: missing (a URL or "owner/repo path")',
      'lib/apps.ts: happ.platforms.ios.minOs: checked: missing (the day the source was read, YYYY-MM-DD)',
    ])
  })
})

describe('checked dates', () => {
  /** The registry with one fact's `checked` moved to `day`. */
  const withChecked = (day: string) => {
    const registry = structuredClone(apps) as Record<string, AppInfo>
    ;(registry.v2rayn!.platforms.windows!.minOs as { checked: string }).checked = day
    return registry
  }

  it('accepts a fact read today', () => {
    expect(checkRegistry(withChecked('2026-11-25'), '2026-11-25')).toEqual([])
  })

  it('refuses a fact read tomorrow, naming the app, the field and today', () => {
    expect(checkRegistry(withChecked('2026-11-26'), '2026-11-25')).toEqual([
      'lib/apps.ts: v2rayn.platforms.windows.minOs: checked: 2026-11-26 is in the future (today is 2026-11-25)',
    ])
  })

  it('gives facts their own dates: not one date stamped on all of them', () => {
    const days = new Set(
      appIds.flatMap((id) =>
        [...platforms, 'app' as const].flatMap((p) =>
          sourcedFacts(apps[id], p).map(([, f]) => f.checked),
        ),
      ),
    )
    expect(days.size).toBeGreaterThan(1)
  })
})

describe('parseSource', () => {
  it('reads a URL, a repository file, and the tag or commit it was read at', () => {
    expect(parseSource('https://stash.wiki/llms.txt')).toEqual({
      kind: 'url',
      url: 'https://stash.wiki/llms.txt',
    })
    expect(parseSource('2dust/v2rayN@7.24.8 v2rayN/ServiceLib/Global.cs')).toEqual({
      kind: 'repo',
      repo: '2dust/v2rayN',
      ref: '7.24.8',
      path: 'v2rayN/ServiceLib/Global.cs',
    })
    expect(parseSource('Happ-proxy/happ-android@3859a74 README.md')).toMatchObject({
      ref: '3859a74',
    })
    expect(parseSource('sub-store-org/Sub-Store pull/76')).toEqual({
      kind: 'repo',
      repo: 'sub-store-org/Sub-Store',
      path: 'pull/76',
    })
    expect(parseSource('http://example.com')).toBeNull()
    expect(parseSource('a README')).toBeNull()
  })

  it('names the version or commit of every source read in an app repository', () => {
    // A source in one of the app's release repositories must say what it was read at, or facts:check
    // cannot tell when the app has released since.
    for (const id of appIds) {
      const repos = new Set(
        Object.values(apps[id].platforms)
          .flatMap((info) => info.stores)
          .filter((s) => s.kind === 'github')
          .map((s) => new URL(s.url).pathname.split('/').slice(1, 3).join('/')),
      )
      for (const p of [...platforms, 'app' as const]) {
        for (const [name, fact] of sourcedFacts(apps[id], p)) {
          const parsed = parseSource(fact.source)
          if (parsed?.kind === 'repo' && repos.has(parsed.repo)) {
            expect(parsed.ref, `${id} ${p} ${name}: ${fact.source}`).toBeTruthy()
          }
        }
      }
    }
  })
})
