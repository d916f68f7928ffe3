import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { getByRole } from '@testing-library/dom'
import { createTranslator } from 'use-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { readMessages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'
import { OFFLINE_PATH } from '@/lib/pwa/params'
import { siteConfig } from '@/lib/site-config'
import { formatStatusTime, LAST_STATUS_KEY } from '@/lib/status/feed'

import {
  StatusNoticeSlot,
  StatusNoticeTemplatesView,
  statusNoticeTexts,
} from '@/components/layout/status-notice'

import { start } from './core'
import { started } from './test-helpers'
import { statusNotice } from './behaviours/status-notice'
import { showStatusNotice } from './status-notice'

/** The English offline page, where the notice's templates live. */
const offlinePage = localizedPath('en', OFFLINE_PATH)
const feed = 'https://status.example.com/api/v2/summary.json'
const messages = readMessages('en')

/** The offline page's templates, as components/layout/status-notice.tsx renders them in English. */
function templates(): string {
  const t = createTranslator({ locale: 'en', messages, namespace: 'StatusNotice' })
  const texts = statusNoticeTexts((key, values) => t.rich(key, values))
  return renderToStaticMarkup(createElement(StatusNoticeTemplatesView, { texts }))
}

/** A page with the slot; `offline`: the offline page, which carries the templates itself. */
function page({ offline = false } = {}) {
  document.documentElement.lang = 'en'
  document.body.innerHTML =
    renderToStaticMarkup(createElement(StatusNoticeSlot, { feed, last: offline })) +
    (offline ? templates() : '')
  return document.querySelector<HTMLElement>('[data-status-notice]')!
}

const outage = {
  status: { indicator: 'major', description: 'Partial System Outage' },
  incidents: [
    { name: 'Connections fail', status: 'investigating', started_at: '2026-11-26T10:00:00Z' },
  ],
  components: [
    { name: 'Europe servers', status: 'major_outage', updated_at: '2026-11-26T10:05:00Z' },
  ],
}

/** Answers the feed with `body` (a thrown error when undefined) and the offline page with the templates. */
function network(body: unknown) {
  const fetch = vi.fn(async (url: string) => {
    if (url === feed) {
      if (body === undefined) throw new TypeError('Failed to fetch')
      return Response.json(body)
    }
    if (url === offlinePage) return new Response(`<!doctype html><main>${templates()}</main>`)
    throw new Error(`unexpected request ${url}`)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const urls = (fetch: ReturnType<typeof network>) => fetch.mock.calls.map(([url]) => url)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('showStatusNotice', () => {
  it('names what is affected and since when, with the status page, in the templates of the offline page', async () => {
    const fetch = network(outage)
    const slot = page()
    await showStatusNotice(slot)
    const notice = getByRole(slot, 'status')
    const since = formatStatusTime(Date.parse('2026-11-26T10:00:00Z'), 'en')
    expect(notice.textContent).toBe(
      `Outage on our side: Connections fail and Europe servers, since ${since}. ` +
        'It is not your device: wait until it is fixed. Status page',
    )
    expect(notice.className).toContain('callout--danger')
    expect(getByRole(notice, 'link', { name: 'Status page' }).getAttribute('href')).toBe(
      siteConfig.status,
    )
    expect(urls(fetch)).toEqual([feed, offlinePage])
    expect(JSON.parse(localStorage.getItem(LAST_STATUS_KEY)!)).toMatchObject({
      indicator: 'major',
      affected: ['Connections fail', 'Europe servers'],
    })
  })

  it('leaves out "since" when the feed does not say, and names the feed’s description', async () => {
    network({ status: { indicator: 'minor', description: 'Degraded Performance' } })
    const slot = page()
    await showStatusNotice(slot)
    expect(getByRole(slot, 'status').textContent).toBe(
      'Problems on our side: Degraded Performance. If the connection fails, it may not be your device. Status page',
    )
  })

  it('shows nothing, and fetches no template, when all is well or the feed fails', async () => {
    for (const body of [
      { status: { indicator: 'none', description: 'All Systems Operational' } },
      undefined,
      { not: 'a feed' },
    ]) {
      const fetch = network(body)
      const slot = page()
      await showStatusNotice(slot)
      expect(slot.childElementCount).toBe(0)
      expect(urls(fetch)).toEqual([feed])
      localStorage.clear()
    }
  })

  it('reads the feed once a minute at most: a state just read is shown as it is', async () => {
    network(outage)
    await showStatusNotice(page())
    const fetch = network({ status: { indicator: 'none' } })
    const slot = page()
    await showStatusNotice(slot)
    expect(urls(fetch)).toEqual([offlinePage])
    expect(getByRole(slot, 'status').textContent).toContain('Connections fail')
  })

  it('on the offline page, says what the service reported when last read, with the time', async () => {
    network(outage)
    await showStatusNotice(page())
    const at = (JSON.parse(localStorage.getItem(LAST_STATUS_KEY)!) as { at: number }).at
    vi.useFakeTimers({ now: at + 2 * 60_000, toFake: ['Date'] })
    const fetch = network(undefined)
    const slot = page({ offline: true })
    await showStatusNotice(slot)
    expect(urls(fetch)).toEqual([feed])
    expect(getByRole(slot, 'status').textContent).toMatch(
      new RegExp(
        `^As of ${formatStatusTime(at, 'en')}, the service reported: Connections fail and Europe servers, since `,
      ),
    )
  })

  it('on the offline page, says the service had no problems when that was the last word', async () => {
    network({ status: { indicator: 'none', description: 'All Systems Operational' } })
    const slot = page({ offline: true })
    await showStatusNotice(slot)
    const at = (JSON.parse(localStorage.getItem(LAST_STATUS_KEY)!) as { at: number }).at
    expect(getByRole(slot, 'status').textContent).toBe(
      `As of ${formatStatusTime(at, 'en')}, the service reported no problems. Status page`,
    )
  })

  it('on the offline page, shows nothing when the feed was never read', async () => {
    network(undefined)
    const slot = page({ offline: true })
    await showStatusNotice(slot)
    expect(slot.childElementCount).toBe(0)
  })
})

describe('the status-notice behaviour', () => {
  it('requests nothing until the page has settled, then shows the notice', async () => {
    const fetch = network(outage)
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (task: () => void) => (idle = task))
    const slot = page()
    const stop = start([statusNotice])
    await started()
    expect(fetch).not.toHaveBeenCalled()
    idle!()
    await vi.waitFor(() => expect(getByRole(slot, 'status').textContent).toContain('Europe'))
    stop()
  })

  it('renders no slot, so requests nothing, without a feed', () => {
    expect(renderToStaticMarkup(createElement(StatusNoticeSlot, { feed: null }))).toBe('')
  })
})
