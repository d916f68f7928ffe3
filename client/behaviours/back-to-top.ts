import type { Behaviour } from '../core'

/** Shows the button once the reader is more than a screen down, and keeps it out of reach before. */
export function showBackToTop(button: HTMLElement, visible: boolean) {
  button.toggleAttribute('data-visible', visible)
  button.setAttribute('aria-hidden', String(!visible))
  button.tabIndex = visible ? 0 : -1
}

const update = () => {
  const button = document.querySelector<HTMLElement>('[data-back-to-top]')
  if (button) showBackToTop(button, window.scrollY > window.innerHeight)
}

/** The back-to-top button: appears after a screen of scrolling, scrolls the page to its top. */
export const backToTop: Behaviour = {
  name: 'back-to-top',
  // A reload or the back button can open the page far down.
  init: update,
  on: [
    { type: 'scroll', handle: update },
    {
      type: 'click',
      selector: '[data-back-to-top]',
      handle: () => {
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      },
    },
  ],
}
