// Pictures of the app-screen schematics (components/mdx/screen.tsx) for a reviewer who does not build: four
// guides (Android, iOS, Windows, a Mac's menu bar), at 375 px and 1280 px, in the dark and the light colour
// mode, written to docs/schematics/ with an index, docs/schematics.md. Run after `npm run build`:
//   node scripts/run.mjs scripts/schematic-shots.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { locales } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'

import { chromiumArgs, chromiumPath } from '../e2e/browser'

import { repoRoot, startTestServer } from './lib/test-server'

/** The guides pictured: one of each kind of frame a reader meets most. */
export const pictured = [
  '/android/v2rayNG',
  '/ios/karing',
  '/windows/v2rayn',
  '/macos/clashxmeta',
] as const
const widths = [375, 1280] as const
const themes = ['dark', 'light'] as const

const root = repoRoot()
const dir = path.join(root, 'docs', 'schematics')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const server = await startTestServer(path.join(root, 'out'))
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const rows: string[] = []
try {
  for (const guide of pictured)
    for (const locale of locales)
      for (const width of widths)
        for (const theme of themes) {
          const page = await browser.newPage({ viewport: { width, height: 900 } })
          await page.goto(`${server.origin}${localizedPath(locale, guide)}`)
          await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
          const figures = page.locator('figure.screen')
          const count = await figures.count()
          if (count === 0) throw new Error(`${guide} (${locale}): no schematic`)
          for (let i = 0; i < count; i++) {
            const figure = figures.nth(i)
            await figure.scrollIntoViewIfNeeded()
            const name = `${guide.slice(1).replace(/\//g, '-').toLowerCase()}-${locale}-${width}-${theme}-${i + 1}.png`
            await figure.screenshot({ path: path.join(dir, name) })
            const alt = (await figure.locator('[role="img"]').getAttribute('aria-label')) ?? ''
            rows.push(
              `| \`${localizedPath(locale, guide)}\` | ${width} px | ${theme} | ![${alt}](schematics/${name}) |`,
            )
          }
          await page.close()
        }
} finally {
  await browser.close()
  await server.stop()
}
writeFileSync(
  path.join(root, 'docs', 'schematics.md'),
  [
    '# App-screen schematics',
    '',
    'Written by `node scripts/run.mjs scripts/schematic-shots.ts` after `npm run build`: the schematics of',
    `${pictured.length} guides as a reader sees them, at a phone’s and a desktop’s width, in both colour modes. Each`,
    'image’s alt text is the alt text the page gives the schematic. The data they are drawn from is in',
    '`lib/screens/`; every app guide draws its add and connect steps (tests/guide-screens.test.ts).',
    '',
    '| page | width | mode | schematic |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
)
console.log(`schematics: ${rows.length} pictures in docs/schematics/`)
