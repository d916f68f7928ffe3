import type { Page, Request } from '@playwright/test'

import { siteConfig } from '@/lib/site-config'

import { CHAT_ORIGIN, expect, test } from './fixtures'
import { en } from './routes'

// The chat server is answered by the local fake SDK (fixtures.ts): nothing leaves 127.0.0.1.
const SDK = `${CHAT_ORIGIN}/packs/js/sdk.js`

interface ChatRun {
  options: unknown
  settings: unknown
}

/** Holds requestIdleCallback callbacks until the test releases them: "idle" is under test control. */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = []
    Object.assign(window, {
      __idle: held,
      requestIdleCallback: (callback: IdleRequestCallback) => held.push(callback),
      cancelIdleCallback: () => {},
    })
  })
}

const releaseIdle = (page: Page) =>
  page.evaluate(() => {
    const held = (window as unknown as { __idle: IdleRequestCallback[] }).__idle
    held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }))
  })

const sdkRequests = (page: Page) => {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(CHAT_ORIGIN)) seen.push(request)
  })
  return seen
}

const runs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chatRuns?: ChatRun[] }).__chatRuns ?? [])

for (const [url, launcherTitle] of [
  ['/android/happ', 'Есть вопросы?'],
  [en('/android/happ'), 'Have questions?'],
] as const) {
  test(`${url}: the chat SDK loads only once the page is idle, with the configured settings`, async ({
    page,
    consoleErrors,
  }) => {
    await holdIdle(page)
    const requests = sdkRequests(page)
    const offMachine: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).hostname !== '127.0.0.1') offMachine.push(r.url())
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    // Loaded, no interaction, not idle yet: nothing of the chat. (The chat and the worker's
    // registration both wait for idle: core.ts `whenSettled`.)
    expect(
      await page.evaluate(() => (window as unknown as { __idle: unknown[] }).__idle.length),
    ).toBeGreaterThan(0)
    expect(requests).toEqual([])
    expect(await page.evaluate(() => 'chatwootSettings' in window)).toBe(false)

    await releaseIdle(page)
    await expect.poll(() => runs(page)).toHaveLength(1)
    expect(requests.map((r) => r.url())).toEqual([SDK])
    expect((await runs(page))[0]).toEqual({
      options: { websiteToken: siteConfig.chat.websiteToken, baseUrl: CHAT_ORIGIN },
      settings: {
        position: 'left',
        type: 'expanded_bubble',
        useBrowserLanguage: true,
        launcherTitle,
      },
    })
    await expect(page.locator('.fake-chat-bubble')).toHaveText(launcherTitle)
    // The only request off this machine was the SDK, answered locally by the route, beside the status feed
    // the notice reads once the page is idle (answered by the fixture's route too).
    expect(offMachine.filter((u) => u !== siteConfig.statusFeed)).toEqual([SDK])
    expect(consoleErrors).toEqual([])
  })
}

test('the first interaction loads the chat before the page is idle', async ({ page }) => {
  await holdIdle(page)
  const requests = sdkRequests(page)
  await page.goto(en('/faq'))
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  await page.keyboard.press('Tab')
  await expect.poll(() => runs(page)).toHaveLength(1)
  expect(requests).toHaveLength(1)
})

test('offline, the chat waits for the connection to come back', async ({ page, context }) => {
  await holdIdle(page)
  const requests = sdkRequests(page)
  await page.goto(en('/faq'))
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await releaseIdle(page)
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('script[data-chat-sdk]'))).toBeNull()
  expect(requests).toEqual([])
  await context.setOffline(false)
  await expect.poll(() => runs(page)).toHaveLength(1)
  expect(requests).toHaveLength(1)
})

test('the not-found page has no chat', async ({ page }) => {
  const requests = sdkRequests(page)
  await page.goto('/no/such/page')
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('Tab')
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
})
