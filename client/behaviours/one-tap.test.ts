import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, getByRole, queryByRole, waitFor, within } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AppId, Platform } from '@/lib/apps'
import { readMessages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'
import { OneTapAttribute } from '@/lib/onetap/markup'

import { OneTapImport } from '@/components/mdx/app-info'
import { OneTapCard } from '@/components/onetap/one-tap-card'
import { OneTapReader } from '@/components/onetap/one-tap-reader'

import { start } from '../core'
import { APP_OPEN_WAIT_MS, oneTap } from './one-tap'

// The components read their strings through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))
// The guide table of the built content, for Happ's guide on each device (tvOS: none, to test that case).
vi.mock('@/lib/source', () => ({
  getGuideRoutes: () => ({
    android: { happ: '/android/happ', v2rayng: '/android/v2rayNG' },
    ios: { happ: '/ios/happ', stash: '/ios/stash' },
    windows: { happ: '/windows/happ', v2rayn: '/windows/v2rayn' },
    tvos: { stash: '/tvos/stash' },
  }),
}))

const t = readMessages('en')
const subscription = 'https://sub.example.com/api/sub/AbC123?format=raw'
const fragment = `#sub=${encodeURIComponent(subscription)}`
const crypt4 = `happ://crypt4/${Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 31 + 7) % 256)).toString('base64')}`

/** The guide's one-tap section (`<OneTapImport />`) as the server renders it. */
async function section(app: AppId = 'happ', platform: Platform = 'android') {
  return renderToStaticMarkup(await OneTapImport({ app, platform }))
}
/** The card at the top of the guide with the page's templates, and the root layout's notice template. */
async function card(app: AppId = 'happ', platform: Platform = 'android') {
  return renderToStaticMarkup(await OneTapCard({ app, platform }))
}
const reader = async () => renderToStaticMarkup(await OneTapReader())
/** A whole guide's one-tap markup. */
const guide = async (app: AppId = 'happ', platform: Platform = 'android') =>
  (await card(app, platform)) + (await section(app, platform)) + (await reader())

const staticText = (app = 'Happ') => t.Apps.oneTapBody.replaceAll('{app}', app)
const add = (app = 'Happ') => `Add to ${app}`

let stop: (() => void) | undefined
function open(url: string, markup: string) {
  window.history.replaceState(null, '', url)
  document.body.innerHTML = markup
  stop = start([oneTap])
}
const body = () => document.body
const boxOf = () => document.querySelector<HTMLElement>('.one-tap')!
const cardOf = () => document.querySelector<HTMLElement>('.onetap-card')!

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
  it('shows the server text when the tab has no subscription', async () => {
    open('/android/happ', await section())
    expect(within(body()).getByText(staticText())).toBeTruthy()
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(queryByRole(body(), 'button')).toBeNull()
  })

  it('reads #sub=, removes it from the address, keeps it for the tab and forgets it', async () => {
    open(`/android/happ?x=1${fragment}`, await section())
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/android/happ?x=1',
    )
    expect(sessionStorage.getItem('onetap:subscription')).toBe(subscription)
    expect(getByRole(body(), 'link', { name: add() }).getAttribute('href')).toBe(
      `happ://add/${subscription}`,
    )
    expect(within(body()).getByText(staticText()).closest('[hidden]')).not.toBeNull()
    expect(within(boxOf()).queryByText(t.OneTap.happOnlyTitle)).toBeNull()

    fireEvent.click(getByRole(body(), 'button', { name: t.OneTap.forget }))
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(within(body()).getByText(staticText()).closest('[hidden]')).toBeNull()
    expect(sessionStorage.getItem('onetap:subscription')).toBeNull()
  })

  it('keeps the subscription on the next page of the tab, with that app’s format and web link', async () => {
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/ios/stash', await section('stash', 'ios'))
    expect(getByRole(body(), 'link', { name: add('Stash') }).getAttribute('href')).toBe(
      `stash://install-config?url=${encodeURIComponent(subscription)}`,
    )
    expect(
      getByRole(body(), 'link', { name: t.OneTap.fallback.replace('{app}', 'Stash') }).getAttribute(
        'href',
      ),
    ).toBe('https://link.stash.ws/install-config/sub.example.com/api/sub/AbC123?format=raw')
  })

  it('ignores a tampered value in storage', async () => {
    sessionStorage.setItem('onetap:subscription', 'javascript:alert(1)')
    open('/android/happ', await section())
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(within(body()).getByText(staticText()).closest('[hidden]')).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'http://x',
    '%E0%A4%A',
    'happ://evil/AAAA',
    encodeURIComponent(crypt4.replace('crypt4', 'evil')),
    encodeURIComponent(crypt4.replace(/=$/, '')),
    encodeURIComponent(`${crypt4.slice(0, 40)}!${crypt4.slice(41)}`),
  ])('a malicious or broken fragment (%s) gives a notice and no button', async (bad) => {
    open(`/android/happ#sub=${bad}`, await guide())
    expect(window.location.hash).toBe('')
    const notice = getByRole(body(), 'status')
    expect(notice.textContent).toContain('could not be read')
    expect(queryByRole(body(), 'link')).toBeNull()
    expect(sessionStorage.length).toBe(0)
    fireEvent.click(getByRole(notice, 'button', { name: t.OneTap.close }))
    expect(queryByRole(body(), 'status')).toBeNull()
  })

  it('reads a link pasted into the address bar of an open page', async () => {
    open('/android/happ', await section())
    window.location.hash = fragment
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(getByRole(body(), 'link', { name: add() })).toBeTruthy()
  })

  it('offers only copy for an app without an import link; copy says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/windows/v2rayn', await section('v2rayn', 'windows'))
    expect(queryByRole(body(), 'link')).toBeNull()
    fireEvent.click(getByRole(body(), 'button', { name: t.OneTap.copy }))
    expect(writeText).toHaveBeenCalledWith(subscription)
    await waitFor(() => getByRole(body(), 'button', { name: t.OneTap.copied }))
  })

  it('shows the link selected to copy by hand without a clipboard (an insecure origin)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/windows/v2rayn', await guide('v2rayn', 'windows'))
    fireEvent.click(within(cardOf()).getByRole('button', { name: t.OneTap.copy }))
    const field = within(cardOf()).getByRole<HTMLInputElement>('textbox', { name: t.OneTap.copy })
    expect(field.value).toBe(subscription)
    expect(field.readOnly).toBe(true)
    expect(document.activeElement).toBe(field)
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, subscription.length])
    expect(within(cardOf()).getByRole('button', { name: t.OneTap.copy })).toBeTruthy()
  })

  it('shows the link to copy by hand where the browser refuses the clipboard, once per row', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    sessionStorage.setItem('onetap:subscription', subscription)
    open('/android/happ', await guide())
    const copy = within(boxOf()).getByRole('button', { name: t.OneTap.copy })
    fireEvent.click(copy)
    await waitFor(() => within(boxOf()).getByRole('textbox'))
    fireEvent.click(copy)
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2))
    await new Promise((r) => setTimeout(r, 0))
    const fields = within(boxOf()).getAllByRole<HTMLInputElement>('textbox')
    expect(fields).toHaveLength(1)
    expect(fields[0]!.value).toBe(subscription)
    expect(fields[0]!.getAttribute('aria-label')).toBe(t.OneTap.copy)
    expect(within(cardOf()).queryByRole('textbox')).toBeNull()
  })

  it('gives a desktop reader of a phone guide a QR code of the personal guide, loaded on demand', async () => {
    desktop(true)
    open(`/ios/happ${fragment}`, await section('happ', 'ios'))
    const qr = await waitFor(() => getByRole(body(), 'img', { name: t.OneTap.qrAlt }))
    expect(qr.getAttribute('data-qr-text')).toBe(`${window.location.origin}/ios/happ${fragment}`)
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(qr.closest('.one-tap__personal')).not.toBeNull()
  })

  it('gives a phone no QR code', async () => {
    desktop(false)
    open(`/ios/happ${fragment}`, await section('happ', 'ios'))
    expect(getByRole(body(), 'link', { name: add() })).toBeTruthy()
    expect(document.querySelector('.one-tap__qr')).toBeNull()
  })

  it('on /install carries the link into the chosen card only when it is followed', () => {
    open(
      `/install${fragment}`,
      `<div class="device-cards" ${OneTapAttribute.carry}><a href="/android">Android</a><a href="/ios#x">iOS</a></div>`,
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
      `<div class="device-cards" ${OneTapAttribute.carry}><a href="/android">Android</a></div>`,
    )
    const android = getByRole(body(), 'link', { name: 'Android' })
    android.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(android)
    expect(android.getAttribute('href')).toBe('/android')
    expect(document.querySelector('[data-onetap]')).toBeNull()
  })
})

