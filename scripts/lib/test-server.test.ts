// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { freePort, repoRoot, startTestServer } from './test-server'

const site = mkdtempSync(path.join(tmpdir(), 'test-server-'))
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title><h1>home</h1>')
afterAll(() => rmSync(site, { recursive: true, force: true }))

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('test server', () => {
  it('finds the repository root and a free port', async () => {
    expect(repoRoot()).toBe(path.resolve(import.meta.dirname, '..', '..'))
    const port = await freePort()
    expect(port).toBeGreaterThan(0)
  })

  it('answers once started and ends only its own process', async () => {
    const server = await startTestServer(site)
    expect(server.origin).toBe(`http://127.0.0.1:${server.port}`)
    const res = await fetch(`${server.origin}/`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>home</h1>')
    await server.stop()
    await server.stop()
    expect(alive(server.pid)).toBe(false)
    expect(alive(process.pid)).toBe(true)
  })

  it('fails fast, with the reason, when the server exits', async () => {
    await expect(
      startTestServer(path.join(site, 'missing'), { timeoutMs: 60_000 }),
    ).rejects.toThrow(/exited \(code 1\)[\s\S]*has no index\.html/)
  })
})
