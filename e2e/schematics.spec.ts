// The app-screen schematics (components/mdx/screen.tsx) as a reader meets them: at the guide's add and
// connect steps, inside the column at a phone's width and a desktop's, every ringed control whole inside
// its frame, in the page's language, named for assistive technology by the steps in words.
import { findLabel, labelText } from '@/lib/labels'
import type { Locale } from '@/lib/i18n/config'

import { expect, test } from './fixtures'
import { inLocale } from './routes'

const cases: { path: string; app: 'v2rayng' | 'v2rayn' | 'clashx-meta'; marks: string[][] }[] = [
  // A phone screen with a menu open, then the main screen.
  {
    path: '/android/v2rayNG',
    app: 'v2rayng',
    marks: [['import.menu', 'import.clipboard'], ['main.start']],
  },
  // A desktop window, drawn smaller in a phone's column.
  {
    path: '/windows/v2rayn',
    app: 'v2rayn',
    marks: [['servers.menu', 'servers.importClipboard'], ['status.systemProxy']],
  },
  // A Mac's menu-bar menu and an alert.
  {
    path: '/macos/clashxmeta',
    app: 'clashx-meta',
    marks: [
      ['add.url', 'add.ok'],
      ['menu.proxyMode', 'menu.systemProxy'],
    ],
  },
]

for (const locale of ['ru', 'en'] as Locale[])
  for (const { path, app, marks } of cases)
    test(`${inLocale(locale, path)}: the schematics of the add and connect steps fit, ring whole controls and say the steps`, async ({
      page,
    }) => {
      await page.goto(inLocale(locale, path))
      const figures = page.locator('figure.screen')
      await expect(figures).toHaveCount(marks.length)
      const column = (await page.locator('article').boundingBox())!
      for (const [i, expected] of marks.entries()) {
        const figure = figures.nth(i)
        await figure.scrollIntoViewIfNeeded()
        await expect(figure).toBeVisible()
        const frame = (await figure.locator('.screen__frame').boundingBox())!
        expect(frame.x, 'inside the column').toBeGreaterThanOrEqual(column.x - 1)
        expect(frame.x + frame.width, 'inside the column').toBeLessThanOrEqual(
          column.x + column.width + 1,
        )
        const img = figure.getByRole('img')
        const alt = (await img.getAttribute('aria-label'))!
        const ringed = figure.locator('.screen__control--marked')
        await expect(ringed).toHaveCount(expected.length)
        for (const [n, mark] of expected.entries()) {
          const control = ringed.nth(n)
          await expect(control).toHaveAttribute('data-step', String(n + 1))
          // Whole inside its frame: a ring cut off by the frame's edge hides what to tap.
          const box = (await control.boundingBox())!
          expect(box.x, mark).toBeGreaterThanOrEqual(frame.x)
          expect(box.y, mark).toBeGreaterThanOrEqual(frame.y)
          expect(box.x + box.width, mark).toBeLessThanOrEqual(frame.x + frame.width)
          expect(box.y + box.height, mark).toBeLessThanOrEqual(frame.y + frame.height)
          const label = findLabel(app, mark)
          if (!label) continue // an icon's own id: the alt names the icon
          const { text } = labelText(label, locale)
          expect(alt, `alt names ${mark}`).toContain(text)
          // The picture's own text is the label in the page's language (or the app's, where it has none).
          if (!(await control.locator('svg').count()) || (await control.textContent())!.trim())
            await expect(control).toContainText(text)
        }
      }
    })
