'use client'

import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/announcement'

export interface AnnouncementDismissProps {
  id: string
  label: string
}

/** Dismisses the announcement and remembers its id in localStorage. */
export function AnnouncementDismiss({ id, label }: AnnouncementDismissProps) {
  return (
    <button
      type="button"
      className="announcement__close"
      aria-label={label}
      onClick={() => {
        try {
          localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id)
        } catch {
          // Storage can be unavailable (private mode); the bar still closes for this page view.
        }
        document.documentElement.setAttribute('data-announcement-dismissed', '')
      }}
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path stroke="currentColor" strokeWidth="3" d="M5 5l14 14M19 5 5 19" />
      </svg>
    </button>
  )
}
