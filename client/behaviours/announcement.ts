import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from '@/lib/announcement'
import { ANNOUNCEMENT_DISMISS_ATTRIBUTE } from '@/lib/markup'

import type { Behaviour } from '../core'

/** Hides the announcement and remembers its id, so the head script hides it on the next pages too. */
export function dismissAnnouncement(doc: Document, id: string) {
  try {
    localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id)
  } catch {
    // Storage can be unavailable (private mode); the bar still closes for this page view.
  }
  doc.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '')
}

/** The announcement bar's close button. */
export const announcement: Behaviour = {
  name: 'announcement',
  on: [
    {
      type: 'click',
      selector: `[${ANNOUNCEMENT_DISMISS_ATTRIBUTE}]`,
      handle: (_event: Event, button: Element | null) =>
        dismissAnnouncement(document, button!.getAttribute(ANNOUNCEMENT_DISMISS_ATTRIBUTE)!),
    },
  ],
}
