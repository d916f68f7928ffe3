import { isSearchShortcut, SEARCH_OPEN_SELECTOR } from './shortcut'

/**
 * Runs in the inline script: until the page script has started, remember a search shortcut or a tap on
 * the search button (and keep it from the browser), so the dialog opens as soon as it can. It uses no
 * outer names: it is serialised with its source.
 */
function rememberEarlySearch(isShortcut: (event: KeyboardEvent) => boolean, selector: string) {
  const request = (event: Event) => {
    const state = (window.__docsSearch = window.__docsSearch || {})
    if (state.ready) return
    event.preventDefault()
    state.requested = true
  }
  document.addEventListener('keydown', (event) => isShortcut(event) && request(event), true)
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      if (target && target.closest && target.closest(selector)) request(event)
    },
    true,
  )
}

/**
 * Inline script in every page's <head>. On a slow phone the page is readable long before the page
 * script runs, and a tap or a shortcut that did nothing looks broken. It is built from the same typed
 * predicate the page script uses (lib/search/shortcut.ts), so the two cannot disagree.
 */
export const earlySearchScript = `(${rememberEarlySearch})(${isSearchShortcut},${JSON.stringify(SEARCH_OPEN_SELECTOR)})`
