// `npm run test:engines`: the cross-engine suite (./cases.ts) in Chromium, WebKit (WebKitGTK) and Firefox ESR, at
// 375 px and 1280 px, against the built out/ on scripts/serve.ts. ENGINE=webkit (or a comma list) runs some
// engines only. An engine this machine lacks is skipped with the reason printed; with CI set, that fails.
// CASES=<text> runs the cases whose name holds it. `--mutant` serves a build whose "Add to <App>" is broken and passes only if every engine notices.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'

import prettier from 'prettier'

import { isMobileWidth } from '@/lib/design-tokens'

import { withSection, type Figure } from '../../scripts/bench/figures'
import { dropCopies } from '../../scripts/build/precompress'
import { repoRoot, startTestServer } from '../../scripts/lib/test-server'
import { startSiteCopy } from '../server'

import { cases } from './cases'
import { engineNames, type Engine, type EngineName, type EnginePage } from './engine'
import { mutantSurvivors, mutate, RESET_FAILED, runCases, summary, type Result } from './harness'
import { chromium, firefox } from './puppeteer'
import { webkit } from './webkit'

const engines: Record<EngineName, Engine> = { chromium, webkit, firefox }
const viewports = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]

const mutant = process.argv.includes('--mutant')
const wanted = (process.env.ENGINE ?? engineNames.join(','))
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean)
const unknown = wanted.filter((e) => !(engineNames as readonly string[]).includes(e))
if (unknown.length) {
  console.error(`ENGINE: unknown ${unknown.join(', ')} (one or more of ${engineNames.join(', ')})`)
  process.exit(2)
}

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return htmlFiles(file)
    return name.endsWith('.html') ? [file] : []
  })
}

/** Prints a result as it comes. */
function report(r: Result) {
  const mark = { passed: '✓', failed: '✗', skipped: '-' }[r.status]
  const detail = r.detail ? `\n      ${r.status === 'skipped' ? 'skipped: ' : ''}${r.detail}` : ''
  console.log(`${mark} ${r.engine} ${r.width}px ${r.name} (${(r.ms / 1000).toFixed(1)} s)${detail}`)
}

const started = Date.now()
const loadAtStart = loadavg()[0]!
const engineSeconds: Partial<Record<EngineName, number>> = {}
const results: Result[] = []
const missing: string[] = []
// The mutant (harness.ts, `mutate`): "Add to <App>" is gone from every page.
const site = mutant ? await startSiteCopy() : undefined
if (site)
  for (const file of htmlFiles(site.dir)) {
    writeFileSync(file, mutate(readFileSync(file, 'utf8')))
    dropCopies(file)
  }
const server = site ? { origin: site.url, stop: site.stop } : await startTestServer('out')
const open = new Set<EnginePage>()
// Ended from outside (Ctrl+C, a cancelled CI job): the browsers, their driver and display, and the server go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.allSettled([...[...open].map((p) => p.close()), server.stop()]).then(() => {
      site?.cleanup()
      process.exit(130)
    })
  })
const only = process.env.CASES
const selected = cases.filter((c) =>
  mutant ? c.name.startsWith('personal link: the card') : !only || c.name.includes(only),
)

