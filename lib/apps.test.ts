import { describe, expect, it } from 'vitest'

import { findLabel } from '@/lib/labels'

import {
  appIds,
  apps,
  checkRegistry,
  lanSharingApps,
  officialHosts,
  parseSource,
  platforms,
  sourcedFacts,
  type AppId,
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
    const lan = broken.karing!.platforms.macos!.lanSharing!
    ;(lan.port as { source: string }).source = ''
    expect(checkRegistry(broken, '2026-11-28')).toEqual([
      'lib/apps.ts: happ.price: checked: "2026-13-45" is not a YYYY-MM-DD date',
      'lib/apps.ts: happ.importLink: source: "somewhere" is neither an https URL nor "owner/repo[@tag or commit] path"',
      'lib/apps.ts: happ.uiLanguages: checked: 2999-01-01 is in the future (today is 2026-11-28)',
      'lib/apps.ts: happ.platforms.ios.stores[1] (app-store): source: missing (a URL or "owner/repo path")',
      'lib/apps.ts: happ.platforms.ios.minOs: checked: missing (the day the source was read, YYYY-MM-DD)',
      // Karing's macOS and Windows builds share one lanSharing (lib/apps/karing.ts): both are named.
      'lib/apps.ts: karing.platforms.macos.lanSharing.port: source: missing (a URL or "owner/repo path")',
      'lib/apps.ts: karing.platforms.windows.lanSharing.port: source: missing (a URL or "owner/repo path")',
    ])
  })
})

describe('lanSharingApps', () => {
  it('lists each app that shares its connection once, with the computers it does it on', () => {
    expect(lanSharingApps().map(({ app, platforms }) => [app.id, platforms])).toEqual([
      ['karing', ['macos', 'windows']],
      ['clashx-meta', ['macos']],
      ['clash-verge-rev', ['windows']],
      ['v2rayn', ['windows']],
    ])
  })

  it('names only labels the app has, a port in range, and a source read at a release tag', () => {
    for (const { app, lan } of lanSharingApps()) {
      const ids = [...lan.allow, ...lan.portAt, ...(lan.ownPort ? [lan.ownPort.value.label] : [])]
      for (const id of ids) expect(findLabel(app.id, id), `${app.id} ${id}`).toBeDefined()
      for (const port of [lan.port.value, lan.ownPort?.value.port ?? 1]) {
        expect(Number.isInteger(port) && port > 0 && port < 65536, `${app.id} ${port}`).toBe(true)
      }
      const source = parseSource(lan.port.source)
      expect(source?.kind === 'repo' && source.ref && source.path, lan.port.source).toBeTruthy()
    }
  })

  it('records the ports the apps set (each read at its source, cited in lib/apps/<app>.ts)', () => {
    const port = (id: AppId) => lanSharingApps().find((e) => e.app.id === id)!.lan
    expect(port('clash-verge-rev').port.value).toBe(7897)
    expect(port('v2rayn').port.value).toBe(10808)
    expect(port('v2rayn').ownPort?.value.port).toBe(10810)
    // 3067 is Karing's port for the computer's own apps; other devices use the sharing port.
    expect(port('karing').port.value).toBe(4067)
    // ClashX Meta takes the configuration's mixed-port; 7890 only when it sets none.
    expect(port('clashx-meta')).toMatchObject({ portFrom: 'config', port: { value: 7890 } })
  })
})

describe('checked dates', () => {
  /** The registry with one fact's `checked` moved to `day`. */
  const withChecked = (day: string) => {
    const registry = structuredClone(apps) as Record<string, AppInfo>
    ;(registry.v2rayn!.platforms.windows!.minOs as { checked: string }).checked = day
    return registry
  }

  // The registry's newest reading is of 2026-11-28: "today" cannot be earlier.
  it('accepts a fact read today', () => {
    expect(checkRegistry(withChecked('2026-11-28'), '2026-11-28')).toEqual([])
  })

  it('refuses a fact read tomorrow, naming the app, the field and today', () => {
    expect(checkRegistry(withChecked('2026-11-29'), '2026-11-28')).toEqual([
      'lib/apps.ts: v2rayn.platforms.windows.minOs: checked: 2026-11-29 is in the future (today is 2026-11-28)',
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
