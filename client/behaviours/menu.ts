import { LabelAttribute, MENU_CLOSE_SELECTOR, MenuAttribute } from '@/lib/markup'

import type { Behaviour } from '../core'

/** The menu buttons (components/layout/menu-toggle.tsx). */
export const MENU_TOGGLE = `[${MenuAttribute.toggle}]`

export const isMenuOpen = (doc: Document) => doc.documentElement.hasAttribute(MenuAttribute.open)

/** Opens or closes the drawer: `data-menu-open` on <html> (the CSS shows it), the buttons' state. */
export function setMenuOpen(doc: Document, open: boolean) {
  doc.documentElement.toggleAttribute(MenuAttribute.open, open)
  doc.querySelectorAll<HTMLElement>(MENU_TOGGLE).forEach((button) => {
    button.setAttribute('aria-expanded', String(open))
    const label = button.getAttribute(open ? LabelAttribute.close : LabelAttribute.open)
    if (label) button.setAttribute('aria-label', label)
  })
}

/** The mobile menu: the toggle opens and closes it; Escape, the backdrop and a followed link close it. */
export const menu: Behaviour = {
  name: 'menu',
  on: [
    {
      type: 'click',
      selector: MENU_TOGGLE,
      handle: () => setMenuOpen(document, !isMenuOpen(document)),
    },
    {
      // A followed link closes it too, so the page the back button restores (bfcache) is not left open.
      type: 'click',
      selector: MENU_CLOSE_SELECTOR,
      handle: () => setMenuOpen(document, false),
    },
    {
      type: 'keydown',
      handle: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !isMenuOpen(document)) return
        setMenuOpen(document, false)
        document.querySelector<HTMLElement>(MENU_TOGGLE)?.focus()
      },
    },
  ],
}
