import { HIDE_ON_SCROLL_ATTRIBUTE, LayoutClass, MenuAttribute } from '@/lib/markup'
import type { Behaviour } from '../core'

let lastY = 0

/** Hide while scrolling down past the navbar, unless the mobile menu (under the navbar) is open. */
export function shouldHide(y: number, lastY: number, navbarHeight: number, menuOpen: boolean) {
  return y > lastY && y > navbarHeight && !menuOpen
}

/** The navbar (`data-hide-on-scroll`, set by the site config) hides on scroll down, shows on scroll up. */
export const hideOnScroll: Behaviour = {
  name: 'hide-on-scroll',
  // Reading scrollY lays the page out: after the first paint.
  afterPaint: (doc) => {
    lastY = doc.defaultView!.scrollY
  },
  on: [
    {
      type: 'scroll',
      handle: () => {
        const navbar = document.querySelector<HTMLElement>(`[${HIDE_ON_SCROLL_ATTRIBUTE}]`)
        if (!navbar) return
        const y = window.scrollY
        const menuOpen = document.documentElement.hasAttribute(MenuAttribute.open)
        navbar.classList.toggle(
          LayoutClass.navbarHidden,
          shouldHide(y, lastY, navbar.offsetHeight, menuOpen),
        )
        lastY = y
      },
    },
  ],
}
