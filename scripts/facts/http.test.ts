// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultFactsConfig, type FactsConfig } from './config'
import { createHttp, limiter } from './http'

let server: Server
let base = ''
const seen: { url: string; headers: IncomingHttpHeaders }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    if (req.url === '/hang') return // never answers
    res.writeHead(req.url === '/gone' ? 404 : 200, { 'content-type': 'application/json' })
    res.end('{"ok":true}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const config = (over: Partial<FactsConfig> = {}): FactsConfig => ({
  ...defaultFactsConfig,
  urls: { ...defaultFactsConfig.urls, githubApi: `${base}/github` },
  timeoutMs: 300,
  githubToken: 'token-123',
  ...over,
})

describe('createHttp', () => {
  it('returns status and body, and a 404 as a response, not an error', async () => {
    const http = createHttp(config())
    expect(await http.get(`${base}/a`)).toEqual({
      kind: 'response',
      status: 200,
      body: '{"ok":true}',
    })
    expect(await http.get(`${base}/gone`)).toMatchObject({ kind: 'response', status: 404 })
  })

  it('sends the User-Agent everywhere and the token only to the GitHub API', async () => {
    const http = createHttp(config())
    await http.get(`${base}/github/repos/o/r`)
    await http.get(`${base}/play/x`)
    const github = seen.find((s) => s.url === '/github/repos/o/r')!
    const play = seen.find((s) => s.url === '/play/x')!
    expect(github.headers['user-agent']).toBe(defaultFactsConfig.userAgent)
    expect(github.headers.authorization).toBe('Bearer token-123')
    expect(play.headers['user-agent']).toBe(defaultFactsConfig.userAgent)
    expect(play.headers.authorization).toBeUndefined()
  })

  it('asks once per URL', async () => {
    const http = createHttp(config())
    const before = seen.length
    await Promise.all([http.get(`${base}/once`), http.get(`${base}/once`)])
    await http.get(`${base}/once`)
    expect(seen.length - before).toBe(1)
  })

  it('turns a hanging server and a refused connection into errors', async () => {
    const http = createHttp(config())
    expect(await http.get(`${base}/hang`)).toEqual({
      kind: 'error',
      message: 'timed out after 300 ms',
    })
    const refused = await http.get('http://127.0.0.1:1/')
    expect(refused).toMatchObject({ kind: 'error' })
    expect(refused.kind === 'error' && refused.message).toMatch(/^network error: /)
  })
})

describe('limiter', () => {
  it('never runs more than n tasks at once and runs them all', async () => {
    const run = limiter(2)
    let active = 0
    let peak = 0
    const task = async (i: number) => {
      active++
      peak = Math.max(peak, active)
      await new Promise((resolve) => setTimeout(resolve, 5))
      active--
      return i
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => run(() => task(i))))
    expect(results).toEqual([1, 2, 3, 4, 5, 6])
    expect(peak).toBe(2)
  })
})
