// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { analyseTrace, NoPaintError, workSummary, type TraceEvent } from './long-tasks'

const pid = 1
const tid = 7
/** A complete event on the page's main thread, times in milliseconds from navigation. */
const x = (name: string, startMs: number, durMs: number, url?: string): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts: 1_000_000 + startMs * 1000,
  dur: durMs * 1000,
  pid,
  tid,
  ...(url ? { args: { data: { url } } } : {}),
})

const trace: TraceEvent[] = [
  {
    name: 'thread_name',
    cat: '__metadata',
    ph: 'M',
    ts: 0,
    pid,
    tid,
    args: { name: 'CrRendererMain' },
  },
  {
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    ts: 1_000_000,
    pid,
    tid,
    args: { data: { navigationId: 'n1', documentLoaderURL: 'http://127.0.0.1/android/happ' } },
  },
  // Before the first paint: parsing, then the first frame (style, layout, paint).
  x('RunTask', 10, 20),
  x('ParseHTML', 10, 20),
  x('RunTask', 40, 100),
  x('UpdateLayoutTree', 40, 30),
  x('Layout', 70, 60),
  x('Paint', 130, 10),
  {
    name: 'firstContentfulPaint',
    cat: 'loading',
    ph: 'R',
    ts: 1_000_000 + 150_000,
    pid,
    tid,
    args: { data: { navigationId: 'n1' } },
  },
  // After it: the page script's start-up, 80 ms, of which a forced layout of 20 ms.
  x('RunTask', 200, 80),
  x('v8.evaluateModule', 200, 60, 'http://127.0.0.1/_assets/site.js'),
  x('Layout', 230, 20),
  // A short task: not long, but work all the same.
  x('RunTask', 300, 30),
  x('TimerFire', 300, 30, 'http://127.0.0.1/_assets/site.js'),
  // Another thread's task is not the page's.
  { ...x('RunTask', 400, 500), tid: 8 },
]

describe('analyseTrace', () => {
  const result = analyseTrace(trace)

  it('lists the tasks over 50 ms after the first contentful paint, with where their time went', () => {
    expect(result.fcpMs).toBe(150)
    expect(result.longTasks).toEqual([
      {
        startMs: 200,
        durationMs: 80,
        breakdown: [
          ['script site.js', 40],
          ['Layout', 20],
          ['(task, unattributed)', 20],
        ],
      },
    ])
    expect(result.blockingMs).toBe(30)
  })

  it('sums the whole load by kind, before the paint and after it, on the main thread only', () => {
    expect(result.busyMs).toBe(230)
    expect(result.work).toEqual({
      parse: 20,
      style: 30,
      layout: 80,
      paint: 10,
      script: 70,
      other: 20,
    })
    expect(workSummary(result.work)).toBe(
      'layout 80 · script 70 · style 30 · parse 20 · other 20 · paint 10',
    )
  })

  it('a trace without its first contentful paint is a NoPaintError (the bench traces the page again)', () => {
    const unpainted = trace.filter((e) => e.name !== 'firstContentfulPaint')
    expect(unpainted.length).toBeLessThan(trace.length)
    expect(() => analyseTrace(unpainted)).toThrow(NoPaintError)
  })
})
