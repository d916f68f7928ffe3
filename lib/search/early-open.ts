/** What the early script and the search button share on `window`. */
export interface EarlySearchState {
  /** The reader asked for search (shortcut or tap) before the button was ready. */
  requested?: boolean
  /** The search button has mounted: from now on it handles the shortcut and the tap itself. */
  ready?: boolean
}

declare global {
  interface Window {
    __docsSearch?: EarlySearchState
  }
}

/**
 * Inline script in every page's <head>: until the search button has hydrated, remember a Ctrl+K / ⌘K,
 * a "/" outside a text field, or a tap on the button, so the dialog opens as soon as it can. On a slow
 * phone the page is readable long before React starts, and a tap that did nothing looks broken.
 */
export const earlySearchScript = `(function(){function r(e){var s=window.__docsSearch=window.__docsSearch||{};if(s.ready)return;e.preventDefault();s.requested=true}document.addEventListener('keydown',function(e){var t=e.target,w=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));if((e.key==='k'||e.key==='K')&&(e.metaKey||e.ctrlKey))r(e);else if(e.key==='/'&&!w&&!e.metaKey&&!e.ctrlKey&&!e.altKey)r(e)},true);document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('.search-button');if(b)r(e)},true)})()`

/** Called once by the mounted search button: takes over, and reports whether search was asked for. */
export function takeEarlySearchRequest(): boolean {
  const state = (window.__docsSearch ??= {})
  state.ready = true
  const requested = state.requested === true
  state.requested = false
  return requested
}
