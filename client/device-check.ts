// "Check my device" (components/help/device-check.tsx): loaded on demand by the device-check behaviour
// on the pages that have the section, it runs the checks when the page opens. A check that cannot run
// says so; none guesses.
import {
  CLOCK_TOLERANCE_MS,
  clockOffset,
  DeviceCheckAttribute,
  formatOffset,
} from '@/lib/device-check'
import { formatStatusTime } from '@/lib/status/feed'

import { fillTemplate } from './fill'
import { lastStatus, readStatus } from './status'

type Values = Record<string, string>

/** Shows one of an item's results (its template), with the placeholders filled in. */
function show(section: HTMLElement, check: string, state: string, values: Values = {}) {
  const item = section.querySelector(`[${DeviceCheckAttribute.check}="${check}"]`)
  const template = item?.querySelector(`template[${DeviceCheckAttribute.state}="${state}"]`)
  if (!item || !(template instanceof HTMLTemplateElement)) return
  const result = fillTemplate(template, values)
  item.querySelector(`[${DeviceCheckAttribute.result}]`)!.replaceWith(result)
}

/** The device's clock against the `Date` of a fresh answer from the site; whether the site answered. */
async function checkClock(section: HTMLElement, win: Window, lang: string): Promise<boolean> {
  const sentAt = Date.now()
  let response: Response
  try {
    // HEAD and a query of its own: no cache (the browser's, the worker's or a CDN's) answers it.
    response = await win.fetch(`${win.location.pathname}?device-check=${sentAt}`, {
      method: 'HEAD',
      cache: 'no-store',
    })
  } catch {
    show(section, 'clock', 'unknown')
    return false
  }
  const offset = clockOffset(
    sentAt,
    Date.now(),
    response.headers.get('date'),
    response.headers.get('age'),
  )
  if (offset === null) show(section, 'clock', 'unknown')
  else if (Math.abs(offset) <= CLOCK_TOLERANCE_MS) show(section, 'clock', 'ok')
  else
    show(section, 'clock', offset > 0 ? 'ahead' : 'behind', { amount: formatOffset(offset, lang) })
  return true
}

/** The service's state from its Statuspage feed, or the last state seen, with its time. */
async function checkService(section: HTMLElement, win: Window, feed: string, lang: string) {
  const status = await readStatus(win, feed)
  if (status) {
    const state =
      status.indicator === 'critical'
        ? 'major'
        : status.indicator === 'maintenance'
          ? 'minor'
          : status.indicator
    return show(section, 'service', state, { description: status.description })
  }
  const last = lastStatus(win)
  if (!last) return show(section, 'service', 'unknown')
  show(section, 'service', 'last', {
    description: last.description,
    time: formatStatusTime(last.at, lang),
  })
}

/** Runs every check of the section and shows it. */
export async function runDeviceCheck(section: HTMLElement): Promise<void> {
  const doc = section.ownerDocument
  const win = doc.defaultView!
  const lang = doc.documentElement.lang || 'en'
  section.hidden = false
  const feed = section.getAttribute(DeviceCheckAttribute.statusFeed)
  const reached = checkClock(section, win, lang)
  const service = feed ? checkService(section, win, feed, lang) : undefined
  show(
    section,
    'network',
    !win.navigator.onLine ? 'offline' : (await reached) ? 'online' : 'unreachable',
  )
  await service
}
