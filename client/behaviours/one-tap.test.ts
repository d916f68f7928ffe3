import { fireEvent, getByRole, queryByRole, waitFor, within } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { apps, type ImportLink } from '@/lib/apps'

import { start } from '../core'
import { APP_OPEN_WAIT_MS, oneTap } from './one-tap'

const subscription = 'https://sub.example.com/api/sub/AbC123?format=raw'
const fragment = `#sub=${encodeURIComponent(subscription)}`

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** What components/onetap/one-tap-actions.tsx and one-tap-reader.tsx render. */
function box({ importLink = apps.happ.importLink.value, qr = false, app = 'Happ' } = {}) {
  const link = importLink as ImportLink | null
  return `<aside class="one-tap">
  <div data-one-tap ${link ? `data-import-link="${attr(JSON.stringify(link))}"` : ''} data-profile-name="Example VPN">
    <div data-one-tap-static><p>Static text</p></div>
    <template><div class="one-tap__personal">
      <p>Personal body</p>
      <div class="one-tap__actions">
        ${link ? `<a class="button" data-onetap="add">Add to ${app}</a>` : ''}
        <button type="button" data-onetap="copy" data-copied="Link copied">Copy link</button>
        <button type="button" data-onetap="forget">Forget this link</button>
      </div>
      ${link?.fallback ? '<p class="one-tap__fallback"><a data-onetap="fallback">Web link</a></p>' : ''}
      ${qr ? '<figure class="one-tap__qr" data-qr-alt="QR code of this guide"><figcaption>Scan</figcaption></figure>' : ''}
    </div></template>
  </div>
</aside>
<template id="onetap-notice"><div class="onetap-notice" role="status"><p>Could not be read</p><button type="button" data-onetap-close>Close</button></div></template>`
}

let stop: (() => void) | undefined
function open(url: string, markup: string) {
  window.history.replaceState(null, '', url)
  document.body.innerHTML = markup
  stop = start([oneTap])
}
const body = () => document.body

function desktop(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches, media: query }) as MediaQueryList,
  )
}

