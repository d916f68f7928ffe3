import { en } from './routes'
import { expect, test } from './fixtures'

// Each route's page in both locales at both widths: pages.spec.ts.

test('the Russian tag page answers at its percent-encoded URL', async ({ page }) => {
  const response = await page.goto('/tags/%D1%83%D1%81%D1%82%D0%B0%D0%BD%D0%BE%D0%B2%D0%BA%D0%B0')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toContainText('установка')
})

test('the tag pages list their pages with counts in both locales', async ({ page }) => {
  await page.goto(en('/tags'))
  const stash = page.locator('.tag-list li', { hasText: 'stash' })
  await expect(stash).toContainText('2 pages')
  await stash.getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/tags\/stash$/)
  await expect(page.locator('.tag-docs li')).toHaveCount(2)
  await page.goto('/tags/ios')
  await expect(page.locator('.tag-docs li')).toHaveCount(5)
})

test('sitemap.xml and robots.txt list both locales', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('https://docs.example.com/android/happ')
  expect(sitemap).toContain('https://docs.example.com/en/android/happ')
  expect(sitemap).toContain('hreflang="x-default"')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: https://docs.example.com/sitemap.xml')
})
