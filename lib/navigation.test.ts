import { describe, expect, it } from 'vitest'

import { buildSidebar, findCategory, flattenSidebar, getPager, type NavDoc } from './navigation'

const doc = (url: string, kind: string, extra: Partial<NavDoc> = {}): NavDoc => ({
  title: url,
  url,
  path: url,
  kind,
  unlisted: false,
  ...extra,
})

const docs: NavDoc[] = [
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
