// Lighthouse on one page in a fresh headless Chromium, two ways: 'simulate', its mobile preset as it scores
// (Lantern's simulated slow 4G and 4× CPU, as ../shared/anchors/starlight/compare.sh runs it); or a number,
// the CPU slowed down that many times for real by DevTools (throttlingMethod 'devtools', no network
// throttling), read through its own audits: first-contentful-paint, long-tasks, mainthread-work-breakdown.
// https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Result } from 'lighthouse'

import { chromiumArgs, chromiumPath } from '../lib/chromium'

export type Throttling = 'simulate' | number
type LongTask = { startTime: number; duration: number }

/** The mobile preset, performance only; with a slowdown, DevTools' throttling of the CPU alone. */
const config = (throttling: Throttling): Config => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    ...(throttling === 'simulate'
      ? {}
      : {
          throttlingMethod: 'devtools',
          throttling: {
            cpuSlowdownMultiplier: throttling,
            requestLatencyMs: 0,
            downloadThroughputKbps: 0,
            uploadThroughputKbps: 0,
          },
          // Idle work (the status feed, the service worker, requestIdleCallback) lands after the load event.
          pauseAfterLoadMs: 6000,
        }),
  },
})

/** One run of `url`; a run Lighthouse could not finish is an Error. */
export async function lighthouseRun(url: string, throttling: Throttling): Promise<Result | Error> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const flags = { port: chrome.port, logLevel: 'error' } as const
    const result = await lighthouse(url, flags, config(throttling))
    if (!result) return new Error('Lighthouse returned no result')
    return result.lhr.runtimeError ? new Error(result.lhr.runtimeError.message) : result.lhr
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  } finally {
    chrome.kill()
  }
}

/** What a run measured, in milliseconds (bytes for `bytes`); NaN where it failed. */
export interface Sample {
  performance: number
  fcp: number
  lcp: number
  tbt: number
  bytes: number
  /** The longest task that starts after the first contentful paint; 0 when none is 50 ms or more. */
  longestAfterFcp: number
  /**
   * The first paint and the load event as the unthrottled load showed them (Lighthouse's `metrics`).
   * The simulated LCP counts every request (low-priority images aside) that ended before the observed
   * paint: a page that paints after its load event has the browser's icon requests in it.
   */
  observedFcp: number
  observedLoad: number
  /** Main-thread time, whole load, by Lighthouse's task group label (`Style & Layout` …). */
  work: Record<string, number>
  error?: string
  /** Chromium's major version (its user agent has no more), Lighthouse's and its benchmark index. */
  environment?: string
}

/** A run's figures, read from Lighthouse's result. */
export function sampleOf(lhr: Result | Error): Sample {
  const failed = lhr instanceof Error
  const audit = (id: string) => (failed ? undefined : lhr.audits[id])
  const metric = (id: string) => audit(id)?.numericValue ?? NaN
  const score = failed ? null : lhr.categories.performance?.score
  const fcp = metric('first-contentful-paint')
  // Every long task, not only the 20 longest the audit's table lists: ms from navigation, and ms.
  const details = audit('long-tasks')?.details as { debugData?: { tasks?: LongTask[] } } | undefined
  const after = details?.debugData?.tasks?.filter((task) => task.startTime >= fcp)
  const observed = (
    audit('metrics')?.details as
      { items?: { observedFirstContentfulPaint?: number; observedLoad?: number }[] } | undefined
  )?.items?.[0]
  const work = (
    audit('mainthread-work-breakdown')?.details as
      { items?: { groupLabel: string; duration: number }[] } | undefined
  )?.items
  return {
    performance: score == null ? NaN : score * 100,
    fcp,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    bytes: metric('total-byte-weight'),
    longestAfterFcp: after ? Math.max(0, ...after.map((task) => task.duration)) : NaN,
    observedFcp: observed?.observedFirstContentfulPaint ?? NaN,
    observedLoad: observed?.observedLoad ?? NaN,
    work: Object.fromEntries((work ?? []).map((w) => [w.groupLabel, w.duration])),
    error: failed ? lhr.message : undefined,
    environment: failed
      ? undefined
      : `Chromium ${/Chrome\/(\d+)/.exec(lhr.environment.hostUserAgent)?.[1]}, Lighthouse ${lhr.lighthouseVersion}, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  }
}
