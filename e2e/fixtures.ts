import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type ViewportSize,
} from '@playwright/test'

import { isMobileWidth } from '@/lib/design-tokens'

/** Records a page's console errors and uncaught exceptions in `errors` until `stop()`. */
export function recordErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  }
  const onError = (error: Error) => errors.push(String(error))
  page.on('console', onConsole)
  page.on('pageerror', onError)
  return {
    errors,
    stop: () => {
      page.off('console', onConsole)
      page.off('pageerror', onError)
    },
  }
}

/** A page that records console errors and uncaught exceptions; tests assert the list is empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const { errors, stop } = recordErrors(page)
    await provide(errors)
    stop()
  },
})

export { expect }

export const isMobile = (page: Page) => isMobileWidth(page.viewportSize()?.width ?? 1280)

/** Whether the project's viewport is a phone's: the `viewport` option, read before any page opens. */
const phoneProject = (viewport: ViewportSize | null) => isMobileWidth(viewport?.width ?? 1280)

/**
 * Declares tests that only the phone project runs; the desktop project skips them before it opens a page
 * (a `test.skip(!isMobile(page))` in the test's body costs a new context and page first). `tests` declares
 * them as usual; their titles stay as they are.
 */
export function phoneOnly(reason: string, tests: () => void) {
  test.describe(() => {
    test.skip(({ viewport }) => !phoneProject(viewport), reason)
    tests()
  })
}

/** Declares tests that only the desktop project runs (see `phoneOnly`). */
export function desktopOnly(reason: string, tests: () => void) {
  test.describe(() => {
    test.skip(({ viewport }) => phoneProject(viewport), reason)
    tests()
  })
}
