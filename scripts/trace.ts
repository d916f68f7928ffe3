// The long tasks after the first paint of some pages at a slowed-down CPU (scripts/bench/long-tasks.ts), alone:
//   node scripts/run.mjs scripts/trace.ts [out-dir] [--slowdown 4,6] [--runs 3] [--pages /,/faq]
import { parseArgs } from 'node:util'

import { longTasksAfterFcp } from './bench/long-tasks'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    slowdown: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/android/happ,/en/android/happ,/faq' },
  },
})
const out = positionals[0] ?? 'out'
const slowdowns = values.slowdown.split(',').map(Number)
const runs = Number(values.runs)
const paths = values.pages.split(',')
await longTasksAfterFcp(out, Object.fromEntries(paths.map((p) => [p, p])), slowdowns, runs)
