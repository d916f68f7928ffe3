import { describe, expect, it } from 'vitest'

import { appIds, apps, checkRegistry, officialHosts, platforms, type AppInfo } from './apps'

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
      const placeholder = { raw: '{url}', encoded: '{urlEncoded}', base64: '{base64}' }[
        link.encoding
      ]
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
    expect(checkRegistry()).toEqual([])
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
    expect(checkRegistry(broken, '2026-11-22')).toEqual([
      'lib/apps.ts: happ.price: checked: "2026-13-45" is not a YYYY-MM-DD date',
      'lib/apps.ts: happ.importLink: source: "somewhere" is neither an https URL nor "owner/repo path"',
      'lib/apps.ts: happ.uiLanguages: checked: 2999-01-01 is in the future',
      'lib/apps.ts: happ.platforms.ios.stores[1] (app-store): source: missing (a URL or "owner/repo path")',
      'lib/apps.ts: happ.platforms.ios.minOs: checked: missing (the day the source was read, YYYY-MM-DD)',
    ])
  })
})
