/**
 * "Check my device" on `/help` (components/help/device-check.tsx, client/device-check.ts): the pure part.
 * The most common causes of "it does not connect" that a browser can see: a wrong device clock (VLESS,
 * VMess and TLS refuse connections when the time is off; VMess allows about 90 s), a device that is
 * offline, and the service itself (its Statuspage feed, `siteConfig.statusFeed`, read by lib/status/feed.ts).
 */
import { defineContract } from './contract'

/** The attributes of the section (components/help/device-check.tsx, client/device-check.ts). */
export const DeviceCheckAttribute = defineContract({
  /** The section, hidden until the script runs the checks. */
  section: 'data-device-check',
  /** On the section: the Statuspage feed's URL (`siteConfig.statusFeed`), absent without one. */
  statusFeed: 'data-status-feed',
  /** An item of the list: which check it shows (`clock`, `network`, `service`). */
  check: 'data-check',
  /** A result's template and its paragraph: the state it reports (`ok`, `ahead`, `offline`…). */
  state: 'data-state',
  /** The paragraph an item shows now, replaced by the result's. */
  result: 'data-result',
})

/** A clock further off than this is reported. */
export const CLOCK_TOLERANCE_MS = 60_000

/**
 * How far the device's clock is ahead of the server's (negative: behind), from a fresh response's `Date`
 * (and `Age`, when a cache served it) and the device's time before and after the request; `null` when
 * the response carries no usable date. `Date` has whole seconds, and the server wrote it somewhere
 * between the request and the answer: its middle second is compared with the middle of the wait.
 */
export function clockOffset(
  sentAt: number,
  receivedAt: number,
  dateHeader: string | null,
  ageHeader: string | null = null,
): number | null {
  const server = dateHeader ? Date.parse(dateHeader) : NaN
  if (Number.isNaN(server)) return null
  const age = Number(ageHeader ?? 0)
  const serverNow = server + 500 + (Number.isFinite(age) && age > 0 ? age * 1000 : 0)
  return Math.round((sentAt + receivedAt) / 2 - serverNow)
}

/** An offset in words of the page's language: "3 hours 5 minutes", "2 дня 4 часа". */
export function formatOffset(ms: number, lang: string): string {
  const minutes = Math.round(Math.abs(ms) / 60_000)
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ]
  const shown = parts.filter(([n]) => n > 0).slice(0, 2)
  return (shown.length > 0 ? shown : [[minutes, 'minute'] as const])
    .map(([n, unit]) =>
      new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(n),
    )
    .join(' ')
}