afterEach(() => {
  stop?.()
  sessionStorage.clear()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('one-tap', () => {
  it('shows the server text when the tab has no subscription', () => {
    open('/android/happ', box())
    expect(within(body()).getByText('Static text')).toBeTruthy()
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(queryByRole(body(), 'button')).toBeNull()
  })

  it('reads #sub=, removes it from the address, keeps it for the tab and forgets it', () => {
    open(`/android/happ?x=1${fragment}`, box())
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/android/happ?x=1',
    )
    expect(sessionStorage.getItem('onetap:subscription')).toBe(subscription)
    expect(getByRole(body(), 'link', { name: 'Add to Happ' }).getAttribute('href')).toBe(
      `happ://add/${subscription}`,
    )
    expect(within(body()).getByText('Static text').closest('[hidden]')).not.toBeNull()

    fireEvent.click(getByRole(body(), 'button', { name: 'Forget this link' }))
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(within(body()).getByText('Static text').closest('[hidden]')).toBeNull()
    expect(sessionStorage.getItem('onetap:subscription')).toBeNull()
  })

  it('keeps the subscription on the next page of the tab, with that app’s format and web link', () => {
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/ios/stash', box({ importLink: apps.stash.importLink.value, app: 'Stash' }))
    expect(getByRole(body(), 'link', { name: 'Add to Stash' }).getAttribute('href')).toBe(
      `stash://install-config?url=${encodeURIComponent(subscription)}`,
    )
    expect(getByRole(body(), 'link', { name: 'Web link' }).getAttribute('href')).toBe(
      'https://link.stash.ws/install-config/sub.example.com/api/sub/AbC123?format=raw',
    )
  })

  it('ignores a tampered value in storage', () => {
    sessionStorage.setItem('onetap:subscription', 'javascript:alert(1)')
    open('/android/happ', box())
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(within(body()).getByText('Static text').closest('[hidden]')).toBeNull()
  })

  it.each(['javascript:alert(1)', 'http://x', '%E0%A4%A'])(
    'a malicious or broken fragment (%s) gives a notice and no button',
    (bad) => {
      open(`/android/happ#sub=${bad}`, box())
      expect(window.location.hash).toBe('')
      const notice = getByRole(body(), 'status')
      expect(notice.textContent).toContain('Could not be read')
      expect(queryByRole(body(), 'link')).toBeNull()
      expect(sessionStorage.length).toBe(0)
      fireEvent.click(getByRole(notice, 'button', { name: 'Close' }))
      expect(queryByRole(body(), 'status')).toBeNull()
    },
  )

  it('reads a link pasted into the address bar of an open page', () => {
    open('/android/happ', box())
    window.location.hash = fragment
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(getByRole(body(), 'link', { name: 'Add to Happ' })).toBeTruthy()
  })

  it('offers only copy for an app without an import link; copy says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/windows/v2rayn', box({ importLink: null }))
    expect(queryByRole(body(), 'link')).toBeNull()
    fireEvent.click(getByRole(body(), 'button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(subscription)
    await waitFor(() => getByRole(body(), 'button', { name: 'Link copied' }))
  })

  it('leaves "Copy link" as it is without a clipboard (an insecure origin)', () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/windows/v2rayn', box({ importLink: null }))
    fireEvent.click(getByRole(body(), 'button', { name: 'Copy link' }))
    expect(getByRole(body(), 'button', { name: 'Copy link' })).toBeTruthy()
  })

  it('gives a desktop reader of a phone guide a QR code of the personal guide, loaded on demand', async () => {
    desktop(true)
    open(`/ios/happ${fragment}`, box({ qr: true }))
    const qr = await waitFor(() => getByRole(body(), 'img', { name: 'QR code of this guide' }))
    expect(qr.getAttribute('data-qr-text')).toBe(`${window.location.origin}/ios/happ${fragment}`)
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(qr.closest('.one-tap__personal')).not.toBeNull()
  })

  it('gives a phone no QR code', () => {
    desktop(false)
    open(`/ios/happ${fragment}`, box({ qr: true }))
    expect(getByRole(body(), 'link', { name: 'Add to Happ' })).toBeTruthy()
    expect(document.querySelector('.one-tap__qr')).toBeNull()
  })

  it('on /install carries the link into the chosen card only when it is followed', () => {
    open(
      `/install${fragment}`,
      `<div class="device-cards" data-carry-fragment><a href="/android">Android</a><a href="/ios#x">iOS</a></div>`,
    )
    expect(document.querySelector('.device-cards')!.hasAttribute('data-onetap')).toBe(true)
    const android = getByRole(body(), 'link', { name: 'Android' })
    expect(android.getAttribute('href')).toBe('/android')
    const ios = getByRole(body(), 'link', { name: 'iOS' })
    fireEvent.contextMenu(ios)
    expect(ios.getAttribute('href')).toBe(`/ios${fragment}`)
    android.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(android)
    expect(android.getAttribute('href')).toBe(`/android${fragment}`)
  })

  it('leaves /install links alone without a subscription', () => {
    open(
      '/install',
      `<div class="device-cards" data-carry-fragment><a href="/android">Android</a></div>`,
    )
    const android = getByRole(body(), 'link', { name: 'Android' })
    android.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(android)
    expect(android.getAttribute('href')).toBe('/android')
    expect(document.querySelector('[data-onetap]')).toBeNull()
  })
})

/** What components/onetap/one-tap-card.tsx renders: the card, and the page's two templates. */
const card = `<aside class="onetap-card" aria-label="Card" hidden data-one-tap data-onetap-card
  data-import-link="${attr(JSON.stringify(apps.happ.importLink.value))}" data-profile-name="Example VPN">
  <template><div class="one-tap__personal">
    <div class="one-tap__actions"><a class="button" data-onetap="add">Add to Happ</a>
      <button type="button" data-onetap="copy" data-copied="Link copied">Copy link</button></div>
    <p><a href="https://play.google.com/store/apps/details?id=com.happproxy">Google Play</a></p>
    <div data-onetap-inapp></div>
  </div></template>
</aside>
<template id="onetap-failed"><div class="onetap-failed" role="status"><p>Happ did not open?</p>
  <a href="#install">Install Happ</a><div data-onetap-inapp></div></div></template>
<template id="onetap-inapp"><div class="onetap-inapp"><p>In a built-in browser.</p>
  <p data-inapp-variant="telegram-android">Telegram Android steps</p>
  <p data-inapp-variant="telegram-ios">Telegram iOS steps</p>
  <p data-inapp-variant="other">Other steps</p>
  <button type="button" data-onetap="copy-page" data-copied="Page link copied">Copy page link</button></div></template>`

