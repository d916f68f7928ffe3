import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MenuToggle } from '@/components/layout/menu-toggle'
import { Sidebar } from '@/components/layout/sidebar'
import { SidebarCollapse } from '@/components/layout/sidebar-collapse'
import { buildSidebar, sidebarSections as sectionsOf } from '@/lib/source/navigation'
import { pageSchema, type Page } from '@/lib/source/schema'

import { media } from '@/lib/design-tokens'
import { SidebarAttribute } from '@/lib/markup'

import { start } from '../core'
import { painted } from '../test-helpers'
import { menu } from './menu'
import { restoreSidebarScroll, sidebarCollapse, sidebarScroll, sidebarSections } from './sidebar'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  sessionStorage.clear()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** The sidebar's scroller and collapse button as the layout renders them, around one current link. */
const collapsible = () =>
  renderToStaticMarkup(
    // A plain function of its props (no hooks): called directly, so the link is its children.
    SidebarCollapse({
      collapseLabel: 'Collapse sidebar',
      expandLabel: 'Expand sidebar',
      children: createElement('a', { href: '/ios', 'aria-current': 'page' }, 'iOS'),
    }),
  )

function setUp() {
  document.body.innerHTML = collapsible()
  stop = start([sidebarCollapse, sidebarScroll])
}

const rect = (top: number, height: number) => ({ top, bottom: top + height, height }) as DOMRect

/** A phone page, painted, whose closed menu holds the sidebar; 240 px kept from the page before. */
async function phonePage() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === media.mobile, media: query }) as MediaQueryList,
  )
  sessionStorage.setItem('sidebar-scroll', '240')
  document.body.innerHTML =
    renderToStaticMarkup(MenuToggle({ openLabel: 'Menu', closeLabel: 'Close menu' })) +
    collapsible()
  stop = start([menu, sidebarScroll])
  await painted()
}

describe('sidebar-collapse', () => {
  it('collapses and expands the sidebar, naming what the button does next', () => {
    setUp()
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar', expanded: true }))
    expect(document.querySelector('.sidebar__inner')!.hasAttribute('data-collapsed')).toBe(true)
    const expand = screen.getByRole('button', { name: 'Expand sidebar', expanded: false })
    expect(expand.title).toBe('Expand sidebar')
    fireEvent.click(expand)
    expect(document.querySelector('.sidebar__inner')!.hasAttribute('data-collapsed')).toBe(false)
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy()
  })
})

describe('sidebar-scroll', () => {
  it('keeps the scroll position from the page before, restored after the first paint', async () => {
    sessionStorage.setItem('sidebar-scroll', '240')
    setUp()
    const scroller = document.querySelector(`[${SidebarAttribute.scroll}]`)!
    expect(scroller.scrollTop).toBe(0)
    await painted()
    expect(scroller.scrollTop).toBe(240)
    // The reader scrolls the sidebar; the browser reports it with a scroll event on the sidebar.
    scroller.scrollTop = 120
    fireEvent.scroll(scroller)
    fireEvent(window, new Event('pagehide'))
    expect(sessionStorage.getItem('sidebar-scroll')).toBe('120')
  })

  it('leaving the page keeps the position without measuring the sidebar then', async () => {
    sessionStorage.setItem('sidebar-scroll', '240')
    setUp()
    await painted()
    const scroller = document.querySelector(`[${SidebarAttribute.scroll}]`)!
    const read = vi.spyOn(scroller, 'scrollTop', 'get')
    fireEvent(window, new Event('pagehide'))
    expect(read).not.toHaveBeenCalled()
    expect(sessionStorage.getItem('sidebar-scroll')).toBe('240')
  })

  it('a phone page whose menu stayed closed leaves the position kept from the page before alone', async () => {
    await phonePage()
    fireEvent(window, new Event('pagehide'))
    expect(sessionStorage.getItem('sidebar-scroll')).toBe('240')
  })

  it("on a phone, scrolls the menu's list when the menu opens, not before (it is not laid out closed)", async () => {
    await phonePage()
    const scroller = document.querySelector(`[${SidebarAttribute.scroll}]`)!
    expect(scroller.scrollTop).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(scroller.scrollTop).toBe(240)
  })

  it('brings the current page into view when the kept position hides it', () => {
    document.body.innerHTML = collapsible()
    const scroller = document.querySelector(`[${SidebarAttribute.scroll}]`)!
    const link = screen.getByRole('link', { name: 'iOS' })
    vi.spyOn(scroller, 'getBoundingClientRect').mockReturnValue(rect(60, 600))
    vi.spyOn(link, 'getBoundingClientRect').mockReturnValue(rect(900, 30))
    restoreSidebarScroll(scroller, 100)
    expect(scroller.scrollTop).toBe(100 + 900 - 60 - 300)
  })
})

