import { describe, expect, it } from 'vitest'

import { localizedPath } from '../i18n/paths'

import {
  guidePathsOf,
  guideRoutes,
  isOffered,
  platformRoutes,
  isSearched,
  listedPages,
  publishedPaths,
  tagPages,
} from './pages'
import type { Page } from './schema'

type TestPage = Pick<
  Page,
  'locale' | 'path' | 'kind' | 'app' | 'platform' | 'tags' | 'unlisted' | 'sidebar_position'
>

const page = (path: string, over: Partial<TestPage> = {}): TestPage => ({
  locale: 'ru',
  path,
  kind: 'doc',
  tags: [],
  unlisted: false,
  ...over,
})

const pages: TestPage[] = [
  page('/', { kind: 'home', tags: ['старт'] }),
  page('/faq', { tags: ['вопросы', 'ios'] }),
  page('/hidden', { unlisted: true, tags: ['только-скрытые', 'ios'] }),
  page('/faq', { locale: 'en', tags: ['questions'] }),
]

describe('listed pages', () => {
  it('are the pages of the locale that are not unlisted', () => {
    expect(listedPages(pages, 'ru').map((p) => p.path)).toEqual(['/', '/faq'])
    expect(listedPages(pages, 'en').map((p) => p.path)).toEqual(['/faq'])
  })

  it('are searched, the home page aside', () => {
    expect(pages.filter(isSearched).map((p) => `${p.locale}${p.path}`)).toEqual([
      'ru/faq',
      'en/faq',
    ])
  })
})

describe('tag pages', () => {
  it('come from the listed pages only, sorted, with their pages and URLs', () => {
    expect(
      tagPages(pages, 'ru').map(({ tag, url, pages: tagged }) => [tag, url, tagged.length]),
    ).toEqual([
      ['ios', '/tags/ios', 1],
      ['вопросы', '/tags/вопросы', 1],
      ['старт', '/tags/старт', 1],
    ])
    expect(tagPages(pages, 'en').map(({ url }) => url)).toEqual([
      localizedPath('en', '/tags/questions'),
    ])
  })

  it('are published with every page of the locale, unlisted ones too, and the tag index', () => {
    expect(publishedPaths(pages, 'ru')).toEqual([
      '/',
      '/faq',
      '/hidden',
      '/tags',
      '/tags/ios',
      '/tags/вопросы',
      '/tags/старт',
    ])
  })
})

describe('guide routes', () => {
  const guide = (path: string, app: 'happ' | 'karing', position?: number) =>
    page(path, { kind: 'guide', app, platform: 'android', sidebar_position: position })

  it('map each platform and app to its guide’s path, as the file spells it', () => {
    const routes = guideRoutes([
      guide('/android/happ', 'happ', 1),
      guide('/android/Karing', 'karing', 2),
      page('/android', { kind: 'platform', platform: 'android' }),
      page('/android/notes', { app: 'happ', platform: 'android' }),
    ])
    expect(routes).toEqual({ android: { happ: '/android/happ', karing: '/android/Karing' } })
    expect(guidePathsOf(routes)).toEqual(['/android/happ', '/android/Karing'])
  })

  it('take the first guide in the sidebar when a platform has two for one app', () => {
    expect(
      guideRoutes([guide('/android/a-tv', 'happ', 5), guide('/android/happ', 'happ', 1)]),
    ).toEqual({ android: { happ: '/android/happ' } })
    expect(guideRoutes([guide('/android/b', 'happ'), guide('/android/a', 'happ')])).toEqual({
      android: { happ: '/android/a' },
    })
  })
})

describe('offered pages (apps of site.config.ts)', () => {
  const guide = (app: 'happ' | 'v2rayng' | 'karing', platform: 'android' | 'ios') =>
    page(`/${platform}/${app}`, { kind: 'guide', app, platform })
  const config = { apps: { happ: ['android', 'ios'], v2rayng: ['android'] } } as const

  it('leave out the guides of an app or a platform switched off, and nothing else', () => {
    expect(isOffered(guide('happ', 'ios'), config)).toBe(true)
    expect(isOffered(guide('v2rayng', 'android'), config)).toBe(true)
    expect(isOffered(guide('karing', 'android'), config)).toBe(false)
    expect(isOffered({ ...guide('happ', 'ios'), platform: 'macos' }, config)).toBe(false)
    // Pages that are not an app's guide are the provider's own, whatever the apps.
    expect(isOffered(page('/ios', { kind: 'platform', platform: 'ios' }), config)).toBe(true)
    expect(isOffered(page('/faq'), config)).toBe(true)
  })

  it('are every page with every app offered, as shipped', () => {
    expect(isOffered(guide('karing', 'android'))).toBe(true)
    expect(isOffered(guide('karing', 'android'), { apps: 'all' })).toBe(true)
  })
})

describe('platform routes', () => {
  it('map each platform to its page, as the file spells it; a platform without a page has none', () => {
    expect(
      platformRoutes([
        page('/macOS', { kind: 'platform', platform: 'macos' }),
        page('/android', { kind: 'platform', platform: 'android' }),
        page('/android/happ', { kind: 'guide', platform: 'android', app: 'happ' }),
        page('/guides/ps5'),
      ]),
    ).toEqual({ macos: '/macOS', android: '/android' })
  })
})
