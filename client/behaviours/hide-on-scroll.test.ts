import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { start } from '../core'
import { hideOnScroll, shouldHide } from './hide-on-scroll'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  window.scrollTo(0, 0)
  document.documentElement.removeAttribute('data-menu-open')
  document.body.innerHTML = ''
})

function scrollTo(y: number) {
  window.scrollTo(0, y)
  fireEvent.scroll(window)
}

describe('hide-on-scroll', () => {
  it('hides the navbar on the way down and shows it on the way up', () => {
    document.body.innerHTML = '<header data-hide-on-scroll><nav aria-label="Main"></nav></header>'
    stop = start([hideOnScroll])
    const navbar = screen.getByRole('banner')
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

  it('leaves a navbar without the attribute alone', () => {
    document.body.innerHTML = '<header class="navbar"></header>'
    stop = start([hideOnScroll])
    scrollTo(400)
    expect(screen.getByRole('banner').classList.contains('navbar--hidden')).toBe(false)
  })
})
