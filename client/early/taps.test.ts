import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MenuAttribute } from '@/lib/markup'

import { MenuToggle } from '@/components/layout/menu-toggle'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { CodeActions } from '@/components/mdx/code-actions'
import { searchMarkup } from '@/tests/fixtures/search'

import { rememberEarlyTaps, replayEarlyTaps } from './taps'

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)

// Each test registers the head script's listeners on a fresh window state; old ones stay inert because
// they close over their own state, which the test marks ready when it ends. The controls are the
// components' own markup.
beforeEach(() => {
  document.body.innerHTML = `
    ${html(createElement(MenuToggle, { openLabel: 'Menu', closeLabel: 'Close menu' }))}
    ${searchMarkup({ button: 'Search' })}
    ${html(
      createElement(ThemeToggle, {
        labels: { light: 'Mode', dark: 'Mode' },
        config: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      }),
    )}
    <div class="code-block"><pre><code>happ://add/x</code></pre>
      ${html(createElement(CodeActions, { labels: { copy: 'Copy', copied: 'Copied', wrap: 'Wrap' } }))}
    </div>
    <input aria-label="Field">`
  rememberEarlyTaps(window)
})

const search = () => screen.getByRole('button', { name: /^Search/ })
const mode = () => screen.getByRole('button', { name: 'Mode' })
const menuOpen = () => document.documentElement.hasAttribute(MenuAttribute.open)

afterEach(() => {
  if (window.__docsEarly) window.__docsEarly.ready = true
  document.documentElement.removeAttribute(MenuAttribute.open)
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('rememberEarlyTaps and replayEarlyTaps', () => {
  it('remembers taps on marked controls, keeps them from the page, and replays them in order', () => {
    const clicked: EventTarget[] = []
    document.addEventListener('click', (e) => clicked.push(e.target!))
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    search().dispatchEvent(tap)
    fireEvent.click(mode())
    expect(tap.defaultPrevented).toBe(true)
    expect(window.__docsEarly!.queue).toEqual([search(), mode()])
    clicked.length = 0
    replayEarlyTaps(window)
    expect(clicked).toEqual([search(), mode()])
    expect(window.__docsEarly!.queue).toEqual([])
  })

  it('remembers the search shortcut as a tap on the search button, not while typing', () => {
    fireEvent.keyDown(screen.getByLabelText('Field'), { key: '/' })
    expect(window.__docsEarly!.queue).toEqual([])
    const shortcut = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true })
    document.dispatchEvent(shortcut)
    expect(shortcut.defaultPrevented).toBe(true)
    expect(window.__docsEarly!.queue).toEqual([search()])
  })

  it('opens and closes the menu at once, with the page script functions', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(menuOpen()).toBe(true)
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(menuOpen()).toBe(false)
    expect(window.__docsEarly!.queue).toEqual([])
  })

  it('copies code within the tap itself, and replays the tap for the page script to confirm', () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const copy = screen.getByRole('button', { name: 'Copy' })
    fireEvent.click(copy)
    expect(writeText).toHaveBeenCalledWith('happ://add/x')
    expect(window.__docsEarly!.queue).toEqual([copy])
  })

  it('steps aside once the page script has started: taps reach the page script alone', () => {
    replayEarlyTaps(window)
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    search().dispatchEvent(tap)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(tap.defaultPrevented).toBe(false)
    expect(window.__docsEarly!.queue).toEqual([])
    expect(menuOpen()).toBe(false)
  })

  it('skips a remembered control that has left the page', () => {
    const button = mode()
    fireEvent.click(button)
    button.remove()
    const clicked = vi.fn()
    button.addEventListener('click', clicked)
    replayEarlyTaps(window)
    expect(clicked).not.toHaveBeenCalled()
  })
})
