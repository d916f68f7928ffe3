// What a slow phone's main thread does after the first paint: each page loads in a fresh headless Chromium with
// its CPU slowed down (DevTools' CPU throttling, which really stalls the renderer, unlike Lighthouse's
// simulation), a performance trace is recorded until the page has been idle for a while, and every main-thread
// task that starts after the first contentful paint and runs over 50 ms is listed with where its time went.
// `npm run bench` prints it for the sampled pages; scripts/trace.ts runs it alone.
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath } from '../lib/chromium'
import { startTestServer } from '../lib/test-server'
import { atMost, median, type Figure } from './figures'

/** One event of Chrome's trace format (the fields this reads). */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: {
    name?: string
    data?: { url?: string; documentLoaderURL?: string; navigationId?: string }
    frame?: string
  }
}

/** A main-thread task over 50 ms after the first contentful paint. */
export interface LongTask {
  /** Milliseconds after navigation start. */
  startMs: number
  durationMs: number
  /** Self time by kind of work (`ParseHTML`, `UpdateLayoutTree`, `script <file>` …), largest first. */
  breakdown: [string, number][]
}

export interface PageTrace {
  fcpMs: number
  /** Every task over 50 ms that starts after the first contentful paint. */
  longTasks: LongTask[]
  /** Total blocking time after FCP (the part of each such task over 50 ms), in milliseconds. */
  blockingMs: number
  /** Main-thread busy time from navigation to the end of the trace, in milliseconds. */
  busyMs: number
  /** That busy time by kind of work (self time), in milliseconds: where a slow phone's CPU goes. */
  work: Record<WorkKind, number>
}

/** The kinds main-thread work is summed under for a whole page load. */
export const workKinds = ['parse', 'style', 'layout', 'paint', 'script', 'other'] as const
export type WorkKind = (typeof workKinds)[number]

/** The kind a trace event's self time counts under (`kindOf`'s names, coarser). */
function workKindOf(kind: string): WorkKind {
  if (
    kind.startsWith('script ') ||
    /^(v8\.|EvaluateScript|FunctionCall|TimerFire|FireIdleCallback|RunMicrotasks|FireAnimationFrame|EventDispatch)/.test(
      kind,
    )
  )
    return 'script'
  if (/^(ParseHTML|ParseAuthorStyleSheet)$/.test(kind)) return 'parse'
  if (kind === 'UpdateLayoutTree' || kind === 'RecalculateStyles') return 'style'
  if (kind === 'Layout') return 'layout'
  if (/^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|DecodeImage)$/.test(kind))
    return 'paint'
  return 'other'
}

/** The threshold of a long task, in milliseconds: the web's definition (and Lighthouse's). */
export const LONG_TASK_MS = 50

const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '') || url

/** The name a piece of work is counted under: script by file, the rest by the trace event's name. */
function kindOf(event: TraceEvent): string {
  const url = event.args?.data?.url
  if (
    url &&
    /^(EvaluateScript|FunctionCall|v8\.compile|v8\.run|v8\.evaluateModule|TimerFire)$/.test(
      event.name,
    )
  )
    return `script ${fileOf(url)}`
  return event.name
}

/** A trace without the navigation's start or its first contentful paint: Chromium now and then leaves one out. */
export class NoPaintError extends Error {
  constructor() {
    super('the trace has no navigation start or first contentful paint')
  }
}

/**
 * Reads a trace: the renderer's main thread of the page, its first contentful paint, and the tasks over 50 ms
 * after it with the self time of the work inside each.
 */
