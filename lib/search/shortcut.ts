import { SearchAttribute } from './markup'

/**
 * The search button (components/search/search-button.tsx); a tap on it opens the dialog. A ready selector:
 * the head script's taps and the search behaviour read it where their module is evaluated.
 */
export const SEARCH_OPEN_SELECTOR = `[${SearchAttribute.open}]`

/**
 * Whether a keydown asks for search: Ctrl+K / ⌘K anywhere, "/" outside a text field. The head script
 * (before the page script) and the search behaviour (after) both ask it.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null
  const typing =
    !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) return true
  return event.key === '/' && !typing && !event.metaKey && !event.ctrlKey && !event.altKey
}