const cardOf = () => document.querySelector<HTMLElement>('[data-onetap-card]')!
const android =
  'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36'

describe('the card of a personal guide', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'TelegramWebview')
    vi.useRealTimers()
  })

  it('stays hidden and empty without a personal link', () => {
    open('/android/happ', card + box())
    expect(cardOf().hidden).toBe(true)
    expect(cardOf().querySelector('.one-tap__personal')).toBeNull()
  })

  it('shows "Add", "Copy link" and the store at the top with a personal link, beside the section box', () => {
    open(`/android/happ${fragment}`, card + box())
    expect(cardOf().hidden).toBe(false)
    const add = within(cardOf()).getByRole('link', { name: 'Add to Happ' })
    expect(add.getAttribute('href')).toBe(`happ://add/${subscription}`)
    expect(within(cardOf()).getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(within(cardOf()).getByRole('link', { name: 'Google Play' })).toBeTruthy()
    expect(getAllAdd()).toHaveLength(2)
    expect(cardOf().querySelector('.onetap-inapp')).toBeNull()
    fireEvent.click(within(document.body).getAllByRole('button', { name: 'Forget this link' })[0]!)
    expect(cardOf().hidden).toBe(true)
  })

  it("inside Telegram's browser says so before the first tap, with Telegram's steps for the system", async () => {
    Object.defineProperty(window, 'TelegramWebview', { value: {}, configurable: true })
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android)
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    open(`/android/happ${fragment}`, card + box())
    const notice = cardOf().querySelector<HTMLElement>('.onetap-inapp')!
    expect(within(notice).getByText('Telegram Android steps')).toBeTruthy()
    expect(within(notice).queryByText('Telegram iOS steps')).toBeNull()
    expect(within(notice).queryByText('Other steps')).toBeNull()
    // The page link keeps the subscription, which the address bar no longer shows.
    fireEvent.click(within(notice).getByRole('button', { name: 'Copy page link' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/android/happ${fragment}`)
    await waitFor(() => within(notice).getByRole('button', { name: 'Page link copied' }))
  })

  it('says that the app did not open when the page is still in front after the wait', () => {
    vi.useFakeTimers()
    open(`/android/happ${fragment}`, card + box())
    const add = within(cardOf()).getByRole('link', { name: 'Add to Happ' })
    add.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(add)
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS - 1)
    expect(queryByRole(body(), 'status')).toBeNull()
    vi.advanceTimersByTime(1)
    const notice = getByRole(cardOf(), 'status')
    expect(notice.textContent).toContain('Happ did not open?')
    expect(within(notice).getByRole('link', { name: 'Install Happ' }).getAttribute('href')).toBe(
      '#install',
    )
    // The page going to the background later means the app did open after all.
    fireEvent.blur(window)
    expect(queryByRole(body(), 'status')).toBeNull()
  })

  it.each([
    ['blur', () => fireEvent.blur(window)],
    ['pagehide', () => fireEvent(window, new Event('pagehide'))],
    [
      'visibilitychange',
      () => {
        vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
        fireEvent(document, new Event('visibilitychange'))
      },
    ],
  ])('says nothing when the app took the screen (%s)', (_name, background) => {
    vi.useFakeTimers()
    open(`/android/happ${fragment}`, card + box())
    const add = within(cardOf()).getByRole('link', { name: 'Add to Happ' })
    add.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(add)
    background()
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS * 2)
    expect(queryByRole(body(), 'status')).toBeNull()
  })
})

const getAllAdd = () => within(document.body).getAllByRole('link', { name: 'Add to Happ' })
