import { ANNOUNCEMENT_DISMISS_ATTRIBUTE } from '@/lib/markup'
import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'

import { Icon } from './icon'

export interface AnnouncementDismissProps {
  id: string
  label: string
}

/**
 * Dismisses the announcement: the `announcement` behaviour (client/behaviours/announcement.ts)
 * remembers its id, and the inline head script (lib/announcement.ts) hides it before paint from then on.
 */
export function AnnouncementDismiss({ id, label }: AnnouncementDismissProps) {
  return (
    <button
      type="button"
      className="announcement__close"
      aria-label={label}
      {...{ [ANNOUNCEMENT_DISMISS_ATTRIBUTE]: id }}
      {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
    >
      <Icon name="close" />
    </button>
  )
}
