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
      data-announcement-dismiss={id}
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path stroke="currentColor" strokeWidth="3" d="M5 5l14 14M19 5 5 19" />
      </svg>
    </button>
  )
}
