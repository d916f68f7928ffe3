import { describe, expect, it } from 'vitest'

import { apps, type StoreLink } from '@/lib/apps'

import { githubRepo, lookupUrl, planChecks, type Registry } from './check'
import { defaultFactsConfig } from './config'
import type { GuideFacts } from './rows'

const urls = defaultFactsConfig.urls
const store = (kind: StoreLink['kind'], url: string, note?: StoreLink['note']): StoreLink => ({
  kind,
  url,
  ...(note ? { note } : {}),
  source: 'https://example.com',
  checked: '2026-11-22',
})

describe('lookupUrl', () => {
  it('asks the API of each store, the Russian App Store for a "russia" listing', () => {
    expect(lookupUrl(store('app-store', 'https://apps.apple.com/app/id6504287215'), urls)).toBe(
      'https://itunes.apple.com/lookup?id=6504287215',
    )
    expect(
      lookupUrl(store('app-store', 'https://apps.apple.com/app/id6746188973', 'russia'), urls),
    ).toBe('https://itunes.apple.com/lookup?id=6746188973&country=ru')
    expect(
      lookupUrl(
        store('google-play', 'https://play.google.com/store/apps/details?id=com.happproxy'),
        urls,
      ),
    ).toBe('https://play.google.com/store/apps/details?id=com.happproxy')
    expect(
      lookupUrl(
        store('f-droid', 'https://f-droid.org/packages/com.github.metacubex.clash.meta/'),
        urls,
      ),
    ).toBe('https://f-droid.org/api/v1/packages/com.github.metacubex.clash.meta')
    expect(lookupUrl(store('github', 'https://github.com/2dust/v2rayNG/releases'), urls)).toBe(
      'https://api.github.com/repos/2dust/v2rayNG',
    )
  })

  it('gives null for a link without an id', () => {
    expect(lookupUrl(store('app-store', 'https://apps.apple.com/app/'), urls)).toBeNull()
    expect(githubRepo('https://example.com/o/r')).toBeNull()
  })

  it('has a lookup for every store link of the real registry', () => {
    for (const app of Object.values(apps)) {
      for (const info of Object.values(app.platforms)) {
        for (const s of info.stores) expect(lookupUrl(s, urls), s.url).not.toBeNull()
      }
    }
  })
})

describe('planChecks', () => {
  const guides: GuideFacts[] = [
    {
      file: 'en/android/v2rayNG.mdx',
      app: 'v2rayng',
      platform: 'android',
      verified: { version: '2.3.5', date: '2026-11-25', unconfirmed: ['a menu name'] },
    },
    { file: 'en/ios/nothing.mdx', app: 'nothing', platform: 'ios' },
  ]
  const registry: Registry = { v2rayng: apps.v2rayng }
  const checks = planChecks(registry, guides, { today: '2026-11-25' })
  const rows = checks.map((c) => [c.row.platform, c.row.fact, c.row.expected, ...c.urls])

  it('lists stores, release, files, dates, sources, the guides, then app-wide facts and assets', () => {
    const api = 'https://api.github.com/repos/2dust/v2rayNG'
    const latest = `${api}/releases/latest`
    const within = 'within 90 days of 2026-11-25'
    expect(rows).toEqual([
      ['android', 'store: github', 'https://github.com/2dust/v2rayNG/releases', api],
      ['android', 'latest release', 'a published release of 2dust/v2rayNG', latest],
      ['android', 'release file', 'v2rayNG_*_arm64-v8a.apk', latest],
      ['android', 'release file', 'v2rayNG_*_armeabi-v7a.apk', latest],
      ['android', 'release file', 'v2rayNG_*_universal.apk', latest],
      ['android', 'checked dates', within],
      // Every android fact was read at the 2.3.5 tag: compared with the tag, no commit to look up.
      [
        'android',
        'sources vs latest release of 2dust/v2rayNG',
        'stores[0] github@2.3.5, minOs@2.3.5, releaseFiles@2.3.5',
        latest,
      ],
      ['android', 'version vs GitHub (en/android/v2rayNG.mdx)', '2.3.5', latest],
      ['android', 'verified.date (en/android/v2rayNG.mdx)', within],
      ['android', 'unconfirmed (en/android/v2rayNG.mdx)', 'a menu name'],
      ['all', 'checked dates', within],
      [
        'all',
        'sources vs latest release of 2dust/v2rayNG',
        'price@2.3.5, importLink@2.3.5, uiLanguages@2.3.5, otherReleaseFiles@2.3.5',
        latest,
      ],
      [
        'android',
        'release assets of 2dust/v2rayNG',
        'each file offered (releaseFiles) or set aside (otherReleaseFiles)',
        latest,
      ],
      // A guide of an app the registry does not have still gets its date checked.
      ['ios', 'verified.date (en/ios/nothing.mdx)', within],
    ])
  })

  it('judges local facts without the network', () => {
    const local = checks.filter((c) => c.urls.length === 0)
    expect(local.map((c) => c.judge([]).verdict)).toEqual([
      'ok',
      'ok',
      'unconfirmed',
      'ok',
      'could not check',
    ])
  })

  it('looks up the commit of a source read at a commit, and compares with every store', () => {
    const happ = planChecks({ happ: apps.happ }, [], { today: '2026-11-25' })
    const sources = happ.find(
      (c) => c.row.platform === 'android' && c.row.fact.startsWith('sources vs'),
    )!
    expect(sources.urls).toEqual([
      'https://api.github.com/repos/Happ-proxy/happ-android/releases/latest',
      'https://api.github.com/repos/Happ-proxy/happ-android/commits/3859a74',
    ])
    const ios = planChecks(
      { happ: apps.happ },
      [{ file: 'en/ios/happ.mdx', app: 'happ', platform: 'ios', verified: { version: 'docs' } }],
      { today: '2026-11-25' },
    )
    expect(
      ios.filter((c) => c.row.fact.startsWith('version vs')).map((c) => [c.row.fact, c.urls[0]]),
    ).toEqual([
      [
        'version vs App Store (global) (en/ios/happ.mdx)',
        'https://itunes.apple.com/lookup?id=6504287215',
      ],
      [
        'version vs App Store (russia) (en/ios/happ.mdx)',
        'https://itunes.apple.com/lookup?id=6783623643&country=ru',
      ],
    ])
    // The Mac's App Store build has versions of its own: the macOS guide is compared with GitHub only.
    const mac = planChecks(
      { happ: apps.happ },
      [
        {
          file: 'en/macos/happ.mdx',
          app: 'happ',
          platform: 'macos',
          verified: { version: '2.7.0' },
        },
      ],
      { today: '2026-11-25' },
    )
    expect(mac.filter((c) => c.row.fact.startsWith('version vs')).map((c) => c.row.fact)).toEqual([
      'version vs GitHub (en/macos/happ.mdx)',
    ])
  })
})
