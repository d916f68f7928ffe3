import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const roots = ['app', 'components', 'lib']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : []
  })
}

const all = roots.flatMap(files)
const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))

describe('the client boundary', () => {
  it("puts 'use client' only in *.client.tsx files", () => {
    const offenders = all.filter((f) => isClient(f) && !f.endsWith('.client.tsx'))
    expect(offenders).toEqual([])
  })

  it("starts every *.client.tsx file with 'use client'", () => {
    const offenders = all.filter((f) => f.endsWith('.client.tsx') && !isClient(f))
    expect(offenders).toEqual([])
  })

  it('never makes a page or a layout a client component', () => {
    const routes = all.filter((f) => /(^|\/)(page|layout|global-not-found)\.tsx$/.test(f))
    expect(routes.length).toBeGreaterThan(3)
    expect(routes.filter(isClient)).toEqual([])
  })

  it('keeps contentlayer output behind lib/content.ts', () => {
    const importers = all.filter((f) =>
      readFileSync(f, 'utf8').includes("from 'contentlayer/generated'"),
    )
    expect(importers).toEqual(['lib/content.ts'])
  })
})
