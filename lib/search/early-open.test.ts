import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { earlySearchScript } from './early-open'
import { isSearchShortcut, takeEarlySearchRequest } from './shortcut'

describe('search asked for before the page script runs', () => {
  beforeAll(() => {
    new Function(earlySearchScript)()
  })
  afterEach(() => {
    window.__docsSearch = {}
    document.body.innerHTML = ''
  })

  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
    target.dispatchEvent(event)
    return event
  }

  it('remembers Ctrl+K, ⌘K and "/" and keeps them from the browser', () => {
    for (const init of [{ key: 'k', ctrlKey: true }, { key: 'K', metaKey: true }, { key: '/' }]) {
      window.__docsSearch = {}
      expect(key(init).defaultPrevented).toBe(true)
      expect(takeEarlySearchRequest()).toBe(true)
    }
  })

  it('remembers a tap on the search button', () => {
    document.body.innerHTML = '<button data-search-open><svg></svg><span>Search</span></button>'
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(takeEarlySearchRequest()).toBe(true)
  })

  it('ignores "/" typed in a text field and other keys', () => {
    document.body.innerHTML = '<input>'
    expect(key({ key: '/' }, document.querySelector('input')!).defaultPrevented).toBe(false)
    expect(key({ key: 'k' }).defaultPrevented).toBe(false)
    expect(takeEarlySearchRequest()).toBe(false)
  })

  it('steps aside once the page script has taken over', () => {
    expect(takeEarlySearchRequest()).toBe(false)
    expect(key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false)
    expect(takeEarlySearchRequest()).toBe(false)
  })
})

describe('isSearchShortcut', () => {
  const event = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const e = new KeyboardEvent('keydown', init)
    Object.defineProperty(e, 'target', { value: target })
    return e
  }

  it('takes Ctrl+K and ⌘K anywhere, "/" only outside text fields', () => {
    const input = document.createElement('input')
    expect(isSearchShortcut(event({ key: 'k', ctrlKey: true }, input))).toBe(true)
    expect(isSearchShortcut(event({ key: 'K', metaKey: true }))).toBe(true)
    expect(isSearchShortcut(event({ key: '/' }))).toBe(true)
    expect(isSearchShortcut(event({ key: '/' }, input))).toBe(false)
    expect(isSearchShortcut(event({ key: '/', ctrlKey: true }))).toBe(false)
    expect(isSearchShortcut(event({ key: 'k' }))).toBe(false)
  })
})
