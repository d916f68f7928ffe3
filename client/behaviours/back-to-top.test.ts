import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BackToTop } from '@/components/docs/back-to-top'

import { start } from '../core'
import { updateBackToTop } from '../early/taps'
import { backToTop } from './back-to-top'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
  window.scrollTo(0, 0)
  document.body.innerHTML = ''
})

function setUp() {
  document.body.innerHTML = renderToStaticMarkup(createElement(BackToTop, { label: 'Back to top' }))
  stop = start([backToTop])
}

describe('back-to-top', () => {
  it('stays hidden and out of the tab order within the first screen', () => {
    setUp()
    updateBackToTop(window)
    expect(screen.queryByRole('link')).toBeNull()
    const link = document.querySelector<HTMLElement>('[data-back-to-top]')!
    expect(link.tabIndex).toBe(-1)
    expect(link.hasAttribute('data-visible')).toBe(false)
    expect(link.getAttribute('href')).toBe('#top')
  })

  it('appears after a screen of scrolling and scrolls smoothly back to the top', () => {
    setUp()
    window.scrollTo(0, window.innerHeight + 10)
    updateBackToTop(window)
    const link = screen.getByRole('link', { name: 'Back to top' })
    expect(link.hasAttribute('data-visible')).toBe(true)
    expect(link.tabIndex).toBe(0)
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(link, click)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(click.defaultPrevented).toBe(true)
  })
})
