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
      verified: { version: '2.3.5', date: '2026-11-22', unconfirmed: ['a menu name'] },
    },
    { file: 'en/ios/nothing.mdx', app: 'nothing', platform: 'ios' },
  ]
  const registry: Registry = { v2rayng: apps.v2rayng }
  const checks = planChecks(registry, guides, { today: '2026-11-22' })
  const rows = checks.map((c) => [c.row.platform, c.row.fact, c.row.expected, c.url ?? null])

  it('lists stores, release, files, dates, then the guides, in that order', () => {
    const latest = 'https://api.github.com/repos/2dust/v2rayNG/releases/latest'
    const within = 'within 90 days of 2026-11-22'
    expect(rows).toEqual([
      [
        'android',
        'store: github',
        'https://github.com/2dust/v2rayNG/releases',
        'https://api.github.com/repos/2dust/v2rayNG',
      ],
      ['android', 'latest release', 'a published release of 2dust/v2rayNG', latest],
      ['android', 'release file', 'v2rayNG_*_arm64-v8a.apk', latest],
      ['android', 'release file', 'v2rayNG_*_armeabi-v7a.apk', latest],
      ['android', 'release file', 'v2rayNG_*_universal.apk', latest],
      ['android', 'checked dates', within, null],
      ['android', 'version (en/android/v2rayNG.mdx)', '2.3.5', latest],
      ['android', 'verified.date (en/android/v2rayNG.mdx)', within, null],
      ['android', 'unconfirmed (en/android/v2rayNG.mdx)', 'a menu name', null],
      ['all', 'checked dates', within, null],
      // A guide of an app the registry does not have still gets its date checked.
      ['ios', 'verified.date (en/ios/nothing.mdx)', within, null],
    ])
  })

  it('judges local facts without the network', () => {
    const local = checks.filter((c) => c.url === undefined)
    const verdicts = local.map((c) => (c.url === undefined ? c.judge().verdict : null))
    expect(verdicts).toEqual(['ok', 'ok', 'unconfirmed', 'ok', 'could not check'])
  })
})
