import { afterEach, describe, expect, it, vi } from 'vitest'

import { ON_DEMAND_SOURCES, type OnDemandName, withoutRetry } from '@/lib/on-demand'

import { createLoader, load, RETRY_DELAYS_MS } from './on-demand'

const files = Object.fromEntries(
  Object.keys(ON_DEMAND_SOURCES).map((name) => [name, `${name}.0123abcd.js`]),
) as Record<OnDemandName, string>
const base = 'https://docs.example.com/_assets/site.89ab.js'

/** An `import()` that fails the first `failures` times, and records every address it was asked for. */
function flakyImport(failures: number) {
  const asked: string[] = []
  const importUrl = (url: string) => {
    asked.push(url)
    return asked.length <= failures
      ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
      : Promise.resolve({ url })
  }
  return { asked, importUrl }
}

afterEach(() => vi.useRealTimers())

describe('load', () => {
  it('asks for the built file beside the page script, once', async () => {
    const { asked, importUrl } = flakyImport(0)
    const loader = createLoader(files, base, importUrl)
    await loader.load('qr')
    await loader.load('qr')
    expect(asked).toEqual(['https://docs.example.com/_assets/qr.0123abcd.js'])
  })

  it('after a failed load asks for an address the browser has not tried, the same file to a cache', async () => {
    const { asked, importUrl } = flakyImport(2)
    const loader = createLoader(files, base, importUrl)
    await expect(loader.load('search')).rejects.toThrow(/dynamically imported/)
    await expect(loader.load('search')).rejects.toThrow()
    await expect(loader.load('search')).resolves.toBeDefined()
    expect(asked).toEqual([
      'https://docs.example.com/_assets/search.0123abcd.js',
      'https://docs.example.com/_assets/search.0123abcd.js?retry=1',
      'https://docs.example.com/_assets/search.0123abcd.js?retry=2',
    ])
    expect(new Set(asked.map(withoutRetry)).size).toBe(1)
  })

  it('keeps the parts apart: one failure changes only that part’s address', async () => {
    const { asked, importUrl } = flakyImport(1)
    const loader = createLoader(files, base, importUrl)
    await expect(loader.load('qr')).rejects.toThrow()
    await loader.load('progress')
    expect(asked.at(-1)).toBe('https://docs.example.com/_assets/progress.0123abcd.js')
  })
})

describe('soon', () => {
  it('tries again by itself after each delay until the part loads', async () => {
    vi.useFakeTimers()
    const { asked, importUrl } = flakyImport(3)
    const loader = createLoader(files, base, importUrl)
    const done = vi.fn()
    void loader.soon(window, () => loader.load('qr')).then(done)
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0])
    expect(asked).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1])
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2])
    expect(asked).toEqual(
      [0, 1, 2, 3]
        .map((n) => `${files.qr}${n ? `?retry=${n}` : ''}`)
        .map((f) => new URL(f, base).href),
    )
    expect(done).toHaveBeenCalledOnce()
  })

  it('stops after the last delay, and starts again when the network comes back', async () => {
    vi.useFakeTimers()
    const { asked, importUrl } = flakyImport(RETRY_DELAYS_MS.length + 1)
    const loader = createLoader(files, base, importUrl)
    const done = vi.fn()
    void loader.soon(window, () => loader.load('status-notice')).then(done)
    for (const delay of [0, ...RETRY_DELAYS_MS]) await vi.advanceTimersByTimeAsync(delay)
    expect(asked).toHaveLength(RETRY_DELAYS_MS.length + 1)
    // Bounded: an hour later nothing more was asked.
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(asked).toHaveLength(RETRY_DELAYS_MS.length + 1)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toHaveLength(RETRY_DELAYS_MS.length + 2)
    expect(done).toHaveBeenCalledOnce()
    // Nothing is left listening.
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toHaveLength(RETRY_DELAYS_MS.length + 2)
  })
})

describe('the page script’s loader', () => {
  it('loads each part of lib/on-demand.ts', async () => {
    // The unit tests' `__ON_DEMAND__` (vitest.config.ts) names the sources: each imports as a module.
    for (const name of Object.keys(ON_DEMAND_SOURCES) as OnDemandName[])
      expect(Object.keys(await load(name)).length, name).toBeGreaterThan(0)
  })
})
