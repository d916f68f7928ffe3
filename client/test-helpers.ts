// Helpers for the client's unit tests (imported by tests only, so never in the page script).

/** Resolves once the tasks `afterPaint` (core.ts) queued at start have all run. */
export function painted(win: Window = window): Promise<void> {
  return new Promise((resolve) =>
    win.requestAnimationFrame(() => win.setTimeout(() => win.setTimeout(resolve, 20), 0)),
  )
}