/** Whether the browser still runs a one-line script within 10 s. */
const answers = (page: EnginePage) =>
  Promise.race([
    page
      .evaluate(() => true)
      .then(
        () => true,
        () => false,
      ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ])

/** One engine: one browser for both widths, a new one only when it stops answering. */
async function runEngine(name: EngineName) {
  const engine = engines[name]
  const engineStarted = Date.now()
  const sizes = mutant ? viewports.slice(0, 1) : viewports
  let page = await engine.open(sizes[0]!)
  open.add(page)
  /** A new browser in place of one that stopped answering (whose close gets 10 s). */
  const replace = async (viewport: { width: number; height: number }) => {
    open.delete(page)
    await Promise.race([page.close(), new Promise((r) => setTimeout(r, 10_000))])
    page = await engine.open(viewport)
    open.add(page)
  }
  try {
    for (const viewport of sizes) {
      // A browser too starved to answer a resize is replaced, as after a failed reset.
      await page.resize(viewport).catch(() => replace(viewport))
      const { width } = page.viewport
      if (width !== viewport.width)
        console.log(
          `  ${name}: asked for ${viewport.width} px, the engine's window gives ${width} px`,
        )
      for (const c of selected) {
        let result: Result | undefined
        // A browser that no longer answers is replaced, so one stuck case does not fail the rest. The case
        // itself never ran (the reset before it failed), so it gets one more try in the new browser. A case
        // that ran out of time while the browser stopped answering (it does not run a one-line script
        // after it) gets that try too; one whose browser still answers failed on its own.
        for (let attempt = 1; attempt <= 2; attempt++) {
          ;[result] = await runCases(page, server.origin, isMobileWidth(width), [c], report)
          const failed = result?.status === 'failed' ? (result.detail ?? '') : undefined
          if (failed === undefined) break
          const stuck =
            failed.startsWith(RESET_FAILED) ||
            (failed.startsWith(`${c.name}: over `) && !(await answers(page)))
          if (!stuck) break
          if (!failed.startsWith(RESET_FAILED))
            console.log(
              `  ${name}: stopped answering during "${c.name}"; a new browser runs it again`,
            )
          await replace(viewport)
        }
        if (result) results.push(result)
      }
    }
  } finally {
    open.delete(page)
    await page.close()
  }
  engineSeconds[name] = (Date.now() - engineStarted) / 1000
}

const runnable = (wanted as EngineName[]).filter((name) => {
  const available = engines[name].available()
  if (available.ok) return true
  missing.push(`${name}: skipped, ${available.reason}`)
  console.log(`- ${name}: not run: ${available.reason}`)
  return false
})
// The engines run side by side (ENGINE_JOBS at a time, all by default): each waits on its browser most of
// the time, so on 2 cores the whole run takes about as long as the slowest engine.
const jobs = Math.max(1, Number(process.env.ENGINE_JOBS) || runnable.length)
try {
  const queue = [...runnable]
  await Promise.all(
    Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      for (let name = queue.shift(); name; name = queue.shift())
        // An engine whose browser cannot be (re)started fails, and the others still report.
        await runEngine(name).catch((error: unknown) => {
          const result: Result = {
            engine: name,
            width: 0,
            name: 'the browser',
            status: 'failed',
            detail: error instanceof Error ? error.message : String(error),
            ms: 0,
          }
          report(result)
          results.push(result)
        })
    }),
  )
} finally {
  await server.stop()
  site?.cleanup()
}

const seconds = (Date.now() - started) / 1000
/**
 * CPU seconds of this run and every process it waited for (the browsers, their drivers and displays, and
 * what they started), from /proc (Linux; 100 ticks a second): what the run costs whatever the load.
 */
function cpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100
  } catch {
    return undefined
  }
}
const cpu = cpuSeconds()
console.log(
  `\nEngines (${seconds.toFixed(0)} s, ${cpu === undefined ? '' : `${cpu.toFixed(0)} CPU s, `}load average ${loadAtStart.toFixed(1)} at the start):`,
)
for (const line of summary(results)) console.log(`  ${line}`)
for (const line of missing) console.log(`  ${line}`)
if (process.argv.includes('--figures') && !mutant) {
  const figures: Figure[] = [
    ...(Object.entries(engineSeconds) as [EngineName, number][]).map(([engine, value]) => ({
      name: 'wall time',
      subject: engine,
      value,
      unit: 's' as const,
      note: summary(results.filter((r) => r.engine === engine))[0]?.replace(`${engine}: `, ''),
    })),
    {
      name: 'wall time, the whole suite',
      subject: 'npm run test:engines',
      value: seconds,
      unit: 's',
    },
    ...(cpu === undefined
      ? []
      : [
          {
            name: 'CPU time, the run and its browsers',
            subject: 'npm run test:engines',
            value: cpu,
            unit: 's' as const,
            note: `on ${cpus().length} otherwise idle cores the run needs at least ${(cpu / cpus().length).toFixed(0)} s`,
          },
        ]),
  ]
  const file = path.join(repoRoot(), 'docs', 'figures.md')
  const markdown = withSection(readFileSync(file, 'utf8'), {
    id: 'engines',
    title: 'The cross-engine suite (npm run test:engines)',
    run: `${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    figures,
    notes: [
      `What the suite adds to \`.ci/run\` (the issue allows 6 minutes): the engines side by side (${jobs} at a time), each in one browser at 375 px and 1280 px; an engine's row is its own wall time within the run. The load average says how busy the shared machine was: every figure grows with it. \`npm run test:engines -- --figures\` measures it and rewrites only this section; a full \`npm run bench\` keeps it.`,
    ],
  })
  const options = (await prettier.resolveConfig(file)) ?? {}
  writeFileSync(file, await prettier.format(markdown, { ...options, filepath: file }))
  console.log('Rewrote the engines section of docs/figures.md')
}

let failed = results.some((r) => r.status === 'failed')
if (mutant) {
  // Every engine that ran must have caught the broken button.
  const { ran, blind } = mutantSurvivors(results)
  console.log(
    blind.length ? `mutant survived in ${blind.join(', ')}` : `mutant caught in ${ran.join(', ')}`,
  )
  failed = blind.length > 0 || ran.length === 0
}
if (missing.length && process.env.CI) {
  console.log('CI is set: every engine must run (.ci/run installs them).')
  failed = true
}
process.exit(failed ? 1 : 0)
