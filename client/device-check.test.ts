import { renderToStaticMarkup } from 'react-dom/server'
import { within } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DeviceCheckAttribute, formatOffset } from '@/lib/device-check'
import { readMessages } from '@/lib/i18n/message-files'
import { LAST_STATUS_KEY } from '@/lib/status/feed'

import { DeviceCheck } from '@/components/help/device-check'

import { runDeviceCheck } from './device-check'

// The section reads its strings through next-intl on the server (here, the English catalogue) and the
// status feed from the site's config (here, set by each test).
const config = vi.hoisted(() => ({ statusFeed: null as string | null }))
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))
vi.mock('@/lib/site-config', async (original) => {
  const { siteConfig } = await original<typeof import('@/lib/site-config')>()
  return {
    siteConfig: {
      ...siteConfig,
      get statusFeed() {
        return config.statusFeed
      },
    },
  }
})

const t = readMessages('en').DeviceCheck
/** What a result says: its message with the values filled in and the link's tags left out. */
const says = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!).replace(/<\/?link>/g, '')

/** "Check my device" as the server renders it for `/help` (the service's check only with a feed). */
async function section(feed: string | null) {
  config.statusFeed = feed
  document.documentElement.lang = 'en'
  document.body.innerHTML = renderToStaticMarkup(
    await DeviceCheck({ locale: 'en', entries: ['wrong-time', 'no-internet'] }),
  )
  return document.querySelector<HTMLElement>(`[${DeviceCheckAttribute.section}]`)!
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
  document.querySelector(
    `[${DeviceCheckAttribute.check}="${check}"] [${DeviceCheckAttribute.result}]`,
  )!.textContent

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('runDeviceCheck', () => {
  it('says the clock is right and the device online', async () => {
    network({})
    const s = await section(null)
    await runDeviceCheck(s)
    expect(s.hidden).toBe(false)
    expect(text('clock')).toBe(t.clockOk)
    expect(text('network')).toBe(t.online)
    expect(document.querySelector(`[${DeviceCheckAttribute.check}="service"]`)).toBeNull()
  })

  it('says how far ahead the clock is, with the link to the fix', async () => {
    network({ serverTime: Date.now() - 3 * 3600_000 })
    const s = await section(null)
    await runDeviceCheck(s)
    expect(text('clock')).toBe(says(t.clockAhead, { amount: formatOffset(3 * 3600_000, 'en') }))
    expect(text('clock')).toContain('3 hours')
    expect(within(s).getByRole('link', { name: 'How to do it' }).getAttribute('href')).toBe(
      '#wrong-time',
    )
  })

  it('says so when the site does not answer, and never guesses the clock', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await runDeviceCheck(await section(null))
    expect(text('clock')).toBe(t.clockUnknown)
    expect(text('network')).toBe(says(t.unreachable))
  })

  it('says the device is offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await runDeviceCheck(await section(null))
    expect(text('network')).toBe(says(t.offline))
  })

  it.each([
    ['none', 'All Systems Operational', t.serviceOk],
    ['minor', 'Partially Degraded Service', t.serviceMinor],
    ['major', 'Partial System Outage', t.serviceMajor],
    ['critical', 'Major Service Outage', t.serviceMajor],
  ])('shows the service state %s from the feed', async (indicator, description, shown) => {
    network({ status: { status: { indicator, description } } })
    await runDeviceCheck(await section(feed))
    expect(text('service')).toBe(says(shown, { description }))
  })

  it('shows the last state seen, with its time, when the feed is out of reach', async () => {
    network({ status: { status: { indicator: 'minor', description: 'Slow servers' } } })
    await runDeviceCheck(await section(feed))
    const at = JSON.parse(localStorage.getItem(LAST_STATUS_KEY)!).at as number
    network({})
    await runDeviceCheck(await section(feed))
    // The time alone: it was read today (formatStatusTime, lib/status/feed.ts).
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at)
    expect(text('service')).toBe(says(t.serviceLast, { time, description: 'Slow servers' }))
  })

  it('says it could not check the service without a state ever seen, or with a broken feed', async () => {
    network({})
    await runDeviceCheck(await section(feed))
    expect(text('service')).toBe(says(t.serviceUnknown))
    network({ status: { error: 'not a feed' } })
    await runDeviceCheck(await section(feed))
    expect(text('service')).toBe(says(t.serviceUnknown))
  })
})
