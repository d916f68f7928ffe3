import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BackToTop } from '@/components/docs/back-to-top'

import { start } from '../core'
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
    expect(screen.queryByRole('button')).toBeNull()
    const button = document.querySelector<HTMLElement>('[data-back-to-top]')!
    expect(button.tabIndex).toBe(-1)
    expect(button.hasAttribute('data-visible')).toBe(false)
  })

  it('appears after a screen of scrolling and scrolls back to the top', () => {
    setUp()
    window.scrollTo(0, window.innerHeight + 10)
    fireEvent.scroll(window)
    const button = screen.getByRole('button', { name: 'Back to top' })
    expect(button.hasAttribute('data-visible')).toBe(true)
    expect(button.tabIndex).toBe(0)
    const scrollTo = vi.spyOn(window, 'scrollTo')
    fireEvent.click(button)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })
})
