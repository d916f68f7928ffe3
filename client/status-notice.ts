// "Is it just me?" (components/layout/status-notice.tsx): loaded on demand by the status-notice behaviour
// once the page has settled, it reads the service's status feed and, when the feed reports anything but
// "all systems operational", fills the page's slot with the notice. The offline page shows the state read
// last, with its time. A feed that cannot be read shows nothing (the offline page: the state read last).
import { locales, type Locale } from '@/lib/i18n/config'
import { documentBasePath, localizedPath, withBasePath } from '@/lib/i18n/paths'
import { affectedText, formatStatusTime, type StoredStatus } from '@/lib/status/feed'
import {
  STATUS_LAST_ATTRIBUTE,
  STATUS_NOTICE_ATTRIBUTE,
  STATUS_SINCE_ATTRIBUTE,
  STATUS_TEMPLATE_ATTRIBUTE,
  STATUS_TEMPLATES_PATH,
  type StatusNoticeState,
  type StatusPlaceholder,
} from '@/lib/status/markup'

import { fillTemplate } from './fill'
import { lastStatus, readStatus } from './status'

/** Which notice a state calls for, or null for none. */
export function noticeState(status: StoredStatus, last: boolean): StatusNoticeState | null {
  if (last) return status.indicator === 'none' ? 'lastOk' : 'last'
  if (status.indicator === 'none') return null
  return status.indicator === 'critical' ? 'major' : status.indicator
}

/**
 * The page's template of a state, else the one of the offline page of the page's language (which the
 * service worker keeps, so it is there offline too), or null when it cannot be had.
 */
async function templateOf(doc: Document, state: StatusNoticeState) {
  const selector = `template[${STATUS_TEMPLATE_ATTRIBUTE}="${state}"]`
  const own = doc.querySelector<HTMLTemplateElement>(selector)
  if (own) return own
  const lang = doc.documentElement.lang
  const locale = (locales as readonly string[]).includes(lang) ? (lang as Locale) : locales[0]
  const url = withBasePath(documentBasePath(doc), localizedPath(locale, STATUS_TEMPLATES_PATH))
  try {
    const response = await doc.defaultView!.fetch(url, { credentials: 'same-origin' })
    if (!response.ok) return null
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    return page.querySelector<HTMLTemplateElement>(selector)
  } catch {
    return null
  }
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
  const template = await templateOf(doc, state)
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
