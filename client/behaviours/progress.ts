import type { Behaviour } from '../core'
import { whenSettled } from '../core'
import { isNavigationClick } from '../links'
import { load, type OnDemandModules } from '../on-demand'

/** Show the bar only for navigations slower than this. */
export const PROGRESS_DELAY_MS = 200

type Bar = OnDemandModules['progress']['default']

let timer: ReturnType<typeof setTimeout> | undefined
let bar: Promise<Bar> | undefined

/**
 * nprogress, its own chunk (not part of the page script), loaded once. A load that failed (offline) is
 * tried again next time, from a new address (client/on-demand.ts).
 */
export function loadBar(): Promise<Bar> {
  bar ??= load('progress').then(
    ({ default: nprogress }) =>
      nprogress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false }),
    (error: unknown) => {
      bar = undefined
      throw error
    },
  )
  return bar
}

/**
 * Gets the bar's code onto the device before the click it is for: a slow network delays that click's
 * requests too, and a bar fetched only then would come after the page. Quietly: it is tried again when
 * needed.
 */
const preload = () => void loadBar().catch(() => {})

/**
 * A progress bar on the page being left when the next page of the site is slow to arrive. Its code
 * loads once the page has settled, or at the first sign of intent on a link (pointer, touch, focus),
 * whichever comes first. The back button can bring the page back from the back/forward cache with the
 * bar still running: stop it.
 */
export const progress: Behaviour = {
  name: 'progress',
  init: (doc) => whenSettled(doc.defaultView!, preload),
  on: [
    ...['pointerover', 'touchstart', 'focusin'].map((type) => ({
      type,
      selector: 'a[href]',
      handle: preload,
    })),
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
