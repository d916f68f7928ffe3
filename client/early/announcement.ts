import {
  ANNOUNCEMENT_ATTRIBUTE,
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_STORAGE_KEY,
} from '@/lib/announcement'

/**
 * Hides the announcement bar before the first paint when the reader dismissed this announcement (its id
 * is on `<html>`), so it never flashes. A new id shows the bar again.
 */
export function hideDismissedAnnouncement(doc: Document) {
  const root = doc.documentElement
  const id = root.getAttribute(ANNOUNCEMENT_ATTRIBUTE)
  try {
    if (id && doc.defaultView!.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) === id)
      root.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '')
  } catch {
    // Storage disabled (some private modes): the bar shows.
  }
}
