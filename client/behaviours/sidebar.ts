import { LabelAttribute, SidebarAttribute } from '@/lib/markup'

import { media } from '@/lib/design-tokens'

import type { Behaviour } from '../core'
import { load, soon } from '../on-demand'
import { isMenuOpen, MENU_TOGGLE } from './menu'

/** sessionStorage key of the sidebar's scroll position, carried from page to page. */
export const SIDEBAR_SCROLL_KEY = 'sidebar-scroll'

const SCROLLER = `[${SidebarAttribute.scroll}]`

/** Collapses or expands the desktop sidebar and says what the button will do next. */
export function setSidebarCollapsed(button: HTMLElement, collapsed: boolean) {
  button.parentElement?.toggleAttribute(SidebarAttribute.collapsed, collapsed)
  button.setAttribute('aria-expanded', String(!collapsed))
  const label = button.getAttribute(collapsed ? LabelAttribute.expand : LabelAttribute.collapse)
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
      selector: `[${SidebarAttribute.collapse}]`,
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

let restored = false
/**
 * The sidebar's scroll position on this page once it is known (restored, or scrolled by the reader), kept
 * when the page is left. Until then the position kept from an earlier page stays as it is: a page whose
 * phone menu stayed closed has no position of its own, and reading one as the page is left would lay out
 * the page then, on the way to the next one.
 */
let position: number | undefined

/** Restores the sidebar's scroll position kept in the tab's session (once per page). */
function restore(doc: Document) {
  restored = true
  const scroller = doc.querySelector(SCROLLER)
  let top = 0
  try {
    top = Number(sessionStorage.getItem(SIDEBAR_SCROLL_KEY)) || 0
  } catch {
    // Storage can be unavailable (private mode): the sidebar starts at the top.
  }
  if (!scroller) return
  restoreSidebarScroll(scroller, top)
  position = scroller.scrollTop
}

/**
 * Every page is a new document, so the sidebar would start at its top on each one: keep where the
 * reader had scrolled it to (the same list on every page) for the tab's session.
 */
export const sidebarScroll: Behaviour = {
  name: 'sidebar-scroll',
  init: () => {
    restored = false
    position = undefined
  },
  // Positions need layout: after the first paint, and only for a sidebar in view. The phone's menu is not
  // laid out while closed (sidebar.css), so it is scrolled when it opens.
  afterPaint: (doc) => {
    if (doc.defaultView!.matchMedia(media.desktop).matches || isMenuOpen(doc)) restore(doc)
  },
  on: [
    {
      // After the menu behaviour opened it (behaviours run in order; menu comes first).
      type: 'click',
      selector: MENU_TOGGLE,
      handle: () => {
        if (isMenuOpen(document) && !restored) restore(document)
      },
    },
    {
      // An element's scroll does not bubble: it reaches the window's listener in the capture phase.
      type: 'scroll',
      capture: true,
      selector: SCROLLER,
      handle: (_event: Event, scroller: Element | null) => {
        position = scroller!.scrollTop
      },
    },
    {
      type: 'pagehide',
      handle: () => {
        if (position === undefined) return
        try {
          sessionStorage.setItem(SIDEBAR_SCROLL_KEY, String(position))
        } catch {
          // As above: nothing to keep.
        }
      },
    },
  ],
}

/**
 * Fills an opened section with its pages, from the on-demand chunk (client/sidebar-sections.ts). A section
 * the reader opened tries again when they open it again; the current section's rest, filled without a
 * tap, tries again by itself (client/on-demand.ts).
 */
const fillSection = (details: HTMLDetailsElement) =>
  load('sidebar-sections').then((chunk) => chunk.fillSection(details))

/**
 * The sidebar's other sections: their toggles appear with the script (`data-ready`), and the first
 * open loads their pages. `toggle` does not bubble, so it is taken in the capture phase.
 */
export const sidebarSections: Behaviour = {
  name: 'sidebar-sections',
  // The toggles are in the desktop sidebar's first screen.
  firstScreen: true,
  init: (doc) => {
    for (const details of doc.querySelectorAll<HTMLDetailsElement>(
      `details[${SidebarAttribute.section}]`,
    )) {
      details.setAttribute(SidebarAttribute.ready, '')
      // A long current section lists the rest of its pages at once.
      if (details.open && details.hasAttribute(SidebarAttribute.partial))
        void soon(doc.defaultView!, () => fillSection(details))
    }
  },
  on: [
    {
      type: 'toggle',
      capture: true,
      selector: `details[${SidebarAttribute.section}]`,
      handle: (_event: Event, details: Element | null) => {
        const element = details as HTMLDetailsElement
        if (element.open) fillSection(element).catch(() => {})
      },
    },
  ],
}
