// Lighthouse (mobile and desktop presets) against the built site served by scripts/serve.ts with gzip, each
// page in a fresh headless Chromium; every metric is the median of the runs.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { chromiumArgs, chromiumPath } from '../lib/chromium'
import { startTestServer } from '../lib/test-server'
import { median } from './figures'

export type Preset = 'mobile' | 'desktop'

export interface LighthouseResult {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  runs: number
  /** Runtime errors of failed runs (their metrics are NaN and left out of the medians). */
  errors: string[]
}

type Sample = Omit<LighthouseResult, 'runs' | 'errors'>

/** Lighthouse's own presets: its default config is mobile; desktop-config.js is its desktop preset. */
const presets = { mobile: undefined, desktop: desktopConfig } as const

/** Runs Lighthouse `runs` times on every page with both presets; results keyed `<preset> <page>`. */
export async function lighthouseRuns(
  out: string,
  pages: Record<string, string>,
  runs: number,
): Promise<Record<string, LighthouseResult>> {
  const server = await startTestServer(out)
  const flags = ['--headless=new', ...chromiumArgs]
  const report: Record<string, LighthouseResult> = {}
  try {
    for (const preset of Object.keys(presets) as Preset[]) {
      for (const [name, url] of Object.entries(pages)) {
        const samples: Sample[] = []
        const errors: string[] = []
        for (let i = 0; i < runs; i++) {
          const chrome = await chromeLauncher.launch({
            chromePath: chromiumPath(),
            chromeFlags: flags,
          })
          try {
            const result = await lighthouse(
              `${server.origin}${url}`,
              { port: chrome.port, logLevel: 'error', output: 'json' },
              presets[preset],
            )
            if (!result) throw new Error('Lighthouse returned no result')
            const { lhr } = result
            // A failed run has null scores and missing metrics: NaN, never a good figure.
            const score = (id: string) => {
              const s = lhr.categories[id]?.score
              return s == null ? NaN : Math.round(s * 100)
            }
            const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
            if (lhr.runtimeError) errors.push(lhr.runtimeError.message)
            samples.push({
              performance: score('performance'),
              accessibility: score('accessibility'),
              bestPractices: score('best-practices'),
              seo: score('seo'),
              fcpMs: metric('first-contentful-paint'),
              lcpMs: metric('largest-contentful-paint'),
              tbtMs: metric('total-blocking-time'),
              cls: metric('cumulative-layout-shift'),
            })
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error))
          } finally {
            chrome.kill()
          }
        }
        const of = (key: keyof Sample) => median(samples.map((s) => s[key]))
        const key = `${preset} ${name}`
        report[key] = {
          performance: of('performance'),
          accessibility: of('accessibility'),
          bestPractices: of('bestPractices'),
          seo: of('seo'),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          runs,
          errors,
        }
        const r = report[key]
        console.log(
          `  ${key}: performance ${r.performance}, TBT ${Math.round(r.tbtMs)} ms, LCP ${Math.round(r.lcpMs)} ms${errors.length ? `, ${errors.length} failed` : ''}`,
        )
      }
    }
  } finally {
    await server.stop()
  }
  return report
}
