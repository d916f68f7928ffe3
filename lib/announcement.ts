/** localStorage key holding the id of the announcement the reader dismissed. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed'

/**
 * Inline script run before paint: hides the bar if this announcement id was dismissed, so it never
 * flashes. A new id shows the bar again.
 */
export function announcementScript(id: string): string {
  return `try{if(localStorage.getItem('${ANNOUNCEMENT_STORAGE_KEY}')===${JSON.stringify(id)})document.documentElement.setAttribute('data-announcement-dismissed','')}catch(e){}`
}
