// The cross-engine suite's own runner: every case once per engine and viewport, a line per result, and the
// count per engine. A case that an engine cannot run at all skips with the limit named; nothing is skipped
// without a reason, and a skip never counts as a pass.
import { OneTapAttribute } from '@/lib/onetap/markup'

import { startFlakyProxy, startSiteCopy, type FlakyProxy, type SiteServer } from '../server'

import type { EngineName, EnginePage } from './engine'

/** What a case gets: the page, the shared server of out/ and, on demand, a private copy it may change. */
export interface CaseContext {
  page: EnginePage
  /** The shared server of out/: `http://127.0.0.1:<port>`. */
  origin: string
  /** Whether the viewport gets the mobile layout. */
  mobile: boolean
  /** A private copy of out/ on its own origin (own storage, own service worker); stopped after the case. */
  siteCopy(): Promise<SiteServer>
  /**
   * The shared server behind a proxy of its own origin that fails the first request for each path matching
   * a pattern (a dropped request); stopped after the case.
   */
  flaky(failOnce: readonly RegExp[]): Promise<FlakyProxy>
  /** Ends the case as skipped; `reason` names the engine's limit. */
  skip(reason: string): never
}

/** One behaviour of the customer's path, written once for every engine. */
export interface Case {
  name: string
  /** Runs in one viewport only (the behaviour does not depend on the width). */
  only?: 'mobile' | 'desktop'
  /** @default 30_000 */
  timeoutMs?: number
  run(context: CaseContext): Promise<void>
}

export class Skip extends Error {}

/** How a failed reset (a new tab on a clean origin) starts its message: the browser stopped answering. */
export const RESET_FAILED = 'a new tab on a clean origin'

/** The outcome of one case in one engine and viewport. */
export interface Result {
  engine: EngineName
  width: number
  name: string
  status: 'passed' | 'failed' | 'skipped'
  /** The skip reason or the failure. */
  detail?: string
  ms: number
}

/** Polls `fn` in the page until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitFor<A extends unknown[], T>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  args: A,
  timeoutMs = 5000,
): Promise<Exclude<T, null | undefined | false | 0 | ''>> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      last = await page.evaluate(fn, ...args)
      if (last) return last as Exclude<T, null | undefined | false | 0 | ''>
    } catch (error) {
      // A navigation in progress destroys the context; the next poll reads the new page.
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Waits until an element matching `selector` is rendered (has a box) and returns its text. */
export const visible = (page: EnginePage, selector: string, timeoutMs = 5000) =>
  waitFor(
    page,
    `${selector} visible`,
    (s: string) => {
      const element = document.querySelector<HTMLElement>(s)
      return element && element.getClientRects().length > 0 ? element.innerText || ' ' : null
    },
    [selector],
    timeoutMs,
  )

/** Waits until `selector` is rendered, then clicks it as a reader would (a user gesture). */
export async function tap(page: EnginePage, selector: string) {
  await visible(page, selector)
  // A dropdown that is still opening can refuse the first click (Puppeteer: "not clickable"): try again
  // for a moment, as a reader's second tap would.
  const deadline = Date.now() + 3000
  for (;;) {
    try {
      return await page.click(selector)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

/** Fails with `message` unless `condition`. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

/** Fails unless `actual` equals `expected` (compared as JSON). */
export function equal(actual: unknown, expected: unknown, what: string) {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)]
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`)
}

const withTimeout = <T>(promise: Promise<T>, ms: number, name: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: over ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/** Runs `cases` on one page; `report` gets each result as it comes. */
export async function runCases(
  page: EnginePage,
  origin: string,
  mobile: boolean,
  cases: readonly Case[],
  report: (result: Result) => void,
): Promise<Result[]> {
  const results: Result[] = []
  for (const c of cases) {
    if (c.only && c.only !== (mobile ? 'mobile' : 'desktop')) continue
    const copies: SiteServer[] = []
    const proxies: FlakyProxy[] = []
    const started = Date.now()
    const result: Result = {
      engine: page.engine,
      width: page.viewport.width,
      name: c.name,
      status: 'passed',
      ms: 0,
    }
    try {
      // Each case starts from a clean tab on the shared origin: no stored link, choice or worker.
      const reset = async () => {
        await page.freshTab()
        await page.goto(`${origin}/robots.txt`)
        await page.evaluate(async () => {
          localStorage.clear()
          sessionStorage.clear()
          const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? []
          await Promise.all(registrations.map((r) => r.unregister()))
        })
      }
      // Any error of the reset (a load the browser never finishes, a script it never runs) says the browser
      // stopped answering, so run.ts replaces it.
      await withTimeout(
        reset().catch((error: unknown) => {
          throw new Error(
            `${RESET_FAILED}: ${error instanceof Error ? error.message : String(error)}`,
          )
        }),
        60_000,
        RESET_FAILED,
      )
      await withTimeout(
        c.run({
          page,
          origin,
          mobile,
          siteCopy: async () => {
            const copy = await startSiteCopy()
            copies.push(copy)
            return copy
          },
          flaky: async (failOnce) => {
            const proxy = await startFlakyProxy(origin, failOnce)
            proxies.push(proxy)
            return proxy
          },
          skip: (reason) => {
            throw new Skip(reason)
          },
        }),
        c.timeoutMs ?? 30_000,
        c.name,
      )
    } catch (error) {
      result.status = error instanceof Skip ? 'skipped' : 'failed'
      result.detail = error instanceof Error ? error.message : String(error)
    } finally {
      for (const copy of copies) {
        await copy.stop()
        copy.cleanup()
      }
      for (const proxy of proxies) await proxy.stop()
    }
    result.ms = Date.now() - started
    results.push(result)
    report(result)
  }
  return results
}

/** `chromium: 20 passed, 0 failed, 2 skipped` for each engine that ran. */
export function summary(results: readonly Result[]): string[] {
  const engines = [...new Set(results.map((r) => r.engine))]
  return engines.map((engine) => {
    const mine = results.filter((r) => r.engine === engine)
    const count = (status: Result['status']) => mine.filter((r) => r.status === status).length
    return `${engine}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`
  })
}

/**
 * The mutant (`--mutant`): a built page whose one-tap boxes lost their app's import format
 * (`data-import-link`), so the script builds no "Add to <App>". A suite that is not Chromium-shaped fails
 * it in every engine.
 */
export const mutate = (html: string) =>
  html.replaceAll(`${OneTapAttribute.importLink}=`, 'data-import-broken=')

/** The engines that ran a mutant, and those that passed every case of it (none may; nor may no engine run). */
export function mutantSurvivors(results: readonly Result[]): {
  ran: EngineName[]
  blind: EngineName[]
} {
  const ran = [...new Set(results.map((r) => r.engine))]
  const blind = ran.filter((e) => !results.some((r) => r.engine === e && r.status === 'failed'))
  return { ran, blind }
}
