import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, getByRole, queryByRole, waitFor } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { readMessages } from '@/lib/i18n/message-files'
import { UpdateAttribute } from '@/lib/markup'

import { UpdatePopup } from '@/components/pwa/update-popup'

import { start } from '../core'
import { UPDATE_RELOAD_MS } from '../sw-register'
import { serviceWorker } from './service-worker'

// The component reads its strings through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))

/** The update popup's template as the offline page renders it. */
const popupTemplate = renderToStaticMarkup(await UpdatePopup())
const t = readMessages('en').Pwa

interface FakeRegistration extends EventTarget {
  waiting: { postMessage: ReturnType<typeof vi.fn> } | null
  installing: EventTarget | null
}

function fakeServiceWorker({ controller = {} as object | null, waiting = false } = {}) {
  const registration: FakeRegistration = Object.assign(new EventTarget(), {
    waiting: waiting ? { postMessage: vi.fn() } : null,
    installing: null,
  })
  const register = vi.fn().mockResolvedValue(registration)
  const container = Object.assign(new EventTarget(), { register, controller })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return { register, registration, container }
}

const params = (offlineMode: boolean) =>
  `/sw.js?params=${encodeURIComponent(JSON.stringify({ offlineMode, debug: false }))}`

let stop: (() => void) | undefined
beforeEach(() => {
  document.body.innerHTML = popupTemplate
  // Registration waits for the page to settle (core.ts `whenSettled`): idle at once here.
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) =>
    setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 1 })),
  )
})
afterEach(() => {
  stop?.()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
  localStorage.clear()
})

