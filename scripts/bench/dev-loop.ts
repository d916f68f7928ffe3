// The writer's loop in `npm run dev`, on a temporary copy of the project: a cold start (no .next/) to the
// first page, an edit of a guide to the page showing it, and a broken field to the error page and back.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { startDevServer } from '../lib/dev-server'
import { copyProject } from '../lib/project-copy'
import { median, type Figure } from './figures'

/** The guide the loop edits, and its page. */
const GUIDE = { file: 'content/ru/android/happ.mdx', url: '/android/happ' }
const EDITS = 3

export interface DevLoop {
  /** From starting `npm run dev` to "Docs at …": the first content step done and Next listening. */
  readySeconds: number
  /** From starting `npm run dev` to the first page served whole (Next compiles it on that request). */
  firstPageSeconds: number
  /** From saving an edit to the page showing it, each edit. */
  editSeconds: number[]
  /** From saving a broken field to the page answering with the error page. */
  errorSeconds: number
  /** From saving the fix to the page again. */
  fixSeconds: number
}

/** Seconds until `url` answers with a body that `done` accepts, polling every 100 ms. */
async function until(
  url: string,
  done: (status: number, body: string) => boolean,
  timeoutMs = 180_000,
): Promise<number> {
  const started = performance.now()
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) })
      if (done(res.status, await res.text())) return (performance.now() - started) / 1000
    } catch {
      // Not listening yet, or a compile that took longer than the request: ask again.
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`${url}: not done in ${timeoutMs} ms`)
    await sleep(100)
  }
}

export async function devLoop(root: string): Promise<DevLoop> {
  const dir = copyProject(root, 'bench-dev-')
  try {
    const started = performance.now()
    const dev = await startDevServer(dir)
    try {
      const url = `${dev.origin}${GUIDE.url}`
      await until(url, (status, body) => status === 200 && body.includes('</html>'))
      const firstPageSeconds = (performance.now() - started) / 1000

      const file = path.join(dir, GUIDE.file)
      const original = readFileSync(file, 'utf8')
      const editSeconds: number[] = []
      for (let i = 1; i <= EDITS; i++) {
        const marker = `Bench edit ${i} ${Date.now()}`
        writeFileSync(file, original.replace(/\n## /, `\n${marker}.\n\n## `))
        editSeconds.push(await until(url, (status, body) => body.includes(marker)))
      }
      writeFileSync(file, original.replace(/^platform: android$/m, 'platform: androidd'))
      const errorSeconds = await until(
        url,
        (status, body) => status === 500 && body.includes('data-content-errors'),
      )
      writeFileSync(file, original)
      const fixSeconds = await until(url, (status) => status === 200)
      return {
        readySeconds: dev.readySeconds,
        firstPageSeconds,
        editSeconds,
        errorSeconds,
        fixSeconds,
      }
    } finally {
      await dev.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The dev loop's figures (no goals: the issue asks for them to be measured). */
export function devLoopFigures(loop: DevLoop): Figure[] {
  const where = `npm run dev, ${GUIDE.url}`
  return [
    {
      name: 'Cold start to the first page',
      subject: where,
      value: loop.firstPageSeconds,
      unit: 's',
      note: `no .next/; content step done and server listening after ${loop.readySeconds.toFixed(1)} s`,
    },
    {
      name: 'Edit to updated page',
      subject: where,
      value: median(loop.editSeconds),
      unit: 's',
      note: `median of ${loop.editSeconds.length}: ${loop.editSeconds.map((s) => s.toFixed(2)).join(', ')} s`,
    },
    {
      name: 'Broken field to error page',
      subject: where,
      value: loop.errorSeconds,
      unit: 's',
      note: 'platform: androidd, status 500 with the error lines',
    },
    { name: 'Fix to page', subject: where, value: loop.fixSeconds, unit: 's' },
  ]
}
