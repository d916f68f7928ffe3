/** localStorage key holding the id of the announcement the reader dismissed. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed'

/** The attribute of `<html>` that names the current announcement's id (none without an announcement). */
export const ANNOUNCEMENT_ATTRIBUTE = 'data-announcement'

/** The attribute of `<html>` that hides the announcement bar (CSS), set before the first paint. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed'
