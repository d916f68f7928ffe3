// Takes the screenshots of this site's own pages that the content shows as figures, in headless Chromium on
// a phone (375 CSS px, 2×), from the built site (npm run build first) served by the test server. Each is
// written beside the Russian page that shows it, with its English variant as `<name>.en.png` (the English
// page picks it: lib/images/refs.ts). Run it again after a change to what they show, and commit the PNGs:
//   node scripts/run.mjs scripts/screenshots.ts
import path from 'node:path'

import { chromium, devices } from '@playwright/test'

import { CONTENT_DIR } from '@/lib/source/files'
import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { localeVariant } from '@/lib/images/refs'

import { chromiumArgs, chromiumPath } from './lib/chromium'
import { startTestServer } from './lib/test-server'

interface Shot {
  /** The file beside the Russian page, relative to `content/`; the English one is its `.en` variant. */
  file: string
  /** The locale-free page path, with a fragment if the page needs one. */
  path: string
  /** The element to capture. */
  selector: string
  /** An element inside it whose bottom ends the capture, when the whole would be too tall a figure. */
  until?: string
  /** An element that shows once the page shows what the figure is about. */
  ready: string
}

/** An example subscription (example.com), as the bot's personal links carry it (README). */
const subscription = encodeURIComponent('https://sub.example.com/api/sub/AbC123?format=raw')

const shots: Shot[] = [
  {
    // The device chooser, with the phone's own card recognised and first.
    file: 'ru/faq/device-chooser.png',
    path: '/install',
    selector: '.device-cards',
    until: '.device-card:nth-child(3)',
    ready: '.device-card__badge',
  },
  {
    // A guide opened from the bot's personal link: the reader's own import button.
    file: 'ru/faq/one-tap.png',
    path: `/android/happ#sub=${subscription}`,
    selector: '.one-tap',
    ready: '.one-tap a[href^="happ://"]',
  },
]

const server = await startTestServer('out')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
try {
  for (const locale of locales) {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 375, height: 800 },
      deviceScaleFactor: 2,
      colorScheme: 'dark',
      locale,
      // The worker's popups and caches have no place in a screenshot.
      serviceWorkers: 'block',
    })
    for (const shot of shots) {
      const page = await context.newPage()
      await page.goto(`${server.origin}${localizedPath(locale, shot.path)}`)
      await page.locator(shot.ready).first().waitFor({ state: 'visible' })
      const element = page.locator(shot.selector).first()
      await element.scrollIntoViewIfNeeded()
      const file = path.join(
        CONTENT_DIR,
        locale === 'ru' ? shot.file : localeVariant(shot.file, locale),
      )
      // Animations off and the caret hidden, so a run repeats the same pixels; Playwright makes the folder.
      const options = { path: file, animations: 'disabled', caret: 'hide' } as const
      if (shot.until) {
        const box = (await element.boundingBox())!
        const end = (await element.locator(shot.until).boundingBox())!
        await page.screenshot({ ...options, clip: { ...box, height: end.y + end.height - box.y } })
      } else {
        await element.screenshot(options)
      }
      console.log(`${file}: ${localizedPath(locale, shot.path.split('#')[0]!)} ${shot.selector}`)
      await page.close()
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
