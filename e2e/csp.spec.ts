import { localizedPath } from '@/lib/i18n/paths'

import { en } from './routes'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Records the page's policy violations from its first script on; the returned function reads them. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
}

// One page of each type, in both languages, plus the not-found pages.
const pages = [
  '/',
  '/install',
  '/faq',
  '/guides',
  '/android',
  '/android/happ',
  '/tags',
  '/tags/ios',
  '/legal/privacy-policy',
].flatMap((p) => [p, en(p)])

for (const url of [...pages, '/no/such/page', en('/no/such/page')]) {
  test(`${url} runs under its content security policy without a violation`, async ({
    page,
    consoleErrors,
  }) => {
    const violations = await watchViolations(page)
    await page.goto(url)
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    const scriptSrc = policy!.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).toMatch(/'sha256-/)
    expect(policy).not.toContain('unsafe-eval')
    expect(scriptSrc).not.toContain('unsafe-inline')
    await page.waitForLoadState('networkidle')
    // Interact: the chat loads (from the local fake), pointing at a link prefetches its page.
    await page.mouse.move(10, 10)
    await page.keyboard.press('Tab')
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
    // The not-found pages answer with status 404, which Chromium logs as a failed load.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })
}

test('following a link, with its prefetch, stays within the policy', async ({
  page,
  consoleErrors,
}) => {
  const violations = await watchViolations(page)
  const guide = localizedPath('en', '/android/happ')
  await page.goto(en('/guides'))
  const link = page.locator(`main a[href="${guide}"]`).first()
  await link.hover()
  await expect(page.locator(`link[rel="prefetch"][href$="${guide}"]`)).toHaveCount(1)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${guide}$`))
  await expect(page.locator('h1')).toContainText('Happ')
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
  expect(consoleErrors).toEqual([])
})
