/**
 * The facts check's only network code: GET with a timeout, a User-Agent, the GitHub token for the
 * GitHub API only, a limit on requests in flight, and one request per URL per run. Never throws: a
 * failure is a result, so the checks turn it into "could not check".
 */
import type { FactsConfig } from './config'

export type HttpResult =
  { kind: 'response'; status: number; body: string } | { kind: 'error'; message: string }

export interface Http {
  get(url: string): Promise<HttpResult>
}

/** Runs at most `n` tasks at once; the others wait in order. */
export function limiter(n: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one.
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve))
    else active++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}

function describeError(error: unknown, timeoutMs: number): string {
  const e = error as {
    name?: string
    message?: string
    cause?: { code?: string; message?: string }
  }
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
    return `timed out after ${timeoutMs} ms`
  const detail = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(error)
  return `network error: ${detail}`
}

export function createHttp(config: FactsConfig, fetchImpl: typeof fetch = fetch): Http {
  const cache = new Map<string, Promise<HttpResult>>()
  const run = limiter(config.concurrency)

  async function request(url: string): Promise<HttpResult> {
    const headers: Record<string, string> = { 'User-Agent': config.userAgent }
    if (url.startsWith(`${config.urls.githubApi}/`)) {
      headers.Accept = 'application/vnd.github+json'
      headers['X-GitHub-Api-Version'] = '2022-11-28'
      if (config.githubToken) headers.Authorization = `Bearer ${config.githubToken}`
    }
    try {
      const response = await fetchImpl(url, {
        headers,
        redirect: 'follow',
        signal: AbortSignal.timeout(config.timeoutMs),
      })
      // The signal also bounds reading the body.
      return { kind: 'response', status: response.status, body: await response.text() }
    } catch (error) {
      return { kind: 'error', message: describeError(error, config.timeoutMs) }
    }
  }

  return {
    get(url) {
      let result = cache.get(url)
      if (!result) {
        result = run(() => request(url))
        cache.set(url, result)
      }
      return result
    },
  }
}
