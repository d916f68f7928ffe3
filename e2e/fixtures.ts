import { test as base, expect, type Page } from '@playwright/test'

/** A page that records console errors and uncaught exceptions; tests assert the list is empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    await provide(errors)
  },
})

export { expect }

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 996
