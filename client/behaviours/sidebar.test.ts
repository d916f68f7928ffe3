import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SidebarCollapse } from '@/components/layout/sidebar-collapse'

import { start } from '../core'
import { restoreSidebarScroll, sidebarCollapse, sidebarScroll } from './sidebar'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  sessionStorage.clear()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function setUp() {
  document.body.innerHTML = renderToStaticMarkup(
    // A plain function of its props (no hooks): called directly, so the link is its children.
    SidebarCollapse({
      collapseLabel: 'Collapse sidebar',
      expandLabel: 'Expand sidebar',
      children: createElement('a', { href: '/ios', 'aria-current': 'page' }, 'iOS'),
    }),
  )
  stop = start([sidebarCollapse, sidebarScroll])
}

const rect = (top: number, height: number) => ({ top, bottom: top + height, height }) as DOMRect

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
  it('keeps the scroll position from the page before', () => {
    sessionStorage.setItem('sidebar-scroll', '240')
    setUp()
    const scroller = document.querySelector('[data-sidebar-scroll]')!
    expect(scroller.scrollTop).toBe(240)
    scroller.scrollTop = 120
    fireEvent(window, new Event('pagehide'))
    expect(sessionStorage.getItem('sidebar-scroll')).toBe('120')
  })

  it('brings the current page into view when the kept position hides it', () => {
    document.body.innerHTML =
      '<div data-sidebar-scroll><a href="/ios" aria-current="page">iOS</a></div>'
    const scroller = document.querySelector('[data-sidebar-scroll]')!
    const link = screen.getByRole('link', { name: 'iOS' })
    vi.spyOn(scroller, 'getBoundingClientRect').mockReturnValue(rect(60, 600))
    vi.spyOn(link, 'getBoundingClientRect').mockReturnValue(rect(900, 30))
    restoreSidebarScroll(scroller, 100)
    expect(scroller.scrollTop).toBe(100 + 900 - 60 - 300)
  })
})
