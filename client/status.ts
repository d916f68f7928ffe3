// The service's status feed in the browser: one read, kept with its time, shared by "Check my device"
// (client/device-check.ts) and the status notice (client/status-notice.ts). Each chunk gets its own copy
// of this module; they share the kept state through localStorage.
import {
  LAST_STATUS_KEY,
  parseStatus,
  parseStoredStatus,
  STATUS_FRESH_MS,
  type ServiceStatus,
  type StoredStatus,
} from '@/lib/status/feed'

/** The state read last, or null (never read, storage off, or kept by a build that read another shape). */
export function lastStatus(win: Window): StoredStatus | null {
  try {
    return parseStoredStatus(JSON.parse(win.localStorage.getItem(LAST_STATUS_KEY) ?? 'null'))
  } catch {
    return null
  }
}

/**
 * Reads the feed and keeps what it says with the time; null when it cannot be read (offline, blocked,
 * down, not a feed). `fresh`: a state read less than `STATUS_FRESH_MS` ago is taken as it is, with no
 * request. The request bypasses every cache (`no-store`): the service worker does not handle the feed's
 * origin either (sw/sw.ts), so a state is never older than its `at`.
 */
export async function readStatus(
  win: Window,
  feed: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<StoredStatus | null> {
  if (fresh) {
    const last = lastStatus(win)
    if (last && Date.now() - last.at >= 0 && Date.now() - last.at < STATUS_FRESH_MS) return last
  }
  let status: ServiceStatus | null = null
  try {
    const response = await win.fetch(feed, { cache: 'no-store', credentials: 'omit' })
    status = response.ok ? parseStatus(await response.json()) : null
  } catch {
    // Offline, blocked, down or not JSON: the caller decides what to show.
  }
  if (!status) return null
  const read = { ...status, at: Date.now() }
  try {
    win.localStorage.setItem(LAST_STATUS_KEY, JSON.stringify(read))
  } catch {
    // Storage disabled: nothing to show offline later.
  }
  return read
}
