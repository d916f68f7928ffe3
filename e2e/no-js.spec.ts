import { expect, test } from './fixtures'
import { en } from './routes'

// The guide text, headings, links and navigation render from the HTML alone.
test.use({ javaScriptEnabled: false })

for (const url of [
  '/',
  '/android/happ',
  en('/ios/stash'),
  '/faq',
  en('/guides'),
  '/tags/ios',
  en('/install'),
]) {
  test(`${url} is readable without JavaScript`, async ({ page }) => {
    await page.goto(encodeURI(url))
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('#main')).not.toBeEmpty()
    await expect(page.locator('footer.footer a').first()).toBeVisible()
    const text = await page.locator('#main').innerText()
    expect(text.length).toBeGreaterThan(200)
    if (url !== '/' && url !== en('/install')) {
      expect(await page.locator('#site-menu a[href]').count()).toBeGreaterThan(10)
    }
  })
}

test('a guide keeps its steps, headings and links without JavaScript', async ({ page }) => {
  await page.goto('/android/v2rayNG')
  for (const id of [
    'requirements',
    'install',
    'add-subscription',
    'connect',
    'check',
    'update',
    'routing',
    'troubleshooting',
  ]) {
    await expect(page.locator(`h2#${id}`)).toBeAttached()
  }
  await expect(page.locator('.store-buttons a').first()).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  )
  await expect(page.locator('.pager__link--next')).toHaveAttribute('href', /.+/)
})
