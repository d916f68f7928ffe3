/**
 * The service's status feed (`siteConfig.statusFeed`): the one parser of it, and the state the browser
 * keeps of it. Read by "Check my device" on `/help` (client/device-check.ts) and by the status notice
 * above the content (client/status-notice.ts); no DOM here.
 *
 * The feed is Atlassian Statuspage's public format, which most status-page products publish:
 * `/api/v2/status.json` carries the state (`status.indicator`, `status.description`);
 * `/api/v2/summary.json` carries the same state plus the unresolved incidents, the maintenance in
 * progress and every component with its own status, so the notice can name what is affected and since
 * when. https://metastatuspage.com/api (the "Summary" and "Status" endpoints).
 */

/** Statuspage's indicator of the service's state; `none` is "All Systems Operational". */
export type StatusIndicator = 'none' | 'minor' | 'major' | 'critical' | 'maintenance'

const indicators: readonly string[] = ['none', 'minor', 'major', 'critical', 'maintenance']

/** The service's state, as the feed says it. */
export interface ServiceStatus {
  indicator: StatusIndicator
  /** The feed's own words (`Partial System Outage`); may be empty. */
  description: string
  /**
   * What the feed names as affected, in its order: unresolved incidents, maintenance in progress, then
   * components that are not operational (summary.json). Empty for a feed that names nothing (status.json).
   */
  affected: string[]
  /** Since when (ms since the epoch): the earliest start among those; null when the feed does not say. */
  since: number | null
}

/** A state the browser kept (localStorage), with the time it was read. */
export interface StoredStatus extends ServiceStatus {
  /** When the feed said it (ms since the epoch, the device's clock). */
  at: number
}

/** localStorage: the last state read from the feed (`StoredStatus`), for when the feed is out of reach. */
export const LAST_STATUS_KEY = 'service-status'

/** A state read this recently (ms) is not read again: "Check my device" and the notice share one read. */
export const STATUS_FRESH_MS = 60_000

type Item = { name?: unknown; status?: unknown; started_at?: unknown; created_at?: unknown }

const list = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((v): v is Item => typeof v === 'object' && v !== null) : []
const name = (item: Item) => (typeof item.name === 'string' ? item.name.trim() : '')
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN)
const start = (item: Item) => {
  const t = time(item.started_at)
  return Number.isNaN(t) ? time(item.created_at) : t
}

/** Incident states that are over (summary.json lists only unresolved ones; other products may not). */
const over = new Set(['resolved', 'postmortem', 'completed', 'scheduled'])

/** The state in a Statuspage `status.json` or `summary.json` body, or `null` when the body is neither. */
export function parseStatus(body: unknown): ServiceStatus | null {
  const feed = body as {
    status?: { indicator?: unknown; description?: unknown }
    incidents?: unknown
    scheduled_maintenances?: unknown
    components?: unknown
  } | null
  const status = feed?.status
  if (!status || typeof status.indicator !== 'string' || !indicators.includes(status.indicator))
    return null
  const description = typeof status.description === 'string' ? status.description.trim() : ''
  const events = [...list(feed.incidents), ...list(feed.scheduled_maintenances)].filter(
    (e) => !over.has(String(e.status)),
  )
  // Group components (Statuspage lists the group and its members) are named once each anyway.
  const components = list(feed.components).filter(
    (c) => typeof c.status === 'string' && c.status !== 'operational',
  )
  const named = [...events, ...components].filter((item) => name(item) !== '')
  const starts = [
    ...events.map(start),
    ...components.map((c) => time((c as { updated_at?: unknown }).updated_at)),
  ].filter((t) => !Number.isNaN(t))
  return {
    indicator: status.indicator as StatusIndicator,
    description,
    affected: [...new Set(named.map(name))],
    since: starts.length > 0 ? Math.min(...starts) : null,
  }
}

/** A kept state read back (from an older build too: `affected` and `since` may be missing), or null. */
export function parseStoredStatus(value: unknown): StoredStatus | null {
  const stored = value as Partial<StoredStatus> | null
  if (!stored || typeof stored.at !== 'number' || !indicators.includes(String(stored.indicator)))
    return null
  return {
    indicator: stored.indicator!,
    description: typeof stored.description === 'string' ? stored.description : '',
    affected: Array.isArray(stored.affected)
      ? stored.affected.filter((a): a is string => typeof a === 'string')
      : [],
    since: typeof stored.since === 'number' ? stored.since : null,
    at: stored.at,
  }
}

/** At most this many names; the status page lists the rest. */
const MAX_NAMED = 4

/** What is affected, in words of the page's language: the names the feed gives, else its description. */
export function affectedText(status: ServiceStatus, lang: string): string {
  const names = status.affected.slice(0, MAX_NAMED)
  if (names.length === 0) return status.description
  const text = new Intl.ListFormat(lang, { type: 'conjunction' }).format(names)
  return status.affected.length > MAX_NAMED ? `${text} …` : text
}

/**
 * A moment in the reader's locale and time zone: the time alone when it is today (`14:05`), else the
 * date too (`25 Nov 2026, 14:05`).
 */
export function formatStatusTime(at: number, lang: string, now: number = Date.now()): string {
  const day = (t: number) => new Date(t).toDateString()
  return new Intl.DateTimeFormat(
    lang,
    day(at) === day(now) ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at)
}
