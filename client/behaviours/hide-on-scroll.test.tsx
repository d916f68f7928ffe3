import { prerender } from 'react-dom/static'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SiteHeader } from '@/components/layout/site-header'

import { start } from '../core'
import { hideOnScroll, shouldHide } from './hide-on-scroll'

// The header reads its strings through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))

// The site config's `navbar`, which each test sets.
const navbar = vi.hoisted(() => ({ hideOnScroll: true }))
vi.mock('@/lib/site-config', async (actual) => {
  const real = await actual<typeof import('@/lib/site-config')>()
  return { ...real, siteConfig: { ...real.siteConfig, navbar } }
})

/** The navbar as the layout renders it, with `navbar.hideOnScroll` in the site config as given. */
async function renderNavbar(hideOnScroll: boolean) {
  navbar.hideOnScroll = hideOnScroll
  // Its parts are async server components too: rendered whole, as the build renders them.
  const { prelude } = await prerender(<SiteHeader locale="en" path="/" />)
  document.body.innerHTML = await new Response(prelude).text()
  return screen.getByRole('banner')
}

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  window.scrollTo(0, 0)
  document.body.innerHTML = ''
})

function scrollTo(y: number) {
  window.scrollTo(0, y)
  fireEvent.scroll(window)
}

describe('hide-on-scroll', () => {
  it('hides the navbar on the way down and shows it on the way up', async () => {
    const navbar = await renderNavbar(true)
    stop = start([hideOnScroll])
    scrollTo(400)
    expect(navbar.classList.contains('navbar--hidden')).toBe(true)
    scrollTo(100)
    expect(navbar.classList.contains('navbar--hidden')).toBe(false)
  })

  it('never hides the navbar above it or while the menu is open', () => {
    expect(shouldHide(40, 0, 60, false)).toBe(false)
    expect(shouldHide(400, 0, 60, true)).toBe(false)
    expect(shouldHide(400, 0, 60, false)).toBe(true)
    expect(shouldHide(300, 400, 60, false)).toBe(false)
  })

  it('leaves the navbar alone when the site config turns hiding off', async () => {
    const navbar = await renderNavbar(false)
    stop = start([hideOnScroll])
    scrollTo(400)
    expect(navbar.classList.contains('navbar--hidden')).toBe(false)
  })
})
