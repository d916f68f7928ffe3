import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { MenuToggle } from '@/components/layout/menu-toggle'

import { start } from '../core'
import { menu } from './menu'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.documentElement.removeAttribute('data-menu-open')
  document.body.innerHTML = ''
})

function setUp() {
  document.body.innerHTML = `${renderToStaticMarkup(
    createElement(MenuToggle, { openLabel: 'Menu', closeLabel: 'Close menu' }),
  )}<aside id="site-menu"><a href="/ios/stash">Stash</a></aside><div class="menu-backdrop"></div>`
  stop = start([menu])
}

const isOpen = () => document.documentElement.hasAttribute('data-menu-open')

describe('menu', () => {
  it('opens and closes with the toggle, which says what it will do', () => {
    setUp()
    fireEvent.click(screen.getByRole('button', { name: 'Menu', expanded: false }))
    expect(isOpen()).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close menu', expanded: true }))
    expect(isOpen()).toBe(false)
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape and gives the focus back to the toggle', () => {
    setUp()
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    screen.getByRole('link', { name: 'Stash' }).focus()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(isOpen()).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }))
  })

  it('closes on the backdrop and after following a link in the menu', () => {
    setUp()
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    fireEvent.click(document.querySelector('.menu-backdrop')!)
    expect(isOpen()).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const link = screen.getByRole('link', { name: 'Stash' })
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(isOpen()).toBe(false)
  })
})