describe("Happ's encrypted link", () => {
  it('is "Add to Happ" itself on a Happ guide, in the card and the section, and "Copy link" copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    open(`/android/happ#sub=${encodeURIComponent(crypt4)}`, await guide())
    expect(sessionStorage.getItem('onetap:subscription')).toBe(crypt4)
    const links = within(body()).getAllByRole('link', { name: add() })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([crypt4, crypt4])
    expect(within(body()).queryByText(t.OneTap.happOnlyTitle)).toBeNull()
    fireEvent.click(within(cardOf()).getByRole('button', { name: t.OneTap.copy }))
    expect(writeText).toHaveBeenCalledWith(crypt4)
  })

  it('on another app’s guide says it works only in Happ, links Happ’s guide for the device, and builds nothing', async () => {
    open(`/android/v2rayNG#sub=${crypt4}`, await guide('v2rayng', 'android'))
    expect(cardOf().hidden).toBe(false)
    for (const box of [cardOf(), boxOf()]) {
      expect(within(box).getByText(t.OneTap.happOnlyTitle)).toBeTruthy()
      const happ = within(box).getByRole('link', { name: 'Open the Happ guide for Android' })
      expect(happ.getAttribute('href')).toBe(localizedPath('en', '/android/happ'))
      expect(within(box).queryByRole('link', { name: add('v2rayNG') })).toBeNull()
      expect(within(box).queryByRole('button', { name: t.OneTap.copy })).toBeNull()
    }
    expect(document.querySelector('a[href^="v2rayng:"], a[href^="happ:"]')).toBeNull()
    expect(within(boxOf()).getByRole('button', { name: t.OneTap.forget })).toBeTruthy()
    expect(within(cardOf()).queryByText(t.OneTap.cardTitle.replace('{app}', 'v2rayNG'))).toBeNull()
  })

  it('says so on an app without an import link too (v2rayN)', async () => {
    sessionStorage.setItem('onetap:subscription', crypt4)
    open('/windows/v2rayn', await guide('v2rayn', 'windows'))
    expect(
      within(boxOf()).getByRole('link', { name: 'Open the Happ guide for Windows' }),
    ).toBeTruthy()
    expect(within(body()).queryByRole('button', { name: t.OneTap.copy })).toBeNull()
  })

  it('says that Happ has no guide for a device without one', async () => {
    sessionStorage.setItem('onetap:subscription', crypt4)
    open('/tvos/stash', await guide('stash', 'tvos'))
    expect(boxOf().textContent).toContain('this site has no Happ guide for tvOS (Apple TV)')
    expect(within(boxOf()).queryAllByRole('link')).toEqual([])
  })

  it('no QR code of a page that cannot use the link', async () => {
    desktop(true)
    open(`/ios/stash#sub=${crypt4}`, await guide('stash', 'ios'))
    // The code is drawn after a dynamic import: wait as long as the QR test above would.
    await expect(
      waitFor(() => getByRole(body(), 'img', { name: t.OneTap.qrAlt }), { timeout: 1000 }),
    ).rejects.toThrow()
  })
})

