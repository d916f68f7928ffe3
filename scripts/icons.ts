// Renders the PNG icons from the SVG sources with Chromium (run by hand after changing an SVG; the PNGs are
// committed): public/icon.svg → 192, 512 and the 180 px apple-touch-icon; public/icon-maskable.svg → 512 maskable.
// Run: node scripts/run.mjs scripts/icons.ts
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './lib/chromium'

const jobs: [source: string, target: string, size: number][] = [
  ['public/icon.svg', 'public/icons/icon-192.png', 192],
  ['public/icon.svg', 'public/icons/icon-512.png', 512],
  ['public/icon.svg', 'public/icons/apple-touch-icon.png', 180],
  ['public/icon-maskable.svg', 'public/icons/icon-maskable-512.png', 512],
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] })
for (const [source, target, size] of jobs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  const svg = await readFile(source, 'utf8')
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  )
  await page.screenshot({ path: path.resolve(target), omitBackground: true })
  await page.close()
  console.log(`${target} ${size}×${size}`)
}
await browser.close()
