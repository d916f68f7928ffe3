// What decides Lighthouse's simulated FCP, LCP and TBT for one saved run: every request and main-thread task
// in each metric's graph, with the start and end the simulation (Lantern: slow 4G, CPU 4x, a task with
// layout 2x) gave it. The metric is when the last of them ends; so the node printed last is the one to cut.
//   npx lighthouse <url> --only-categories=performance --save-assets --output=json --output-path=/tmp/r.json
//   node scripts/run.mjs scripts/lantern.ts /tmp/r.json
// It reads /tmp/r-0.trace.json and /tmp/r-0.devtoolslog.json beside the report. Uses Lighthouse's own
// computed metrics (lighthouse/core/computed/metrics), the code that scored the run.
import { readFileSync } from 'node:fs'

import * as constants from 'lighthouse/core/config/constants.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { Metrics, type Graph, type Simulation } from 'lighthouse/core/lib/lantern/lantern.js'

const report = process.argv[2]
if (!report?.endsWith('.json')) {
  console.error(
    'usage: node scripts/run.mjs scripts/lantern.ts <lighthouse report .json saved with --save-assets>',
  )
  process.exit(1)
}
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const url = json(report).finalDisplayedUrl as string
const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate' }
const data = {
  trace: json(report.replace(/\.json$/, '-0.trace.json')),
  devtoolsLog: json(report.replace(/\.json$/, '-0.devtoolslog.json')),
  gatherContext: { gatherMode: 'navigation' as const },
  settings,
  simulator: null,
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  SourceMaps: [],
}
const context = { computedCache: new Map(), settings }

function describe(node: Graph.Node, first: number): string {
  if (node.type === 'network') {
    const { url, priority, transferSize } = node.request
    return `request ${priority} ${transferSize} B ${url}`
  }
  const kinds = ['ParseHTML', 'Layout', 'Paint', 'EvaluateScript', 'v8.evaluateModule'].filter(
    (name) => node.childEvents.some((e) => e.name === name),
  )
  const at = ((node.startTime - first) / 1000).toFixed(0)
  return `task observed at +${at} ms, ${(node.duration / 1000).toFixed(1)} ms: ${kinds.join(' ') || 'other'}`
}

function print(label: string, estimate: Simulation.Result) {
  console.log(`${label}: ${Math.round(estimate.timeInMs)} ms`)
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime)
  const first = Math.min(...rows.map(([node]) => node.startTime))
  for (const [node, timing] of rows)
    console.log(
      `  ${timing.startTime.toFixed(0).padStart(6)} → ${timing.endTime.toFixed(0).padStart(6)}  ${describe(node, first)}`,
    )
}

const fcp = await LanternFirstContentfulPaint.request(data, context)
print('FCP, optimistic graph', fcp.optimisticEstimate)
print('FCP, pessimistic graph', fcp.pessimisticEstimate)
const lcp = await LanternLargestContentfulPaint.request(data, context)
print('LCP, optimistic graph', lcp.optimisticEstimate)
print('LCP, pessimistic graph', lcp.pessimisticEstimate)
const tbt = await LanternTotalBlockingTime.request(data, context)
/**
 * The tasks TBT counts in one of its graphs (the whole page's): those of 50 ms or more, simulated, that end
 * after FCP, and what each adds (Lighthouse's own rule; not clipped at TTI here). TBT takes the other graph's FCP.
 */
function printBlocking(label: string, estimate: Simulation.Result, fcpMs: number) {
  console.log(
    `TBT, ${label} graph (after FCP ${Math.round(fcpMs)} ms): ${Math.round(estimate.timeInMs)} ms`,
  )
  const rows = [...estimate.nodeTimings].filter(
    ([node, timing]) => node.type === 'cpu' && timing.duration >= 50 && timing.endTime > fcpMs,
  )
  const first = Math.min(...[...estimate.nodeTimings.keys()].map((node) => node.startTime))
  for (const [node, timing] of rows.sort((a, b) => a[1].startTime - b[1].startTime)) {
    const blocking = Metrics.TBTUtils.calculateTbtImpactForEvent(
      { start: timing.startTime, end: timing.endTime, duration: timing.duration },
      fcpMs,
      Infinity,
    )
    console.log(
      `  ${timing.startTime.toFixed(0).padStart(6)} → ${timing.endTime.toFixed(0).padStart(6)}  +${blocking.toFixed(0)} ms  ${describe(node, first)}`,
    )
  }
}
printBlocking('optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs)
printBlocking('pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs)
console.log(
  `FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms, TBT ${Math.round(tbt.timing)} ms (each the mean of its two graphs)`,
)
