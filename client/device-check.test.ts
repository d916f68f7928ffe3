import { within } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LAST_STATUS_KEY } from '@/lib/status/feed'

import { runDeviceCheck } from './device-check'

/** What components/help/device-check.tsx renders (one template per result). */
function section(feed: string | null) {
  const item = (check: string, states: Record<string, string>) =>
    `<li data-check="${check}"><p data-result>Checking…</p>${Object.entries(states)
      .map(
        ([s, text]) =>
          `<template data-state="${s}"><p data-result data-state="${s}">${text}</p></template>`,
      )
      .join('')}</li>`
  document.documentElement.lang = 'en'
  document.body.innerHTML = `<section data-device-check hidden ${feed ? `data-status-feed="${feed}"` : ''}><ul>
    ${item('clock', { ok: 'Clock right.', ahead: 'Clock {amount} ahead. <a href="#wrong-time">Fix</a>', behind: 'Clock {amount} behind.', unknown: 'Clock unknown.' })}
    ${item('network', { online: 'Online.', offline: 'Offline.', unreachable: 'Unreachable.' })}
    ${feed ? item('service', { none: 'Service fine.', minor: 'Partial: {description}.', major: 'Outage: {description}.', last: 'Last ({time}): {description}.', unknown: 'Service unknown.' }) : ''}
  </ul></section>`
  return document.querySelector<HTMLElement>('[data-device-check]')!
}

const feed = 'https://status.example.com/api/v2/status.json'

/** A fetch that answers the clock request with the server's time and the feed with `status`. */
function network({ serverTime = Date.now(), status }: { serverTime?: number; status?: unknown }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === feed) {
      if (status === undefined) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(status), { status: 200 })
    }
    expect(init?.method).toBe('HEAD')
    expect(init?.cache).toBe('no-store')
    return new Response(null, { headers: { date: new Date(serverTime).toUTCString() } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const text = (check: string) =>
  document.querySelector(`[data-check="${check}"] [data-result]`)!.textContent

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('runDeviceCheck', () => {
  it('says the clock is right and the device online', async () => {
    network({})
    const s = section(null)
    await runDeviceCheck(s)
    expect(s.hidden).toBe(false)
    expect(text('clock')).toBe('Clock right.')
    expect(text('network')).toBe('Online.')
    expect(document.querySelector('[data-check="service"]')).toBeNull()
  })

  it('says how far ahead the clock is, with the link to the fix', async () => {
    network({ serverTime: Date.now() - 3 * 3600_000 })
    const s = section(null)
    await runDeviceCheck(s)
    expect(text('clock')).toBe('Clock 3 hours ahead. Fix')
    expect(within(s).getByRole('link', { name: 'Fix' }).getAttribute('href')).toBe('#wrong-time')
  })

  it('says so when the site does not answer, and never guesses the clock', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await runDeviceCheck(section(null))
    expect(text('clock')).toBe('Clock unknown.')
    expect(text('network')).toBe('Unreachable.')
  })

  it('says the device is offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await runDeviceCheck(section(null))
    expect(text('network')).toBe('Offline.')
  })

  it.each([
    ['none', 'All Systems Operational', 'Service fine.'],
    ['minor', 'Partially Degraded Service', 'Partial: Partially Degraded Service.'],
    ['major', 'Partial System Outage', 'Outage: Partial System Outage.'],
    ['critical', 'Major Service Outage', 'Outage: Major Service Outage.'],
  ])('shows the service state %s from the feed', async (indicator, description, shown) => {
    network({ status: { status: { indicator, description } } })
    await runDeviceCheck(section(feed))
    expect(text('service')).toBe(shown)
  })

  it('shows the last state seen, with its time, when the feed is out of reach', async () => {
    network({ status: { status: { indicator: 'minor', description: 'Slow servers' } } })
    await runDeviceCheck(section(feed))
    const at = JSON.parse(localStorage.getItem(LAST_STATUS_KEY)!).at as number
    network({})
    await runDeviceCheck(section(feed))
    // The time alone: it was read today (formatStatusTime, lib/status/feed.ts).
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at)
    expect(text('service')).toBe(`Last (${time}): Slow servers.`)
  })

  it('says it could not check the service without a state ever seen, or with a broken feed', async () => {
    network({})
    await runDeviceCheck(section(feed))
    expect(text('service')).toBe('Service unknown.')
    network({ status: { error: 'not a feed' } })
    await runDeviceCheck(section(feed))
    expect(text('service')).toBe('Service unknown.')
  })
})
