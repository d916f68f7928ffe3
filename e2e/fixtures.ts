import { readFileSync } from 'node:fs'

import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type ViewportSize,
} from '@playwright/test'

import { isMobileWidth } from '@/lib/design-tokens'
import { siteConfig } from '@/lib/site-config'

/** The chat server of the site config: no test may reach it. */
export const CHAT_ORIGIN = 'https://chat.example.com'
export const fakeChatSdk = readFileSync(
  new URL('./fixtures/chatwoot-sdk.js', import.meta.url),
  'utf8',
)

/** What the fake status feed says (Statuspage's `status.json`), unless a test answers it otherwise. */
export const fakeStatus = { status: { indicator: 'none', description: 'All Systems Operational' } }

/**
 * Keeps a context on 127.0.0.1: the chat SDK and the status feed (`siteConfig.statusFeed`) are answered
 * by local fakes, anything else off the machine is aborted.
 */
export async function keepLocal(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = route.request().url()
      if (url.startsWith(`${CHAT_ORIGIN}/packs/js/sdk.js`))
        return route.fulfill({ contentType: 'text/javascript', body: fakeChatSdk })
      if (url === siteConfig.statusFeed)
        return route.fulfill({
          json: fakeStatus,
          headers: { 'Access-Control-Allow-Origin': '*' },
        })
      return route.abort('blockedbyclient')
    },
  )
}

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
  context: async ({ context }, provide) => {
    await keepLocal(context)
    await provide(context)
  },
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
