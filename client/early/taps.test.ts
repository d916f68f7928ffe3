import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'

import { rememberEarlyTaps, replayEarlyTaps } from './taps'

// Each test registers the head script's listeners on a fresh window state; old ones stay inert because
// they close over their own state, which the test marks ready when it ends.
beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" data-menu-toggle aria-expanded="false" data-label-open="Menu" data-label-close="Close menu" aria-label="Menu"></button>
    <button type="button" data-search-open ${EARLY_TAP_ATTRIBUTE}>Search</button>
    <button type="button" data-theme-toggle ${EARLY_TAP_ATTRIBUTE}>Mode</button>
    <div class="code-block"><pre><code>happ://add/x</code></pre>
      <button type="button" data-code-copy ${EARLY_TAP_ATTRIBUTE} data-label-copy="Copy" data-label-copied="Copied" aria-label="Copy"><span class="code-block__status"></span></button>
    </div>
    <input aria-label="Field">`
  rememberEarlyTaps(window)
})

afterEach(() => {
  if (window.__docsEarly) window.__docsEarly.ready = true
  document.documentElement.removeAttribute('data-menu-open')
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('rememberEarlyTaps and replayEarlyTaps', () => {
  it('remembers taps on marked controls, keeps them from the page, and replays them in order', () => {
    const clicked: string[] = []
    document.addEventListener('click', (e) => clicked.push((e.target as Element).textContent!))
    const search = new MouseEvent('click', { bubbles: true, cancelable: true })
    screen.getByText('Search').dispatchEvent(search)
    fireEvent.click(screen.getByText('Mode'))
    expect(search.defaultPrevented).toBe(true)
    expect(window.__docsEarly!.queue.map((c) => c.textContent)).toEqual(['Search', 'Mode'])
    clicked.length = 0
    replayEarlyTaps(window)
    expect(clicked).toEqual(['Search', 'Mode'])
    expect(window.__docsEarly!.queue).toEqual([])
  })

  it('remembers the search shortcut as a tap on the search button, not while typing', () => {
    fireEvent.keyDown(screen.getByLabelText('Field'), { key: '/' })
    expect(window.__docsEarly!.queue).toEqual([])
    const shortcut = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true })
    document.dispatchEvent(shortcut)
    expect(shortcut.defaultPrevented).toBe(true)
    expect(window.__docsEarly!.queue).toEqual([screen.getByText('Search')])
  })

  it('opens and closes the menu at once, with the page script functions', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(document.documentElement.hasAttribute('data-menu-open')).toBe(true)
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(document.documentElement.hasAttribute('data-menu-open')).toBe(false)
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
    screen.getByText('Search').dispatchEvent(tap)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(tap.defaultPrevented).toBe(false)
    expect(window.__docsEarly!.queue).toEqual([])
    expect(document.documentElement.hasAttribute('data-menu-open')).toBe(false)
  })

  it('skips a remembered control that has left the page', () => {
    const mode = screen.getByText('Mode')
    fireEvent.click(mode)
    mode.remove()
    const clicked = vi.fn()
    mode.addEventListener('click', clicked)
    replayEarlyTaps(window)
    expect(clicked).not.toHaveBeenCalled()
  })
})
