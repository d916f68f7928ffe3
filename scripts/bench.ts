// `npm run bench`: measures what decides, prints it and writes docs/figures.md:
// - budgets: every byte budget's largest value (the rows `npm run budgets` fails on: scripts/check-budgets.ts);
// - starlight: Lighthouse's mobile preset on the sampled pages, ours beside the Starlight anchor's same routes in
//   the same run, as ../shared/anchors/starlight/compare.sh compares them;
// - slow-cpu: the same pages with the CPU slowed down 4× and 6× (--cpu 4: 4× only) by DevTools: the first and
//   the largest paint, the longest task after them, the blocking time and the main thread's work, ours beside
//   Starlight's.
// Timings assert nothing: medians of 3 runs (--runs N; 1 with --quick). --before <dir>: an export before a
// change (main's out/, copied), a third site in the same run. --drop-header <A,B>: ours again, through a proxy
// that removes those response headers (scripts/bench/header-filter.ts), to measure what a header costs.
//   node scripts/run.mjs scripts/bench.ts [--quick] [--runs N] [--cpu 4,6] [--only budgets|starlight|slow-cpu]
//     [--before <dir>] [--drop-header Cross-Origin-Opener-Policy]
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import { localizedPath } from '@/lib/i18n/paths'

import {
  columns,
  figuresMarkdown,
  formatValue as show,
  markdownTable,
  median,
  withSection,
  writeFigures,
  type FiguresSection,
} from './bench/figures'
import { headerNames, startHeaderFilter } from './bench/header-filter'
import { lighthouseRun, sampleOf, type Sample, type Throttling } from './bench/lighthouse'
import { budgetSection } from './check-budgets'
import { freePort, startTestServer } from './lib/test-server'

const string = { type: 'string' } as const
const options = {
  quick: { type: 'boolean' },
  only: string,
  before: string,
  runs: string,
  cpu: string,
  'drop-header': string,
} as const
const { quick, only, before, 'drop-header': dropHeader, ...values } = parseArgs({ options }).values
const dropped = dropHeader === undefined ? [] : headerNames(dropHeader)
const wanted = (id: 'budgets' | 'starlight' | 'slow-cpu') => !only || only === id
if (only && !['budgets', 'starlight', 'slow-cpu'].includes(only))
  throw new Error(`--only ${only}: the sections are budgets, starlight and slow-cpu`)
const runs = Number(values.runs ?? (quick ? 1 : 3))
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs ${values.runs}: a whole number of runs, 1 or more`)
const slowdowns = (values.cpu ?? '4,6').split(',').map(Number)
if (slowdowns.some((x) => !(x >= 1)))
  throw new Error(`--cpu ${values.cpu}: CPU slowdowns such as 4,6`)
const out = path.resolve('out')

/** The sampled pages, by the name the figures use. */
const pages: Record<string, string> = {
  home: '/',
  'guide ru': '/android/happ',
  'guide en': localizedPath('en', '/android/happ'),
  'guide, longest': '/windows/v2rayn',
  faq: '/faq',
}
/** Where compare.sh builds the Starlight anchor, and the anchor's own server (gzip, no rules of ours). */
const ANCHOR_DIR = process.env.ANCHOR_DIR ?? '/tmp/anchor-starlight/dist'
const ANCHOR_SERVER = path.resolve('../shared/anchors/starlight/serve.mjs')
const anchorBuilt = existsSync(path.join(ANCHOR_DIR, 'index.html')) && existsSync(ANCHOR_SERVER)

interface Site {
  name: string
  origin: string
  /** The site's address of a page: Starlight's routes end in a slash. */
  route: (page: string) => string
  stop: () => Promise<void>
}

async function startSites(): Promise<Site[]> {
  const sites: Site[] = [{ name: 'ours', route: (p) => p, ...(await startTestServer(out)) }]
  if (before) sites.push({ name: 'before', route: (p) => p, ...(await startTestServer(before)) })
  if (dropped.length) {
    const filter = await startHeaderFilter(sites[0]!.origin, dropped)
    sites.push({ name: `ours without ${dropped.join(', ')}`, route: (p) => p, ...filter })
  }
  if (!anchorBuilt) return sites
  const port = await freePort()
  const anchor = spawn(process.execPath, [ANCHOR_SERVER, ANCHOR_DIR, String(port)])
  const origin = `http://127.0.0.1:${port}`
  while (!(await fetch(origin).catch(() => undefined))) {
    if (anchor.exitCode !== null) throw new Error(`${ANCHOR_SERVER} exited (${anchor.exitCode})`)
    await sleep(100)
  }
  const route = (p: string) => p.replace(/\/?$/, '/')
  return [...sites, { name: 'Starlight', origin, route, stop: async () => void anchor.kill() }]
}