describe('sidebar-sections', () => {
  /** A page as the loader gives it, its front matter read by the schema. */
  const page = (url: string, kind: Page['kind'], extra: Record<string, unknown> = {}): Page => ({
    ...pageSchema.parse({ title: url, description: '', kind, ...extra }),
    locale: 'ru',
    path: url,
    url,
  })
  const guide = { app: 'happ', verified: { version: '1.0.0', date: '2026-01-01' } }
  const docs = [
    page('/android', 'platform', { title: 'Android', platform: 'android' }),
    page('/android/happ', 'guide', { title: 'Happ', platform: 'android', ...guide }),
    page('/ios', 'platform', { title: 'iOS', platform: 'ios' }),
    page('/ios/stash', 'guide', { title: 'Stash', platform: 'ios', ...guide, app: 'stash' }),
  ]
  // A long section: 40 pages in one folder, more than a page's HTML lists of it.
  const extra = Array.from({ length: 40 }, (_, i) =>
    page(`/extra/p${i}`, 'doc', { title: `Extra ${i}`, sidebar_position: 100 + i }),
  )
  const sidebar = buildSidebar([...docs, ...extra], { legal: 'Legal' })

  function render(current = '/android/happ') {
    document.body.innerHTML = `<nav aria-label="Documentation" ${SidebarAttribute.src}="/sidebar.json">${renderToStaticMarkup(
      Sidebar({ items: sidebar, current }),
    )}</nav>`
  }

  it('renders the current section only; another section loads its pages when first opened', async () => {
    render()
    const nav = screen.getByRole('navigation', { name: 'Documentation' })
    expect(nav.querySelector('a[href="/ios/stash"]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Happ' }).getAttribute('aria-current')).toBe('page')
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(sectionsOf(sidebar))))
    stop = start([sidebarSections])
    const ios = nav.querySelector<HTMLDetailsElement>('details[data-sidebar-section="ios"]')!
    expect(ios.hasAttribute('data-ready')).toBe(true)
    ios.open = true
    fireEvent(ios, new Event('toggle'))
    expect((await screen.findByRole('link', { name: 'Stash' })).getAttribute('href')).toBe(
      '/ios/stash',
    )
    ios.open = false
    fireEvent(ios, new Event('toggle'))
    ios.open = true
    fireEvent(ios, new Event('toggle'))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('/sidebar.json')
  })

  it('a long current section lists a window of its pages, then all of them once the script runs', async () => {
    render('/extra/p20')
    const nav = screen.getByRole('navigation', { name: 'Documentation' })
    const listed = () => nav.querySelectorAll('details[data-sidebar-section="extra"] li').length
    expect(listed()).toBeGreaterThan(10)
    expect(listed()).toBeLessThan(39)
    expect(nav.querySelector('a[href="/extra/p1"]')).toBeNull()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(sectionsOf(sidebar))),
    )
    stop = start([sidebarSections])
    await vi.waitFor(() => expect(listed()).toBe(39))
    expect(screen.getByRole('link', { name: 'Extra 1' }).getAttribute('href')).toBe('/extra/p1')
    expect(screen.getByRole('link', { name: 'Extra 20' }).getAttribute('aria-current')).toBe('page')
  })
})
