import { describe, expect, it } from 'vitest'

import { offlineStrategy, readOfflineSignals } from './offline-mode'
import { parseWorkerParams, workerUrl } from './params'

describe('worker params', () => {
  it('puts both fields as JSON in the params query', () => {
    expect(workerUrl({ offlineMode: true, debug: false })).toBe(
      '/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D',
    )
  })
  it('round-trips and falls back to defaults on garbage', () => {
    const url = new URL(workerUrl({ offlineMode: true, debug: true }), 'http://x')
    expect(parseWorkerParams(url.search)).toEqual({ offlineMode: true, debug: true })
    expect(parseWorkerParams('?params=%7Bbroken')).toEqual({ offlineMode: false, debug: false })
    expect(parseWorkerParams('?params=%7B%22offlineMode%22%3A%22yes%22%7D').offlineMode).toBe(false)
  })
})

describe('offline mode strategies', () => {
  it('is on when any strategy holds', () => {
    expect(offlineStrategy({ appInstalled: true, standalone: false, queryString: false })).toBe(
      'appInstalled',
    )
    expect(offlineStrategy({ appInstalled: false, standalone: true, queryString: false })).toBe(
      'standalone',
    )
    expect(offlineStrategy({ appInstalled: false, standalone: false, queryString: true })).toBe(
      'queryString',
    )
    expect(
      offlineStrategy({ appInstalled: false, standalone: false, queryString: false }),
    ).toBeNull()
  })

  it('remembers ?offlineMode=true for the tab and reads appInstalled from localStorage', () => {
    window.history.replaceState(null, '', '/?offlineMode=true')
    expect(readOfflineSignals(window).queryString).toBe(true)
    window.history.replaceState(null, '', '/faq')
    expect(readOfflineSignals(window).queryString).toBe(true)
    window.history.replaceState(null, '', '/faq?offlineMode=false')
    expect(readOfflineSignals(window).queryString).toBe(false)
    localStorage.setItem('appInstalled', 'true')
    expect(readOfflineSignals(window).appInstalled).toBe(true)
    localStorage.removeItem('appInstalled')
    window.history.replaceState(null, '', '/')
  })
})
