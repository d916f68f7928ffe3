/** What the early inline script and the page script's `search` behaviour share on `window`. */
export interface EarlySearchState {
  /** The reader asked for search (shortcut or tap) before the page script ran. */
  requested?: boolean
  /** The page script has started: from now on it handles the shortcut and the tap itself. */
  ready?: boolean
}

declare global {
  interface Window {
    __docsSearch?: EarlySearchState
  }
}

/** The search button (components/search/search-button.tsx); a tap on it opens the dialog. */
export const SEARCH_OPEN_SELECTOR = '[data-search-open]'

/**
 * Whether a keydown asks for search: Ctrl+K / ⌘K anywhere, "/" outside a text field. It uses no outer
 * names, because the early inline script is built from its source (lib/search/early-open.ts).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null
  const typing =
    !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) return true
  return event.key === '/' && !typing && !event.metaKey && !event.ctrlKey && !event.altKey
}

/** Called once by the page script: takes over, and reports whether search was asked for. */
export function takeEarlySearchRequest(win: Window = window): boolean {
  const state = (win.__docsSearch ??= {})
  state.ready = true
  const requested = state.requested === true
  state.requested = false
  return requested
}
