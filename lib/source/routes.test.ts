import { describe, expect, it } from 'vitest'

import { appsFor, platforms } from '../apps'
import { locales } from '../i18n/config'
import { localizedPath } from '../i18n/paths'

import { readContentFiles, readGuideRoutes } from './files'
import { guideRoutes, platformRoutes } from './pages'
import type { GuideRoutes } from './routes'
import { allHelpPaths, devices, helpAppsFor, helpUrl } from './routes'

/** The guides of content/, as the site links them. */
const routes = readGuideRoutes()

/** The English URL of a locale-free path. */
const en = (path: string) => localizedPath('en', path)

describe('devices', () => {
  it('are the registry’s platforms in its order, then the PS5 (the cards’ and /help’s order)', () => {
    expect(devices).toEqual(['android', 'ios', 'macos', 'tvos', 'windows', 'ps5'])
  })
})

describe('help addresses', () => {
  it('lists a page per device and per app with a guide; the PS5 has no apps', () => {
    expect(helpAppsFor('ps5', routes)).toEqual([])
    expect(helpAppsFor('android', routes)).toEqual(['happ', 'v2rayng', 'clash-meta', 'karing'])
    const paths = allHelpPaths(routes)
    expect(paths[0]).toBe('/help')
    for (const device of devices) expect(paths).toContain(`/help/${device}`)
    expect(paths).toContain('/help/windows/clash-verge-rev')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('localizes URLs and adds the anchor', () => {
    expect(helpUrl('ru')).toBe('/help')
    expect(helpUrl('en', { device: 'android', app: 'happ' }, 'no-internet')).toBe(
      en('/help/android/happ#no-internet'),
    )
  })
})

/** The table lib/routes.ts once kept by hand before guide routes were derived from the guides' front matter. */
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
