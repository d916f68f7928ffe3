import { fireEvent, screen } from '@testing-library/dom'
import type { Window as HappyWindow } from 'happy-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { start } from '../core'
import { isNavigationClick } from '../links'
import { loadBar, progress, PROGRESS_DELAY_MS } from './progress'

// happy-dom follows a clicked link by changing the test window's address: stay on the page.
const navigation = (window as unknown as HappyWindow).happyDOM.settings.navigation

let stop: (() => void) | undefined
beforeEach(() => {
  navigation.disableMainFrameNavigation = true
  navigation.disableFallbackToSetURL = true
  window.history.replaceState(null, '', '/ios')
  document.body.innerHTML = `
    <a href="/ios/stash">Stash</a>
    <a href="#install">Install</a>
    <a href="https://example.org/">Elsewhere</a>
    <a href="/ios/stash" target="_blank">New tab</a>`
})
afterEach(() => {
  stop?.()
  vi.useRealTimers()
  vi.restoreAllMocks()
  navigation.disableMainFrameNavigation = false
  navigation.disableFallbackToSetURL = false
  document.body.innerHTML = ''
})

const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }))

describe('isNavigationClick', () => {
  it('is a plain click on a link to another page of the site', () => {
    const at = (name: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { button: 0, ...init })
      Object.defineProperty(event, 'target', { value: screen.getByRole('link', { name }) })
      return isNavigationClick(event, location)
    }
    expect(at('Stash')).toBe(true)
    expect(at('Install')).toBe(false)
    expect(at('Elsewhere')).toBe(false)
    expect(at('New tab')).toBe(false)
    expect(at('Stash', { ctrlKey: true })).toBe(false)
    expect(at('Stash', { button: 1 })).toBe(false)
  })
})

describe('progress', () => {
  it('starts the bar only when the next page is slow, and stops it when the page comes back', async () => {
    vi.useFakeTimers()
    const nprogress = await loadBar()
    const startBar = vi.spyOn(nprogress, 'start')
    const done = vi.spyOn(nprogress, 'done')
    stop = start([progress])
    click('Install')
    click('Stash')
    expect(location.pathname).toBe('/ios')
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1)
    expect(startBar).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(startBar).toHaveBeenCalledTimes(1))
    // happy-dom has no PageTransitionEvent.
    fireEvent(window, Object.assign(new Event('pageshow'), { persisted: true }))
    await vi.waitFor(() => expect(done).toHaveBeenCalled())
  })

  it('stays hidden when another handler took the click over', async () => {
    vi.useFakeTimers()
    const startBar = vi.spyOn(await loadBar(), 'start')
    stop = start([progress])
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    click('Stash')
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS)
    await loadBar()
    expect(startBar).not.toHaveBeenCalled()
  })

  it('configures nprogress without a spinner', async () => {
    const nprogress = await loadBar()
    expect(nprogress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
    })
  })
})

describe('the bar code arrives before the click', () => {
  /** A fresh progress module whose nprogress import is counted. */
  async function fresh() {
    vi.resetModules()
    const loads = vi.fn()
    vi.doMock('nprogress', () => {
      loads()
      return { default: { configure: () => ({ start() {}, done() {} }) } }
    })
    const core = await import('../core')
    const { progress: fresh } = await import('./progress')
    return { loads, run: () => core.start([fresh]) }
  }
  afterEach(() => vi.doUnmock('nprogress'))

  it('on the first sign of intent on a link', async () => {
    const { loads, run } = await fresh()
    // Not settled yet: the load event has not fired in this test's eyes.
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true })
    stop = run()
    expect(loads).not.toHaveBeenCalled()
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Stash' }))
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1))
    fireEvent.touchStart(screen.getByRole('link', { name: 'Install' }))
    await Promise.resolve()
    expect(loads).toHaveBeenCalledTimes(1)
    Reflect.deleteProperty(document, 'readyState')
  })

  it('once the page has settled, with no intent at all', async () => {
    const { loads, run } = await fresh()
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0))
    stop = run()
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1))
    vi.unstubAllGlobals()
  })
})
