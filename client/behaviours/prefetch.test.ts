import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { start } from '../core'
import { prefetchOnIntent } from './prefetch'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.head.querySelectorAll('link[rel=prefetch]').forEach((l) => l.remove())
  document.body.innerHTML = ''
  setConnection(undefined)
})

function setConnection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true })
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) =>
    l.getAttribute('href'),
  )

function setUp() {
  window.history.replaceState(null, '', '/ios')
  document.body.innerHTML = `
    <a href="/ios/stash#install">Stash</a>
    <a href="/ios/stash">Stash again</a>
    <a href="#top">Top</a>
    <a href="/ios">This page</a>
    <a href="https://example.org/x">Elsewhere</a>
    <a href="/files/app.apk">APK</a>`
  stop = start([prefetchOnIntent])
}

describe('prefetch', () => {
  it('prefetches another page once, on pointer, touch or focus', () => {
    setUp()
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Stash' }))
    fireEvent.touchStart(screen.getByRole('link', { name: 'Stash again' }))
    screen.getByRole('link', { name: 'Stash' }).focus()
    expect(prefetched()).toEqual([`${location.origin}/ios/stash`])
  })

  it('leaves out the page itself, other sites and files', () => {
    setUp()
    for (const name of ['Top', 'This page', 'Elsewhere', 'APK']) {
      fireEvent.pointerOver(screen.getByRole('link', { name }))
    }
    expect(prefetched()).toEqual([])
  })

  it('prefetches nothing with Save-Data or on 2g', () => {
    setUp()
    setConnection({ saveData: true, effectiveType: '4g' })
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Stash' }))
    setConnection({ effectiveType: 'slow-2g' })
    fireEvent.focusIn(screen.getByRole('link', { name: 'Stash' }))
    expect(prefetched()).toEqual([])
  })
})
