import { expect, test } from './fixtures'
import { en } from './routes'

test('an unknown path shows the Russian not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  await expect(page.getByText('сообщите владельцу сайта')).toBeVisible()
})

test('an unknown path under /en/ shows the English not-found page with status 404', async ({
  page,
}) => {
  const response = await page.goto(en('/no/such/page'))
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByText('let them know their link is broken')).toBeVisible()
  await expect(page.getByText('Страница не найдена')).toBeHidden()
  await expect(page).toHaveTitle(/^Page Not Found/)
})

test('a host that serves one 404.html for every path still shows English under /en/', async ({
  page,
}) => {
  const html = await (await page.request.get('/404.html')).text()
  await page.route('**/en/missing-page', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: html }),
  )
  await page.goto(en('/missing-page'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('Страница не найдена')).toBeHidden()
})
