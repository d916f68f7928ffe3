import { describe, expect, it } from 'vitest'

import { appsFor, platforms } from './apps'
import { locales } from './i18n/config'
import { detectDevice } from './routes'
import { readGuideRoutes, readContentFiles } from './source/files'
import { guideRoutes, platformRoutes, type GuideRoutes } from './source/pages'

describe('detectDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36',
      0,
      'android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
      0,
      'macos',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
      0,
      'windows',
    ],
    ['Mozilla/5.0 (PlayStation 5 6.00) AppleWebKit/605.1.15 (KHTML, like Gecko)', 0, 'ps5'],
  ] as const)('%s → %s', (ua, touch, device) => {
    expect(detectDevice(ua, touch)).toBe(device)
  })
  it('returns undefined for an unknown device', () => {
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Firefox/130', 0)).toBeUndefined()
  })
})

/** The table lib/routes.ts kept by hand before guide routes were derived from the guides' front matter. */
const handKept: GuideRoutes = {
  android: {
    'clash-meta': '/android/clash-meta',
    happ: '/android/happ',
    karing: '/android/karing',
    v2rayng: '/android/v2rayNG',
  },
  ios: {
    happ: '/ios/happ',
    karing: '/ios/karing',
    shadowrocket: '/ios/shadowrocket',
    stash: '/ios/stash',
    streisand: '/ios/streisand',
  },
  macos: {
    happ: '/macos/happ',
    'clashx-meta': '/macos/clashxmeta',
    karing: '/macos/karing',
    shadowrocket: '/macos/shadowrocket',
    streisand: '/macos/streisand',
  },
  tvos: { happ: '/tvos/happ', stash: '/tvos/stash' },
  windows: {
    happ: '/windows/happ',
    'clash-verge-rev': '/windows/clashvergerev',
    karing: '/windows/karing',
    v2rayn: '/windows/v2rayn',
  },
}

// Links to the site live in chats and bookmarks: the derived routes must keep the URLs it always had.
describe('guide routes of content/', () => {
  const pages = readContentFiles()
  const routes = readGuideRoutes()

  it('are the guides’ app and platform, at the URLs the site always had (case-sensitive)', () => {
    expect(routes).toEqual(handKept)
  })

  it('are the same in every locale', () => {
    for (const locale of locales) {
      expect(guideRoutes(pages.filter((p) => p.locale === locale)), locale).toEqual(routes)
    }
  })

  it('have a guide for every registry app except Karing on tvOS', () => {
    for (const platform of platforms) {
      for (const app of appsFor(platform)) {
        if (platform === 'tvos' && app.id === 'karing') continue
        expect(routes[platform]?.[app.id], `${app.id} on ${platform}`).toBeDefined()
      }
    }
  })
})

describe('platform pages of content/', () => {
  it('are at the URLs the site always had (case-sensitive), in every locale', () => {
    const pages = readContentFiles()
    for (const locale of locales) {
      expect(platformRoutes(pages.filter((p) => p.locale === locale)), locale).toEqual({
        android: '/android',
        ios: '/ios',
        macos: '/macOS',
        tvos: '/tvOS',
        windows: '/windows',
      })
    }
  })
})