export function analyseTrace(events: readonly TraceEvent[]): PageTrace {
  const threadName = new Map<string, string>()
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '')
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (fcp?.args?.data?.navigationId
        ? e.args?.data?.navigationId === fcp.args.data.navigationId
        : e.args?.data?.documentLoaderURL?.startsWith('http')),
  )
  if (!navigation || !fcp) throw new NoPaintError()
  const main = `${fcp.pid}:${fcp.tid}`
  if (!/CrRendererMain/.test(threadName.get(main) ?? 'CrRendererMain'))
    throw new Error(
      `the first contentful paint is not on a renderer's main thread (${threadName.get(main)})`,
    )
  const ms = (ts: number) => (ts - navigation.ts) / 1000
  const onMain = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= navigation.ts)
  // Self time: an event's duration less its direct children's (events nest strictly on one thread).
  const selfTimes = (within: TraceEvent) => {
    const end = within.ts + within.dur!
    const inside = onMain.filter((e) => e !== within && e.ts >= within.ts && e.ts + e.dur! <= end)
    const self = new Map<TraceEvent, number>()
    const stack: TraceEvent[] = []
    for (const e of inside) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop()
      const parent = stack.at(-1)
      if (parent) self.set(parent, (self.get(parent) ?? 0) - e.dur!)
      self.set(e, (self.get(e) ?? 0) + e.dur!)
      stack.push(e)
    }
    // A script's nested calls count under the script that ran them.
    const byKind = new Map<string, number>()
    let counted = 0
    for (const [e, us] of self) {
      byKind.set(kindOf(e), (byKind.get(kindOf(e)) ?? 0) + us / 1000)
      counted += us / 1000
    }
    byKind.set('(task, unattributed)', within.dur! / 1000 - counted)
    return byKind
  }
  const longTasks: LongTask[] = []
  const work = Object.fromEntries(workKinds.map((k) => [k, 0])) as Record<WorkKind, number>
  let blockingMs = 0
  for (const task of tasks) {
    const byKind = selfTimes(task)
    for (const [kind, spent] of byKind) work[workKindOf(kind)] += spent
    const durationMs = task.dur! / 1000
    if (task.ts < fcp.ts || durationMs <= LONG_TASK_MS) continue
    blockingMs += durationMs - LONG_TASK_MS
    longTasks.push({
      startMs: ms(task.ts),
      durationMs,
      breakdown: [...byKind]
        .filter(([, v]) => v >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round(v)]),
    })
  }
  const busyMs = tasks.reduce((sum, t) => sum + t.dur! / 1000, 0)
  return { fcpMs: ms(fcp.ts), longTasks, blockingMs, busyMs, work }
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
]

/** Loads `url` in a fresh browser at `slowdown`× CPU and returns its trace, read. */
export async function tracePage(url: string, slowdown: number, width = 412): Promise<PageTrace> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const context = await browser.newContext({
      viewport: { width, height: 823 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await browser.startTracing(page, { categories })
    await page.goto(url, { waitUntil: 'load' })
    // Idle work (the status feed, the service worker, requestIdleCallback tasks) lands after the load event.
    // Nothing is evaluated in the page meanwhile: Playwright's injected script (a waitForFunction) is itself
    // a long task at a slowed-down CPU. The trace has the first contentful paint.
    await sleep(6000)
    const buffer = await browser.stopTracing()
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
    return analyseTrace(traceEvents)
  } finally {
    await browser.close()
  }
}

/** How often a page is traced before a trace without its first paint fails the run. */
const TRACE_ATTEMPTS = 3

/** `tracePage`, again when the trace came without its first paint (`NoPaintError`), up to `TRACE_ATTEMPTS`. */
async function traceWithPaint(url: string, slowdown: number): Promise<PageTrace> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tracePage(url, slowdown)
    } catch (error) {
      if (!(error instanceof NoPaintError) || attempt === TRACE_ATTEMPTS) throw error
      console.log(`    ${url} at ${slowdown}×: ${error.message}, traced again`)
    }
  }
}

export interface LongTaskFigures {
  /** Median over runs of the longest task after FCP, in milliseconds (0: none over 50 ms). */
  longestMs: number
  /** Median over runs of the blocking time after FCP. */
  blockingMs: number
  fcpMs: number
  /** Median over runs of the main thread's work for the whole load, by kind. */
  work: Record<WorkKind, number>
  /** The run with the longest task, for its breakdown. */
  worst: PageTrace
}

/** Traces every page `runs` times at each slowdown; prints each run and returns medians by `<slowdown>× <page>`. */
export async function longTasksAfterFcp(
  out: string,
  pages: Record<string, string>,
  slowdowns: readonly number[],
  runs: number,
): Promise<Record<string, LongTaskFigures>> {
  const server = await startTestServer(out)
  const result: Record<string, LongTaskFigures> = {}
  try {
    for (const slowdown of slowdowns)
      for (const [name, path] of Object.entries(pages)) {
        const traces: PageTrace[] = []
        for (let i = 0; i < runs; i++)
          traces.push(await traceWithPaint(`${server.origin}${path}`, slowdown))
        const longest = (t: PageTrace) => Math.max(0, ...t.longTasks.map((l) => l.durationMs))
        const worst = traces.reduce((a, b) => (longest(b) > longest(a) ? b : a))
        const key = `${slowdown}× ${name}`
        result[key] = {
          longestMs: median(traces.map(longest)),
          blockingMs: median(traces.map((t) => t.blockingMs)),
          fcpMs: median(traces.map((t) => t.fcpMs)),
          work: Object.fromEntries(
            workKinds.map((k) => [k, median(traces.map((t) => t.work[k]))]),
          ) as Record<WorkKind, number>,
          worst,
        }
        const r = result[key]
        console.log(
          `  ${key}: FCP ${Math.round(r.fcpMs)} ms, longest task after FCP ${Math.round(r.longestMs)} ms, blocking after FCP ${Math.round(r.blockingMs)} ms, work ${workSummary(r.work)} (median of ${runs})`,
        )
        for (const task of worst.longTasks)
          console.log(
            `    worst run: ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${task.breakdown
              .slice(0, 6)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}`,
          )
      }
  } finally {
    await server.stop()
  }
  return result
}

