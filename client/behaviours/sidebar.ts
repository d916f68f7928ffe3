import type { Behaviour } from '../core'

/** sessionStorage key of the sidebar's scroll position, carried from page to page. */
export const SIDEBAR_SCROLL_KEY = 'sidebar-scroll'

const SCROLLER = '[data-sidebar-scroll]'

/** Collapses or expands the desktop sidebar and says what the button will do next. */
export function setSidebarCollapsed(button: HTMLElement, collapsed: boolean) {
  button.parentElement?.toggleAttribute('data-collapsed', collapsed)
  button.setAttribute('aria-expanded', String(!collapsed))
  const label = collapsed ? button.dataset.labelExpand : button.dataset.labelCollapse
  if (!label) return
  button.setAttribute('aria-label', label)
  button.title = label
}

/** The button that collapses the whole desktop sidebar. */
export const sidebarCollapse: Behaviour = {
  name: 'sidebar-collapse',
  on: [
    {
      type: 'click',
      selector: '[data-sidebar-collapse]',
      handle: (_event: Event, button: Element | null) => {
        const element = button as HTMLElement
        setSidebarCollapsed(element, element.getAttribute('aria-expanded') === 'true')
      },
    },
  ],
}

/** Scrolls the sidebar to where it was, then brings the current page's link into view if it is not. */
export function restoreSidebarScroll(scroller: Element, top: number) {
  scroller.scrollTop = top
  const current = scroller.querySelector('[aria-current="page"]')?.getBoundingClientRect()
  const box = scroller.getBoundingClientRect()
  if (current && (current.top < box.top || current.bottom > box.bottom)) {
    scroller.scrollTop += current.top - box.top - box.height / 2
  }
}

/**
 * Every page is a new document, so the sidebar would start at its top on each one: keep where the
 * reader had scrolled it to (the same list on every page) for the tab's session.
 */
export const sidebarScroll: Behaviour = {
  name: 'sidebar-scroll',
  init: (doc) => {
    const scroller = doc.querySelector(SCROLLER)
    let top = 0
    try {
      top = Number(sessionStorage.getItem(SIDEBAR_SCROLL_KEY)) || 0
    } catch {
      // Storage can be unavailable (private mode): the sidebar starts at the top.
    }
    if (scroller) restoreSidebarScroll(scroller, top)
  },
  on: [
    {
      type: 'pagehide',
      handle: () => {
        const scroller = document.querySelector(SCROLLER)
        try {
          if (scroller) sessionStorage.setItem(SIDEBAR_SCROLL_KEY, String(scroller.scrollTop))
        } catch {
          // As above: nothing to keep.
        }
      },
    },
  ],
}
