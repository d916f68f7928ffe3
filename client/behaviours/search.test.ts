import { fireEvent, screen, waitFor } from '@testing-library/dom'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { start } from '../core'
import { searchMarkup, serveIndex } from '@/tests/fixtures/search'
import { createSearch, isApple, type SearchDialogModule } from './search'

let stop: (() => void) | undefined

beforeEach(async () => {
  vi.resetModules()
  // Every open fetches the index: none may leave the test.
  await serveIndex()
  document.body.innerHTML = `<main><p>Page</p><input aria-label="Elsewhere"></main>${searchMarkup()}`
})

afterEach(() => {
  stop?.()
  stop = undefined
  document.body.innerHTML = ''
})

// Not after each test: a dialog a test left loading still fetches after it ends.
afterAll(() => vi.unstubAllGlobals())

/** Starts the behaviour with the real dialog chunk, or the loader given. */
function startSearch(load: () => Promise<SearchDialogModule> = () => import('../search/dialog')) {
  const loader = vi.fn(load)
  stop = start([createSearch(loader)])
  return loader
}

const dialog = () => screen.queryByRole('dialog', { name: 'Search the guides' })
const searchButton = () => screen.getByRole('button', { name: /Search/ })

async function results(query: string) {
  fireEvent.input(screen.getByRole('combobox'), { target: { value: query } })
  return screen.findAllByRole('option')
}

describe('search behaviour', () => {
  it('opens on a tap, loads the chunk and the index once, and searches', async () => {
    const fetch = await serveIndex()
    const loader = startSearch()
    expect(dialog()).toBeNull()
    fireEvent.click(searchButton().querySelector('span')!)
    expect(dialog()).not.toBeNull()
    expect(screen.getByRole('combobox')).toBe(document.activeElement)
    expect(screen.getByText('Loading search…').hidden).toBe(false)
    await waitFor(() => expect(screen.getByText('Type a word.').hidden).toBe(false))
    expect(await results('routing')).toHaveLength(1)
    expect(loader).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('opens on Ctrl+K, ⌘K and "/", but not on "/" typed in a field', () => {
    startSearch()
    const cases: [KeyboardEventInit, EventTarget][] = [
      [{ key: 'k', ctrlKey: true }, document.body],
      [{ key: 'K', metaKey: true }, screen.getByRole('textbox', { name: 'Elsewhere' })],
      [{ key: '/' }, document.body],
    ]
    for (const [init, target] of cases) {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
      target.dispatchEvent(event)
      expect(event.defaultPrevented).toBe(true)
      expect(dialog()).not.toBeNull()
      ;(dialog() as HTMLDialogElement).close()
      expect(dialog()).toBeNull()
    }
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Elsewhere' }), { key: '/' })
    expect(dialog()).toBeNull()
  })

  it('leaves the shortcut to the browser on a page without search', () => {
    document.querySelector('script[data-search-dialog]')!.remove()
    startSearch()
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(true)
    expect(dialog()).toBeNull()
  })

  it('opens one dialog only, however often it is asked for', () => {
    startSearch()
    fireEvent.click(searchButton())
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('opens again at once after closing, before the close event has run, and keeps the focus', () => {
    startSearch()
    fireEvent.click(searchButton())
    const first = dialog() as HTMLDialogElement
    // Escape closes a modal dialog at once; its `close` event comes in a later task.
    const close = vi.spyOn(first, 'dispatchEvent').mockImplementation(() => true)
    first.close()
    close.mockRestore()
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })
    const second = dialog() as HTMLDialogElement
    expect(second).not.toBe(first)
    expect(second.open).toBe(true)
    expect(first.isConnected).toBe(false)
    // The first dialog's late close event leaves the new one alone.
    fireEvent(first, new Event('close'))
    expect(dialog()).toBe(second)
    expect(document.activeElement).toBe(screen.getByRole('combobox'))
  })

  it('closes with the Close button or a click on the backdrop, and focus returns', () => {
    startSearch()
    searchButton().focus()
    fireEvent.click(searchButton())
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(searchButton())
    fireEvent.click(searchButton())
    fireEvent.click(dialog()!)
    expect(dialog()).toBeNull()
  })

  it('shows the error with Retry when the chunk fails, and Retry loads it', async () => {
    const loader = startSearch()
    loader.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    fireEvent.click(searchButton())
    await screen.findByText('Search could not load.')
    expect(screen.getByText('Loading search…').hidden).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByRole('combobox')).toBe(document.activeElement)
    expect(await results('routing')).toHaveLength(1)
    expect(screen.getByText('Search could not load.').parentElement!.hidden).toBe(true)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('shows the error with Retry when the index fails, and Retry fetches it again', async () => {
    const fetch = await serveIndex(1)
    startSearch()
    fireEvent.click(searchButton())
    const error = await screen.findByText('Search could not load.')
    await waitFor(() => expect(error.parentElement!.hidden).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await results('subscription')).not.toHaveLength(0)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

describe('the shortcut hint', () => {
  it('says ⌘ on Apple devices and Ctrl elsewhere', () => {
    expect(isApple({ platform: 'MacIntel', userAgent: '' })).toBe(true)
    expect(isApple({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' })).toBe(
      true,
    )
    expect(isApple({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toBe(false)
    startSearch()
    expect(searchButton().querySelector('kbd')!.textContent).toBe(
      isApple(navigator) ? '⌘ K' : 'Ctrl K',
    )
  })
})