/** A page's figures on one site: the median of each over its runs, failed runs left out and counted. */
function medians(samples: readonly Sample[]) {
  const of = (pick: (s: Sample) => number) => median(samples.map(pick))
  const groups = [...new Set(samples.flatMap((s) => Object.keys(s.work)))]
  const work = groups
    .map((g) => [g, of((s) => s.work[g] ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
  const total = of((s) => (s.error ? NaN : Object.values(s.work).reduce((a, b) => a + b, 0)))
  const errors = samples.flatMap((s) => s.error ?? [])
  return {
    performance: of((s) => s.performance),
    fcp: of((s) => s.fcp),
    lcp: of((s) => s.lcp),
    tbt: of((s) => s.tbt),
    bytes: of((s) => s.bytes),
    longestAfterFcp: of((s) => s.longestAfterFcp),
    observedFcp: of((s) => s.observedFcp),
    observedLoad: of((s) => s.observedLoad),
    work: [show(total, 'ms'), ...work.map(([g, ms]) => `${g} ${Math.round(ms)}`)].join(' · '),
    failed: errors.length ? `${errors.length} of ${samples.length} failed: ${errors[0]}` : '',
  }
}
type Medians = ReturnType<typeof medians>

let environment = ''
/** Lighthouse on every page of every site, `runs` times, the sites taking turns: a row per page and site. */
async function measure(sites: Site[], how: Throttling, row: (m: Medians) => string[]) {
  const samples = new Map<string, Sample[]>()
  const label = how === 'simulate' ? how : `${how}× CPU`
  for (let run = 1; run <= runs; run++)
    for (const [page, route] of Object.entries(pages))
      for (const site of sites) {
        const url = site.origin + site.route(route)
        // Chromium now and then leaves the navigation's start out of a trace (NO_NAVSTART): twice again at most.
        let result = await lighthouseRun(url, how)
        for (let again = 0; again < 2 && result instanceof Error; again++) {
          console.log(`  ${url}: ${result.message}; running it again`)
          result = await lighthouseRun(url, how)
        }
        const sample = sampleOf(result)
        environment ||= sample.environment ?? ''
        const key = `${page} ${site.name}`
        samples.set(key, [...(samples.get(key) ?? []), sample])
        const line = `FCP ${show(sample.fcp, 'ms')}, LCP ${show(sample.lcp, 'ms')}, TBT ${show(sample.tbt, 'ms')}, longest task after FCP ${show(sample.longestAfterFcp, 'ms')}`
        console.log(`  ${label}, ${key}, run ${run}: ${sample.error ?? line}`)
      }
  return Object.keys(pages).flatMap((page) =>
    sites.map((site) => [page, site.name, ...row(medians(samples.get(`${page} ${site.name}`)!))]),
  )
}

const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`
const machine = () =>
  `${date}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0]!.toFixed(1)} at the end, Node ${process.version}, ${environment}`
const how = `median of ${runs} run${runs > 1 ? 's' : ''} per page and site, each in a fresh headless Chromium, the sites taking turns. Ours is \`out/\` served by \`scripts/serve.ts\`. ${
  anchorBuilt
    ? `Starlight is the anchor's build in \`${ANCHOR_DIR}\` served by its own \`serve.mjs\`; its text is generated, not ours: compare timings, not bytes.`
    : `No Starlight in this run: \`bash ../shared/anchors/starlight/compare.sh\` builds the anchor in \`${ANCHOR_DIR}\`.`
}${before ? ` "before" is \`${before}\`, the export before the change.` : ''}${
  dropped.length
    ? ` "ours without ${dropped.join(', ')}" is the same server through a local proxy that removes ${dropped.length > 1 ? 'those response headers' : 'that response header'} and changes nothing else (\`scripts/bench/header-filter.ts\`).`
    : ''
}`

const sections: FiguresSection[] = []
if (wanted('budgets')) sections.push(budgetSection(out))
if (wanted('starlight') || wanted('slow-cpu')) {
  const sites = await startSites()
  try {
    if (wanted('starlight')) {
      console.log('Lighthouse, mobile preset (simulated slow 4G and 4× CPU)…')
      const rows = await measure(sites, 'simulate', (m) => [
        ...[show(m.performance, 'score'), show(m.fcp, 'ms'), show(m.lcp, 'ms'), show(m.tbt, 'ms')],
        ...[
          show(m.observedFcp, 'ms'),
          show(m.observedLoad, 'ms'),
          show(m.bytes, 'bytes'),
          m.failed,
        ],
      ])
      sections.push({
        id: 'starlight',
        title: 'Lighthouse beside Starlight, same run',
        run: machine(),
        table: [
          columns(
            'page, site, performance, FCP, LCP, TBT, observed FCP, observed load, transferred, note',
          ),
          ...rows,
        ],
        notes: [
          `Lighthouse's mobile preset, performance category only (simulated slow 4G and 4× CPU), as \`../shared/anchors/starlight/compare.sh\` runs it; ${how} \`npm run bench -- --only starlight\` rewrites this section alone.`,
          `The observed columns are the load Lighthouse simulates from (no throttling, loopback): its first paint and its load event. The simulation builds its FCP from the stylesheets and high-priority scripts that ended before the observed first paint, and its LCP from every request (low-priority images aside) that ended before the observed largest paint: where that paint comes after the load event, the icon the browser asks for after the load (\`/icon.svg\`, for the tab and for the manifest) is in it, about 150 ms of simulated LCP.`,
        ],
      })
    }
    if (wanted('slow-cpu')) {
      const rows: string[][] = []
      for (const slowdown of slowdowns) {
        console.log(`Lighthouse, CPU slowed down ${slowdown}× by DevTools…`)
        const at = (m: Medians) =>
          [m.fcp, m.lcp, m.longestAfterFcp, m.tbt].map((ms) => show(ms, 'ms'))
        rows.push(
          ...(await measure(sites, slowdown, (m) => [`${slowdown}×`, ...at(m), m.work, m.failed])),
        )
      }
      sections.push({
        id: 'slow-cpu',
        title: 'A slow phone: the first paint and long tasks after it',
        run: machine(),
        table: [
          columns('page, site, CPU, FCP, LCP, longest task after FCP, TBT, main-thread work, note'),
          ...rows,
        ],
        notes: [
          `Lighthouse with \`throttlingMethod: 'devtools'\` and no network throttling: DevTools slows the CPU down for real, so these are observed, not simulated; each run waits 6 s after the load event; ${how} The longest task after FCP is the longest of Lighthouse's \`long-tasks\` (50 ms or more) that starts after the first contentful paint, 0 when there is none; TBT is Lighthouse's (FCP to interactive); the main-thread work is its \`mainthread-work-breakdown\` of the whole load. \`npm run bench -- --only slow-cpu\` rewrites this section alone.`,
        ],
      })
    }
  } finally {
    await Promise.all(sites.map((site) => site.stop()))
  }
}
for (const s of sections) console.log(`\n${s.title}\n${markdownTable(s.table!)}`)
const file = path.resolve('docs/figures.md')
const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
await writeFigures(only ? withSection(previous, sections[0]!) : figuresMarkdown(sections, previous))
console.log(`\nWrote ${only ? `the ${only} section of ` : ''}docs/figures.md`)
