// "Is it just me?" (components/layout/status-notice.tsx): loaded on demand by the status-notice behaviour
// once the page has settled, it reads the service's status feed and, when the feed reports anything but
// "all systems operational", fills the page's slot with the notice. The offline page shows the state read
// last, with its time. A feed that cannot be read shows nothing (the offline page: the state read last).
import { affectedText, formatStatusTime, type StoredStatus } from '@/lib/status/feed'
import {
  STATUS_LAST_ATTRIBUTE,
  STATUS_NOTICE_ATTRIBUTE,
  STATUS_SINCE_ATTRIBUTE,
  STATUS_TEMPLATE_ATTRIBUTE,
  type StatusNoticeState,
  type StatusPlaceholder,
} from '@/lib/status/markup'

import { fillTemplate } from './fill'
import { onDemandTemplate } from './on-demand-template'
import { lastStatus, readStatus } from './status'

/** Which notice a state calls for, or null for none. */
export function noticeState(status: StoredStatus, last: boolean): StatusNoticeState | null {
  if (last) return status.indicator === 'none' ? 'lastOk' : 'last'
  if (status.indicator === 'none') return null
  return status.indicator === 'critical' ? 'major' : status.indicator
}

/** Reads the feed named by `slot` and shows what the reader should know in it. */
export async function showStatusNotice(slot: HTMLElement): Promise<void> {
  const doc = slot.ownerDocument
  const win = doc.defaultView!
  const feed = slot.getAttribute(STATUS_NOTICE_ATTRIBUTE)
  if (!feed) return
  const last = slot.hasAttribute(STATUS_LAST_ATTRIBUTE)
  const status = (await readStatus(win, feed, { fresh: true })) ?? (last ? lastStatus(win) : null)
  const state = status && noticeState(status, last)
  if (!status || !state) return
  const template = await onDemandTemplate(doc, `template[${STATUS_TEMPLATE_ATTRIBUTE}="${state}"]`)
  if (!template) return
  const lang = doc.documentElement.lang || 'en'
  const values: Record<StatusPlaceholder, string> = {
    affected: affectedText(status, lang),
    since: status.since === null ? '' : formatStatusTime(status.since, lang),
    time: formatStatusTime(status.at, lang),
  }
  const notice = fillTemplate(template, values)
  if (status.since === null) notice.querySelector(`[${STATUS_SINCE_ATTRIBUTE}]`)?.remove()
  slot.replaceChildren(doc.importNode(notice, true))
}
