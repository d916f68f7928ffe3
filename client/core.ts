/**
 * The core of the one client script: behaviours enhance the HTML that React rendered at build time,
 * finding their elements by `data-*` attributes. Every event type has exactly one listener (on the
 * document, or on the window for window-only events); it hands the event to each behaviour whose
 * selector matches the event target's closest element.
 */

/** Events that only fire on the window. */
const windowEvents = new Set([
  'scroll',
  'resize',
  'hashchange',
  'popstate',
  'pageshow',
  'pagehide',
  'online',
  'offline',
  'storage',
  'beforeinstallprompt',
  'appinstalled',
  'error',
  'unhandledrejection',
])

export interface Handler<E extends Event = Event> {
  /** The event type (`click`, `keydown`, `scroll` …). */
  type: string
  /** Only events whose target is inside an element matching this selector; that element is passed on. */
  selector?: string
  /** Listen in the capture phase (before the page's own handlers and before `stopPropagation`). */
  capture?: boolean
  handle: (event: E, matched: Element | null) => void
}

/** A progressive enhancement: what it does at start, and which events it handles. */
export interface Behaviour {
  /** Used in error reports and tests. */
  name: string
  /**
   * Runs once, after the document is parsed (the script is `defer`), in a task of start-up work (see
   * `start`): only what the first tap needs or what changes the first screen. It must not read layout
   * (sizes, positions, `scrollY`): on a slow phone that forces the whole page's layout into the script's
   * own task.
   */
  init?: (doc: Document) => void
  /**
   * Runs once after the first paint, in a task of its own (see `afterPaint`): work that reads layout or
   * that the reader does not see before they scroll or open something.
   */
  afterPaint?: (doc: Document) => void
  /**
   * `init` changes what the reader sees first (the personal card, the sidebar's toggles): it runs in the
   * script's own task, before the browser can paint the page without it. Every other `init` waits for a
   * later task (`inSlices`).
   */
  firstScreen?: boolean
  on?: readonly Handler<never>[]
}

function targetElement(event: Event): Element | null {
  const target = event.target
  if (target instanceof Element) return target
  return target instanceof Node ? target.parentElement : null
}

/**
 * How long `whenSettled` waits after the load event for the first contentful paint before it goes on
 * without it: a tab opened in the background paints only once it is shown.
 */
export const PAINT_WAIT_MS = 5000

const FIRST_PAINT = 'first-contentful-paint'

/**
 * Runs `then` once the page's first contentful paint has been shown (the `paint` entry comes when the
 * frame is on screen, not when it was drawn; `buffered` hands over one already there), or at once where
 * the browser does not report paints.
 */
function afterFirstPaint(win: Window, then: () => void) {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver as
    typeof PerformanceObserver | undefined
  if (!Observer?.supportedEntryTypes?.includes('paint')) return then()
  const go = () => {
    observer.disconnect()
    win.clearTimeout(timer)
    then()
  }
  // Everything `go` uses exists before `observe`, for a browser that hands a buffered entry over within
  // the call (the WebKit suite failed when the timer came after it).
  const timer = win.setTimeout(go, PAINT_WAIT_MS)
  const observer = new Observer((list) => {
    if (list.getEntriesByName(FIRST_PAINT).length > 0) go()
  })
  observer.observe({ type: 'paint', buffered: true })
}

/**
 * Runs `task` once the page has settled: after the load event and the first contentful paint (at most
 * `PAINT_WAIT_MS` later), at the browser's first idle moment (at most five seconds later; without
 * requestIdleCallback, in Safari, two seconds later). For work the reader does not wait for (the service
 * worker, the chat SDK, the status feed), so its requests neither compete with the page's own nor start
 * before the reader sees the page: on a fast machine the load event can come before the first frame is
 * on screen.
 */
export function whenSettled(win: Window, task: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => task(), { timeout: 5000 })
    else win.setTimeout(task, 2000)
  }
  const loaded = () => afterFirstPaint(win, idle)
  if (win.document.readyState === 'complete') loaded()
  else win.addEventListener('load', loaded, { once: true })
}

/**
 * Start-up work per task, in milliseconds of the device's CPU. Lighthouse's slow phone is 4× slower than
 * the machine it measures on, and a task of over 50 ms there makes a tap wait.
 */
export const SLICE_MS = 5

/**
 * Runs `tasks` in order, none in the caller's task: each slice runs tasks until `sliceMs` have passed
 * (`SLICE_MS` for start-up; at least one) and leaves the rest to a later task, so the browser can
 * answer a tap or paint between them; then `done`. The next slice is queued before a task runs, so one that throws stops no other.
 * Returns what cancels the tasks not yet run.
 */
export function inSlices(
  win: Window,
  tasks: readonly (() => void)[],
  sliceMs: number,
  done?: () => void,
): () => void {
  let next = 0
  const run = () => {
    timer = win.setTimeout(run, 0)
    const end = Date.now() + sliceMs
    do {
      if (next === tasks.length) return (win.clearTimeout(timer), done?.())
      tasks[next++]!()
    } while (Date.now() < end)
  }
  let timer = win.setTimeout(run, 0)
  return () => win.clearTimeout(timer)
}

/**
 * Runs each task after the next frame has been painted, one task each, so start-up work never joins the
 * page's first layout or another task into one long task on a slow phone. `requestAnimationFrame` runs
 * before the frame; the timeout after it lands once the frame is out.
 */
export function afterPaint(win: Window, tasks: readonly (() => void)[]): void {
  win.requestAnimationFrame(() => inSlices(win, tasks, 0))
}

/**
 * Starts the behaviours: one listener per event type and phase, then the `firstScreen` inits, in this
 * task; the other inits in later tasks (`inSlices`), then every `afterPaint`. A slow phone's first tap
 * waits for none of it; a handler may run before its behaviour's `init`.
 */
export function start(behaviours: readonly Behaviour[], doc: Document = document): () => void {
  const win = doc.defaultView!
  const groups = new Map<string, Handler[]>()
  for (const behaviour of behaviours) {
    for (const handler of (behaviour.on ?? []) as readonly Handler[]) {
      const key = `${handler.type}:${handler.capture ? 1 : 0}`
      groups.set(key, [...(groups.get(key) ?? []), handler])
    }
  }
  const removers: (() => void)[] = []
  for (const [key, handlers] of groups) {
    const [type, capture] = key.split(':') as [string, string]
    const listener = (event: Event) => {
      const element = targetElement(event)
      for (const handler of handlers) {
        if (!handler.selector) handler.handle(event, null)
        else {
          const matched = element?.closest(handler.selector)
          if (matched) handler.handle(event, matched)
        }
      }
    }
    const target: EventTarget = windowEvents.has(type) ? win : doc
    const options = {
      capture: capture === '1',
      passive: type === 'scroll' || type === 'touchstart',
    }
    target.addEventListener(type, listener, options)
    removers.push(() => target.removeEventListener(type, listener, options))
  }
  const later: (() => void)[] = []
  for (const { init, firstScreen } of behaviours) {
    if (firstScreen) init?.(doc)
    else if (init) later.push(() => init(doc))
  }
  removers.push(
    inSlices(win, later, SLICE_MS, () =>
      afterPaint(
        win,
        behaviours.flatMap(({ afterPaint }) => (afterPaint ? [() => afterPaint(doc)] : [])),
      ),
    ),
  )
  return () => removers.forEach((remove) => remove())
}
