import { describe, expect, it } from 'vitest'

import {
  buildSidebar,
  findCategory,
  flattenSidebar,
  getPager,
  SECTION_WINDOW,
  sectionWindow,
  type SidebarLink,
} from './navigation'
import { guideRoutes } from './pages'
import { pageSchema, type Page } from './schema'

/** A page as the loader gives it, its front matter read by the schema (a guide is Happ's, checked). */
const doc = (url: string, kind: Page['kind'], extra: Record<string, unknown> = {}): Page => ({
  ...pageSchema.parse({
    title: url,
    description: '',
    kind,
    ...(kind === 'guide' && { app: 'happ', verified: { version: '1.0.0', date: '2026-01-01' } }),
    ...extra,
  }),
  locale: 'ru',
  path: url,
  url,
})

const docs: Page[] = [
  doc('/', 'home'),
  doc('/install', 'doc', { sidebar_position: 1, sidebar_label: 'Install' }),
  doc('/faq', 'doc', { sidebar_position: 22 }),
  doc('/android', 'platform', {
    platform: 'android',
    sidebar_position: 10,
    sidebar_label: 'Android',
  }),
  doc('/android/karing', 'guide', { platform: 'android', sidebar_position: 3 }),
  doc('/android/happ', 'guide', { platform: 'android', sidebar_position: 1 }),
  doc('/ios', 'platform', { platform: 'ios', sidebar_position: 11 }),
  doc('/ios/stash', 'guide', { platform: 'ios', sidebar_position: 1 }),
  doc('/secret', 'doc', { sidebar_position: 5, unlisted: true }),
  doc('/legal/terms', 'legal', { sidebar_position: 31 }),
  doc('/legal/privacy', 'legal', { sidebar_position: 30 }),
]

describe('buildSidebar', () => {
  const sidebar = buildSidebar(docs, { legal: 'Legal' })

  it('orders top-level items by position, with platform categories and legal last', () => {
    expect(sidebar.map((i) => (i.type === 'link' ? i.href : i.key))).toEqual([
      '/install',
      'android',
      'ios',
      '/faq',
      'legal',
    ])
  })

  it('puts guides in their platform category in position order', () => {
    const android = findCategory(sidebar, '/android/happ')
    expect(android?.href).toBe('/android')
    expect(android?.items.map((i) => i.href)).toEqual(['/android/happ', '/android/karing'])
  })

  it('breaks a tie of positions by path, as the guide routes do, whatever the titles', () => {
    // Titles differ between twins; the path does not, so both locales order their sidebar alike.
    const tied = [
      doc('/android/happ-tv', 'guide', { platform: 'android', sidebar_position: 1, title: 'A' }),
      doc('/android/happ', 'guide', { platform: 'android', sidebar_position: 1, title: 'B' }),
    ]
    const [android] = buildSidebar(tied, { legal: 'Legal' })
    const items = android?.type === 'category' ? android.items.map((i) => i.href) : []
    expect(items).toEqual(['/android/happ', '/android/happ-tv'])
    expect(guideRoutes(tied).android?.happ).toBe(items[0])
  })

  it('leaves out the home page and unlisted pages', () => {
    const hrefs = flattenSidebar(sidebar).map((l) => l.href)
    expect(hrefs).not.toContain('/')
    expect(hrefs).not.toContain('/secret')
  })

  it('uses sidebar_label when present', () => {
    expect(flattenSidebar(sidebar)[0]?.label).toBe('Install')
  })
})

describe('getPager', () => {
  const sidebar = buildSidebar(docs, { legal: 'Legal' })
  it('walks the sidebar in reading order across categories', () => {
    expect(getPager(sidebar, '/android').next?.href).toBe('/android/happ')
    expect(getPager(sidebar, '/android/karing').next?.href).toBe('/ios')
    expect(getPager(sidebar, '/ios').previous?.href).toBe('/android/karing')
    expect(getPager(sidebar, '/install').previous).toBeUndefined()
    expect(getPager(sidebar, '/legal/terms').next).toBeUndefined()
  })
  it('gives nothing for a page outside the sidebar', () => {
    expect(getPager(sidebar, '/secret')).toEqual({})
  })
})

describe('folders of docs', () => {
  const withFolders = [
    ...docs,
    doc('/guides', 'doc', { sidebar_position: 2, sidebar_label: 'Guides' }),
    doc('/guides/ps5', 'doc', { sidebar_position: 40 }),
    doc('/extra/b', 'doc', { sidebar_position: 51 }),
    doc('/extra/a', 'doc', { sidebar_position: 50 }),
    doc('/extra/c', 'doc', { sidebar_position: 52 }),
  ]
  const sidebar = buildSidebar(withFolders, { legal: 'Legal' })

  it('make a category linked to the folder’s own page, in its position', () => {
    expect(sidebar.map((i) => (i.type === 'link' ? i.href : i.key))).toEqual([
      '/install',
      'guides',
      'android',
      'ios',
      '/faq',
      'legal',
      'extra',
    ])
    const guides = findCategory(sidebar, '/guides/ps5')
    expect(guides).toMatchObject({ key: 'guides', label: 'Guides', href: '/guides' })
    expect(guides?.items.map((i) => i.href)).toEqual(['/guides/ps5'])
  })

  it('without a page of its own, link the folder’s first page and name the category after the folder', () => {
    const extra = findCategory(sidebar, '/extra/c')
    expect(extra).toMatchObject({ key: 'extra', label: 'extra', href: '/extra/a' })
    expect(extra?.items.map((i) => i.href)).toEqual(['/extra/b', '/extra/c'])
    expect(flattenSidebar(sidebar).filter((l) => l.href === '/extra/a')).toHaveLength(1)
  })

  it('refuse a doc in a platform’s folder, naming the page', () => {
    expect(() => buildSidebar([...docs, doc('/android/notes', 'doc')], { legal: 'Legal' })).toThrow(
      '/android/notes: kind "doc" in the folder of the android category',
    )
  })
})

describe('sectionWindow', () => {
  const links = (n: number): SidebarLink[] =>
    Array.from({ length: n }, (_, i) => ({ type: 'link', label: `P${i}`, href: `/p/${i}` }))
  const size = 2 * SECTION_WINDOW + 1

  it('lists a short section whole', () => {
    expect(sectionWindow(links(size), '/p/3')).toEqual({ items: links(size), partial: false })
  })

  it('lists the current page and its neighbours of a long one, shifted inside at the ends', () => {
    const all = links(200)
    const middle = sectionWindow(all, '/p/100')
    expect(middle.partial).toBe(true)
    expect(middle.items.map((l) => l.href)).toEqual(
      all.slice(100 - SECTION_WINDOW, 101 + SECTION_WINDOW).map((l) => l.href),
    )
    expect(sectionWindow(all, '/p/0').items).toEqual(all.slice(0, size))
    expect(sectionWindow(all, '/p/199').items).toEqual(all.slice(200 - size))
    // The category's own page is not among the items: the window starts at the top.
    expect(sectionWindow(all, '/p').items).toEqual(all.slice(0, size))
  })
})
