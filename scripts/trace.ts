// The long tasks after the first paint of some pages at a slowed-down CPU (scripts/bench/long-tasks.ts), alone:
//   node scripts/run.mjs scripts/trace.ts [out-dir] [--slowdown 4,6] [--runs 3] [--pages /,/faq]
import { longTasksAfterFcp } from './bench/long-tasks'

const arg = (flag: string) =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined
const out = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'out'
const slowdowns = (arg('--slowdown') ?? '4').split(',').map(Number)
const runs = Number(arg('--runs') ?? 3)
const paths = (arg('--pages') ?? '/,/android/happ,/en/android/happ,/faq').split(',')
await longTasksAfterFcp(out, Object.fromEntries(paths.map((p) => [p, p])), slowdowns, runs)