describe('the card of a personal guide', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36'

  afterEach(() => {
    Reflect.deleteProperty(window, 'TelegramWebview')
    vi.useRealTimers()
  })

  it('stays hidden and empty without a personal link', async () => {
    open('/android/happ', await guide())
    expect(cardOf().hidden).toBe(true)
    expect(cardOf().querySelector('.one-tap__personal')).toBeNull()
  })

  it('shows "Add", "Copy link" and the store at the top with a personal link, beside the section box', async () => {
    open(`/android/happ${fragment}`, await guide())
    expect(cardOf().hidden).toBe(false)
    const link = within(cardOf()).getByRole('link', { name: add() })
    expect(link.getAttribute('href')).toBe(`happ://add/${subscription}`)
    expect(within(cardOf()).getByRole('button', { name: t.OneTap.copy })).toBeTruthy()
    expect(within(cardOf()).getByRole('link', { name: 'Google Play' })).toBeTruthy()
    expect(within(body()).getAllByRole('link', { name: add() })).toHaveLength(2)
    expect(cardOf().querySelector('.onetap-inapp')).toBeNull()
    fireEvent.click(within(body()).getAllByRole('button', { name: t.OneTap.forget })[0]!)
    expect(cardOf().hidden).toBe(true)
  })

  it("inside Telegram's browser says so before the first tap, with Telegram's steps for the system", async () => {
    Object.defineProperty(window, 'TelegramWebview', { value: {}, configurable: true })
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android)
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    open(`/android/happ${fragment}`, await guide())
    const notice = cardOf().querySelector<HTMLElement>('.onetap-inapp')!
    expect(within(notice).getByText(t.OneTap.inAppTelegramAndroid)).toBeTruthy()
    expect(within(notice).queryByText(t.OneTap.inAppTelegramIos)).toBeNull()
    expect(within(notice).queryByText(t.OneTap.inAppOther)).toBeNull()
    // The page link keeps the subscription, which the address bar no longer shows.
    fireEvent.click(within(notice).getByRole('button', { name: t.OneTap.copyPage }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/android/happ${fragment}`)
    await waitFor(() => within(notice).getByRole('button', { name: t.OneTap.pageCopied }))
  })

  it('says that the app did not open when the page is still in front after the wait', async () => {
    const markup = await guide()
    vi.useFakeTimers()
    open(`/android/happ${fragment}`, markup)
    const link = within(cardOf()).getByRole('link', { name: add() })
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS - 1)
    expect(queryByRole(body(), 'status')).toBeNull()
    vi.advanceTimersByTime(1)
    const notice = getByRole(cardOf(), 'status')
    expect(notice.textContent).toContain(t.OneTap.failedTitle.replace('{app}', 'Happ'))
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
  ])('says nothing when the app took the screen (%s)', async (_name, background) => {
    const markup = await guide()
    vi.useFakeTimers()
    open(`/android/happ${fragment}`, markup)
    const link = within(cardOf()).getByRole('link', { name: add() })
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    background()
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS * 2)
    expect(queryByRole(body(), 'status')).toBeNull()
  })
})