/** `style 12 · layout 40 · …`: the kinds of work, largest first. */
export const workSummary = (work: Record<WorkKind, number>) =>
  workKinds
    .map((k) => [k, work[k]] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(' · ')

/** Where the Starlight anchor's build is (../shared/anchors/starlight/compare.sh builds it there). */
export const ANCHOR_DIR = process.env.ANCHOR_DIR ?? '/tmp/anchor-starlight/dist'

/** Slowdowns a slow phone's CPU is measured at. */
export const SLOWDOWNS = [4, 6] as const

/**
 * The slow-phone figures: for each page and slowdown, the longest task after the first paint (the goal: none
 * over 50 ms), the blocking time after it and the main thread's work for the whole load by kind; ours and,
 * where its build exists, the Starlight anchor's for the same route traced in the same run, with the ratio
 * of the two (a faster machine shrinks both alike). With `before` (another export, e.g. main's), that build
 * is traced in the same run too, so a change is measured against what it changes.
 */
export async function slowCpuFigures(
  out: string,
  pages: Record<string, string>,
  runs: number,
  before?: string,
): Promise<Figure[]> {
  const ours = await longTasksAfterFcp(out, pages, SLOWDOWNS, runs)
  const previous = before ? await longTasksAfterFcp(before, pages, SLOWDOWNS, runs) : undefined
  const anchor = existsSync(ANCHOR_DIR)
    ? await longTasksAfterFcp(
        ANCHOR_DIR,
        // Starlight's routes end in a slash.
        Object.fromEntries(
          Object.entries(pages).map(([k, p]) => [k, p.endsWith('/') ? p : `${p}/`]),
        ),
        SLOWDOWNS,
        runs,
      )
    : undefined
  const figures: Figure[] = []
  for (const slowdown of SLOWDOWNS)
    for (const [name, path] of Object.entries(pages)) {
      const key = `${slowdown}× ${name}`
      const subject = `${name} ${path} at ${slowdown}× CPU`
      const r = ours[key]!
      const a = anchor?.[key]
      const b = previous?.[key]
      const notes = (...parts: (string | false)[]) => parts.filter(Boolean).join('; ')
      const busy = (w: Record<WorkKind, number>) => workKinds.reduce((sum, k) => sum + w[k], 0)
      figures.push(
        {
          name: 'Longest task after FCP',
          subject,
          value: Math.round(r.longestMs),
          unit: 'ms',
          goal: atMost(LONG_TASK_MS),
          note: notes(
            a ? `Starlight ${Math.round(a.longestMs)} ms` : 'no anchor build',
            !!b && `before ${Math.round(b.longestMs)} ms`,
          ),
        },
        {
          name: 'Blocking after FCP',
          subject,
          value: Math.round(r.blockingMs),
          unit: 'ms',
          note: notes(
            a
              ? `Starlight ${Math.round(a.blockingMs)} ms, ratio ${(r.blockingMs / Math.max(a.blockingMs, 1)).toFixed(2)}`
              : 'no anchor build',
            !!b && `before ${Math.round(b.blockingMs)} ms`,
          ),
        },
        {
          // What holding the first paint until the article is parsed costs (ARTICLE_END_ID).
          name: 'First contentful paint',
          subject,
          value: Math.round(r.fcpMs),
          unit: 'ms',
          note: notes(
            a ? `Starlight ${Math.round(a.fcpMs)} ms` : 'no anchor build',
            !!b && `before ${Math.round(b.fcpMs)} ms`,
          ),
        },
        {
          name: 'Main-thread work, whole load',
          subject,
          value: Math.round(busy(r.work)),
          unit: 'ms',
          note: notes(
            workSummary(r.work),
            !!a && `Starlight ${Math.round(busy(a.work))} ms: ${workSummary(a.work)}`,
            !!b && `before ${Math.round(busy(b.work))} ms: ${workSummary(b.work)}`,
          ),
        },
      )
    }
  return figures
}
