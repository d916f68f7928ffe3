import { BACK_TO_TOP_SELECTOR, BackToTopAttribute } from '@/lib/markup'

import type { Behaviour } from '../core'

/**
 * Shows the button once the reader is more than a screen down, and keeps it out of reach before. The
 * head script calls it on scroll (client/early/taps.ts), so the button is there before this script.
 */
export function showBackToTop(button: HTMLElement, visible: boolean) {
  button.toggleAttribute(BackToTopAttribute.visible, visible)
  button.setAttribute('aria-hidden', String(!visible))
  button.tabIndex = visible ? 0 : -1
}

/**
 * The back-to-top link (`#top`, which browsers take to the top of the page without any script) scrolls
 * smoothly and leaves the address alone.
 */
export const backToTop: Behaviour = {
  name: 'back-to-top',
  on: [
    {
      type: 'click',
      selector: BACK_TO_TOP_SELECTOR,
      handle: (event: MouseEvent) => {
        event.preventDefault()
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      },
    },
  ],
}
