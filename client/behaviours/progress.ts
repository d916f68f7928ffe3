import type { Behaviour } from '../core'
import { isNavigationClick } from '../links'

/** Show the bar only for navigations slower than this. */
export const PROGRESS_DELAY_MS = 200

type Bar = typeof import('nprogress')

let timer: ReturnType<typeof setTimeout> | undefined
let bar: Promise<Bar> | undefined

/** nprogress, loaded on first use: its own chunk, not part of the page script. */
export function loadBar(): Promise<Bar> {
  bar ??= import('nprogress').then(({ default: nprogress }) =>
    nprogress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false }),
  )
  return bar
}

/**
 * A progress bar on the page being left when the next page of the site is slow to arrive. The back
 * button can bring that page back from the back/forward cache with the bar still running: stop it.
 */
export const progress: Behaviour = {
  name: 'progress',
  on: [
    {
      type: 'click',
      handle: (event: MouseEvent) => {
        if (!isNavigationClick(event, location)) return
        clearTimeout(timer)
        timer = setTimeout(() => {
          // A handler after this one may have taken the click over (a dialog, a one-tap action).
          if (!event.defaultPrevented) void loadBar().then((nprogress) => nprogress.start())
        }, PROGRESS_DELAY_MS)
      },
    },
    {
      type: 'pageshow',
      handle: (event: PageTransitionEvent) => {
        if (!event.persisted) return
        clearTimeout(timer)
        void bar?.then((nprogress) => nprogress.done())
      },
    },
  ],
}
