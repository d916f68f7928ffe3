import AxeBuilder from '@axe-core/playwright'

import { locales } from '@/lib/i18n/config'

import { inLocale, routes } from './routes'
import { expect, test } from './fixtures'

// Every route in both locales, at the project's width (375 px and 1280 px), in the shipped dark mode.
for (const route of routes) {
  for (const url of locales.map((locale) => inLocale(locale, route))) {
    test(`no serious or critical axe violations on ${url}`, async ({ page }) => {
      await page.goto(encodeURI(url))
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      // axe's defaults leave out WCAG 2.2's target size (24 px or spacing): phones are our readers.
      const { violations } = await new AxeBuilder({ page })
        .options({ rules: { 'target-size': { enabled: true } } })
        .analyze()
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        )
      expect(serious).toEqual([])
    })
  }
}
