import { PERSONAL_ATTRIBUTE, STORAGE_KEY, subscriptionParam } from '@/lib/subscription'

/**
 * A guide opened from a personal link (`#sub=…`), or in a tab that has one, keeps the place of the card
 * at its top from the first paint, so the text does not jump down when the page script fills the card in.
 * Only a hint: the page script checks the link and takes the mark away when it is not valid.
 */
export function markPersonalGuide(win: Window) {
  let personal = win.location.hash.startsWith(`#${subscriptionParam}=`)
  try {
    personal ||= !!win.sessionStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage disabled: only the address tells.
  }
  if (personal) win.document.documentElement.setAttribute(PERSONAL_ATTRIBUTE, '')
}
