import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'

const index = readFileSync('app/styles.css', 'utf8')
const imported = new Set([...index.matchAll(/@import '\.\.\/([^']+)';/g)].map((m) => m[1]))

describe('the one stylesheet', () => {
  it('lists every component stylesheet exactly once', () => {
    const sheets = walkFiles('components', (rel) => rel.endsWith('.css')).map(
      (rel) => `components/${rel}`,
    )
    expect(sheets.length).toBeGreaterThan(10)
    expect(sheets.filter((sheet) => !imported.has(sheet))).toEqual([])
    expect(index.match(/@import/g)!.length).toBe(new Set(index.match(/@import '[^']+'/g)).size)
  })

  it('is the only stylesheet a module imports', () => {
    const modules = [
      ...walkFiles('app').map((f) => `app/${f}`),
      ...walkFiles('components').map((f) => `components/${f}`),
    ].filter((f) => /\.tsx?$/.test(f))
    const imports = (f: string) =>
      [...readFileSync(f, 'utf8').matchAll(/^import '([^']+\.css)'/gm)].map((m) => m[1]!)
    const offenders = modules.filter((f) => imports(f).some((i) => !/(^|\/)styles\.css$/.test(i)))
    expect(offenders).toEqual([])
  })
})
