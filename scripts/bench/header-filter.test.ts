// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { headerNames, startHeaderFilter, type HeaderFilter } from './header-filter'

const page = brotliCompressSync(Buffer.from('<!doctype html><p>Привет</p>'.repeat(50)))
let upstream: Server
let filter: HeaderFilter

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(301, { Location: '/android/happ', 'Cross-Origin-Opener-Policy': 'same-origin' })
      return res.end()
    }
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      Link: '</a.css>; rel=preload; as=style',
      'X-Seen-Accept-Encoding': String(req.headers['accept-encoding']),
    })
    res.end(page)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const { port } = upstream.address() as AddressInfo
  filter = await startHeaderFilter(`http://127.0.0.1:${port}`, ['cross-origin-opener-policy'])
})
afterAll(async () => {
  await filter.stop()
  await new Promise((resolve) => upstream.close(resolve))
})

describe('the header filter', () => {
  it('drops the named header whatever its case, and passes every other one and the request', async () => {
    const res = await fetch(`${filter.origin}/android/happ`, {
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('link')).toBe('</a.css>; rel=preload; as=style')
    expect(res.headers.get('x-seen-accept-encoding')).toBe('br')
    // fetch decodes brotli: the text arrives whole, so the compressed bytes passed unchanged.
    expect(await res.text()).toBe('<!doctype html><p>Привет</p>'.repeat(50))
  })

  it('passes a redirect as it is, without the dropped header', async () => {
    const res = await fetch(`${filter.origin}/moved`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/android/happ')
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull()
  })

  it('reads the option as a list of header names and refuses anything else', () => {
    expect(headerNames('Cross-Origin-Opener-Policy, X-Frame-Options')).toEqual([
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ])
    expect(() => headerNames('')).toThrow(/header names separated by commas/)
    expect(() => headerNames('Bad Header')).toThrow(/--drop-header Bad Header/)
  })
})
