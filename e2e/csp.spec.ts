import { en } from './routes'
import { expect, test } from './fixtures'

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

for (const url of [...pages, '/no/such/page', '/en/no/such/page']) {
  test(`${url} runs under its content security policy without a violation`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __csp: string[] }).__csp = seen
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    await page.goto(url)
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    const scriptSrc = policy!.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).toMatch(/'sha256-/)
    expect(policy).not.toContain('unsafe-eval')
    expect(scriptSrc).not.toContain('unsafe-inline')
    await page.waitForLoadState('networkidle')
    // Interact: the chat loads (from the local fake), client navigation fetches a payload.
    await page.mouse.move(10, 10)
    await page.keyboard.press('Tab')
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
    // The not-found pages answer with status 404, which Chromium logs as a failed load.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })
}

test('a client-side navigation stays within the policy', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  await page.goto('/en/guides')
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  await page.locator('main a[href="/en/android/happ"]').first().click()
  await expect(page).toHaveURL(/\/en\/android\/happ$/)
  await expect(page.locator('h1')).toContainText('Happ')
  // Still the same document: the navigation ran in the client.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
  expect(consoleErrors).toEqual([])
})