describe('service-worker', () => {
  it('does not register outside production builds (npm run dev, tests)', () => {
    const { register } = fakeServiceWorker()
    vi.stubEnv('NODE_ENV', 'development')
    stop = start([serviceWorker])
    expect(register).not.toHaveBeenCalled()
  })

  it('under a base path registers <base>/sw.js for the base path itself, else for its folder', async () => {
    const { register, registration } = fakeServiceWorker()
    // A host that does not send Service-Worker-Allowed refuses the wider scope.
    register.mockRejectedValueOnce(new DOMException('scope', 'SecurityError'))
    register.mockResolvedValue(registration)
    vi.stubEnv('NODE_ENV', 'production')
    document.documentElement.dataset.base = '/docs'
    try {
      stop = start([serviceWorker])
      await waitFor(() => expect(register).toHaveBeenCalledTimes(2))
      expect(register).toHaveBeenNthCalledWith(1, `/docs${params(false)}`, { scope: '/docs' })
      expect(register).toHaveBeenNthCalledWith(2, `/docs${params(false)}`, { scope: '/docs/' })
    } finally {
      delete document.documentElement.dataset.base
    }
  })

  it('registers /sw.js with params in production, offline mode from ?offlineMode=true', async () => {
    const { register } = fakeServiceWorker()
    vi.stubEnv('NODE_ENV', 'production')
    window.history.replaceState(null, '', '/faq?offlineMode=true')
    stop = start([serviceWorker])
    await waitFor(() => expect(register).toHaveBeenCalled())
    expect(register).toHaveBeenCalledWith(params(true), { scope: '/' })
    expect(register.mock.calls[0]![0]).toBe(
      '/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D',
    )
  })

  it('logs a registration failure to the console only', async () => {
    const { register } = fakeServiceWorker()
    register.mockRejectedValueOnce(new Error('offline'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubEnv('NODE_ENV', 'production')
    stop = start([serviceWorker])
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error)),
    )
  })

  it('remembers appinstalled and registers again with offline mode on', async () => {
    const { register } = fakeServiceWorker()
    vi.stubEnv('NODE_ENV', 'production')
    stop = start([serviceWorker])
    await waitFor(() => expect(register).toHaveBeenLastCalledWith(params(false), { scope: '/' }))
    window.dispatchEvent(new Event('appinstalled'))
    await waitFor(() => expect(register).toHaveBeenLastCalledWith(params(true), { scope: '/' }))
    expect(localStorage.getItem('appInstalled')).toBe('true')
  })

  it('without offline mode a waiting worker gets no popup', async () => {
    const { register } = fakeServiceWorker({ waiting: true })
    vi.stubEnv('NODE_ENV', 'production')
    stop = start([serviceWorker])
    await waitFor(() => expect(register).toHaveBeenCalled())
    await register.mock.results[0]!.value
    expect(queryByRole(document.body, 'alertdialog')).toBeNull()
  })

  it('takes the popup from the offline page when the page has none (it is not on every page)', async () => {
    document.body.innerHTML = ''
    const fetch = vi.fn(async (url: string) =>
      url === '/offline'
        ? new Response(`<!doctype html><main>${popupTemplate}</main>`)
        : new Response('', { status: 404 }),
    )
    vi.stubGlobal('fetch', fetch)
    fakeServiceWorker({ waiting: true })
    vi.stubEnv('NODE_ENV', 'production')
    window.history.replaceState(null, '', '/?offlineMode=true')
    stop = start([serviceWorker])
    await waitFor(() => getByRole(document.body, 'alertdialog', { name: t.updateAvailable }))
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/offline'])
  })

  it('in offline mode offers a waiting update: "Later" hides it, "Refresh" activates and reloads', async () => {
    const { register, registration, container } = fakeServiceWorker({ waiting: true })
    vi.stubEnv('NODE_ENV', 'production')
    window.history.replaceState(null, '', '/?offlineMode=true')
    stop = start([serviceWorker])
    const popup = await waitFor(() =>
      getByRole(document.body, 'alertdialog', { name: t.updateAvailable }),
    )
    fireEvent.click(getByRole(popup, 'button', { name: t.later }))
    await waitFor(() => expect(queryByRole(document.body, 'alertdialog')).toBeNull())

    // The next update (a new worker installs and waits) brings it back.
    const installing = new EventTarget()
    registration.installing = installing
    registration.dispatchEvent(new Event('updatefound'))
    installing.dispatchEvent(new Event('statechange'))
    const again = await waitFor(() =>
      getByRole(document.body, 'alertdialog', { name: t.updateAvailable }),
    )
    expect(document.querySelectorAll(`[${UpdateAttribute.popup}]`)).toHaveLength(1)

    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    vi.useFakeTimers()
    try {
      fireEvent.click(getByRole(again, 'button', { name: t.refresh }))
      await vi.advanceTimersByTimeAsync(0)
      expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
      expect(reload).not.toHaveBeenCalled()
      container.dispatchEvent(new Event('controllerchange'))
      expect(reload).toHaveBeenCalledOnce()
      // The fallback reload (UPDATE_RELOAD_MS later) does not reload a second time.
      await vi.advanceTimersByTimeAsync(UPDATE_RELOAD_MS)
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
    expect(register).toHaveBeenCalledOnce()
  })

  it('"Refresh" reloads the page even when the new worker never takes over', async () => {
    fakeServiceWorker({ waiting: true })
    vi.stubEnv('NODE_ENV', 'production')
    window.history.replaceState(null, '', '/?offlineMode=true')
    stop = start([serviceWorker])
    const popup = await waitFor(() =>
      getByRole(document.body, 'alertdialog', { name: t.updateAvailable }),
    )
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    vi.useFakeTimers()
    try {
      fireEvent.click(getByRole(popup, 'button', { name: t.refresh }))
      await vi.advanceTimersByTimeAsync(UPDATE_RELOAD_MS - 1)
      expect(reload).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('the first install (no controller yet) is not offered as an update', async () => {
    const { register } = fakeServiceWorker({ waiting: true, controller: null })
    vi.stubEnv('NODE_ENV', 'production')
    window.history.replaceState(null, '', '/?offlineMode=true')
    stop = start([serviceWorker])
    await waitFor(() => expect(register).toHaveBeenCalled())
    await register.mock.results[0]!.value
    expect(queryByRole(document.body, 'alertdialog')).toBeNull()
  })
})
