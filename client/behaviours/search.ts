import {
  SearchAttribute,
  SearchClass,
  type SearchDialogData,
  type SearchState,
} from '@/lib/search/markup'
import { isSearchShortcut, SEARCH_OPEN_SELECTOR } from '@/lib/search/shortcut'

import { afterPaint, type Behaviour } from '../core'
import { load, type OnDemandModules } from '../on-demand'
import { searchDialog, searchDialogData } from '../search/markup'

/** The on-demand part of search: flexsearch, the index and the results (client/search/dialog.ts). */
export type SearchDialogModule = OnDemandModules['search']

/** Shows one state panel of the dialog, or none (when results show). */
export function showSearchState(dialog: Element, state: SearchState | null): void {
  for (const panel of dialog.querySelectorAll<HTMLElement>(`[${SearchAttribute.state}]`)) {
    panel.hidden = panel.getAttribute(SearchAttribute.state) !== state
  }
}

/** Apple keyboards say ⌘ where others say Ctrl. */
export function isApple(nav: Pick<Navigator, 'platform' | 'userAgent'>): boolean {
  return /Mac|iPhone|iPad/.test(nav.platform || nav.userAgent)
}

/**
 * The search behaviour: a tap on the search button, Ctrl+K / ⌘K or "/" opens the dialog, built from
 * the page's data block (components/search/search-dialog.tsx, client/search/markup.ts). Only the page
 * script's small part lives here: opening, closing, focus and the loading and error states. The dialog
 * chunk (and the index it fetches) is loaded on the first open; when either fails, the error state
 * offers Retry, which asks for both again (the chunk from a new address: client/on-demand.ts).
 */
export function createSearch(
  loadDialog: () => Promise<SearchDialogModule> = () => load('search'),
): Behaviour {
  // Focus goes back where it was when each dialog opened (the button, or the page for a shortcut).
  const returnFocus = new WeakMap<Element, HTMLElement | null>()
  let page: Document

  // The page's data, read on the first open.
  let data: SearchDialogData | null = null

  const connect = async (dialog: HTMLDialogElement, { index, locale }: SearchDialogData) => {
    showSearchState(dialog, 'loading')
    try {
      const { connectSearch } = await loadDialog()
      await connectSearch(dialog, {
        indexUrl: index,
        locale,
        showState: showSearchState,
        afterPaint: (task) => afterPaint(window, [task]),
      })
    } catch {
      showSearchState(dialog, 'error')
    }
  }

  /** Opens the dialog, or focuses it when it is open; false on a page without search. */
  const open = (doc: Document = page): boolean => {
    const current = doc.querySelector<HTMLDialogElement>(`dialog.${SearchClass.dialog}`)
    if (current?.open) {
      current.querySelector('input')?.focus()
      return true
    }
    data ??= searchDialogData(doc)
    if (!data) return false
    // A dialog closed a moment ago whose `close` event has not run yet (it is queued): it goes now.
    current?.remove()
    const dialog = searchDialog(doc, data.labels)
    returnFocus.set(dialog, doc.activeElement as HTMLElement | null)
    doc.body.append(dialog)
    dialog.showModal()
    dialog.querySelector('input')!.focus()
    void connect(dialog, data)
    return true
  }

  return {
    name: 'search',
    // The shortcut's keys in the navbar (⌘K on a Mac).
    firstScreen: true,
    init(doc) {
      page = doc
      data = null
      const keys = doc.querySelector<HTMLElement>(
        `${SEARCH_OPEN_SELECTOR} kbd[${SearchAttribute.mac}]`,
      )
      if (keys && isApple(doc.defaultView!.navigator))
        keys.textContent = keys.getAttribute(SearchAttribute.mac)!
    },
    on: [
      {
        type: 'keydown',
        handle(event: KeyboardEvent) {
          // A page without search (the offline page) leaves the browser its own Ctrl+K.
          if (isSearchShortcut(event) && open()) event.preventDefault()
        },
      },
      {
        type: 'click',
        selector: SEARCH_OPEN_SELECTOR,
        handle: () => void open(),
      },
      {
        type: 'click',
        selector: `dialog.${SearchClass.dialog}`,
        handle(event: MouseEvent, dialog) {
          const target = event.target as Element
          // A click on the dialog element itself is a click on the backdrop around the panel.
          if (target === dialog || target.closest(`[${SearchAttribute.close}]`)) {
            ;(dialog as HTMLDialogElement).close()
          } else if (target.closest(`[${SearchAttribute.retry}]`)) {
            dialog!.querySelector('input')!.focus()
            if (data) void connect(dialog as HTMLDialogElement, data)
          }
        },
      },
      {
        // `close` does not bubble, so it is caught on the way down. Escape closes the modal dialog
        // natively; every way of closing ends here.
        type: 'close',
        capture: true,
        selector: `dialog.${SearchClass.dialog}`,
        handle(_event: Event, dialog) {
          // Already replaced by a dialog opened since: focus stays in the new one.
          if (!dialog!.isConnected) return
          dialog!.remove()
          returnFocus.get(dialog!)?.focus?.()
        },
      },
    ],
  }
}

export const search = createSearch()
