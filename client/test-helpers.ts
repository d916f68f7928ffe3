// Helpers for the client's unit tests (imported by tests only, so never in the page script).

/**
 * Resolves once the inits `start` (core.ts) left to later tasks have run: each slice of them is a task of
 * its own (`inSlices`), and a test's few behaviours fit in one or two.
 */
export async function started(win: Window = window): Promise<void> {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => win.setTimeout(resolve, 0))
}

/** Resolves once the tasks `afterPaint` (core.ts) queued after start-up have all run. */
export async function painted(win: Window = window): Promise<void> {
  await started(win)
  return new Promise((resolve) =>
    win.requestAnimationFrame(() => win.setTimeout(() => win.setTimeout(resolve, 20), 0)),
  )
}
