// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { build, runStep, stages, type Step } from './build'

const step = (name: string): Step => ({ name, command: 'unused', args: [] })

describe('npm run build stages', () => {
  it('runs the steps of a stage together and a stage only after the one before', async () => {
    const events: string[] = []
    const release: Record<string, () => void> = {}
    const run = (s: Step) =>
      new Promise<number>((resolve) => {
        events.push(`start ${s.name}`)
        release[s.name] = () => {
          events.push(`end ${s.name}`)
          resolve(1)
        }
      })
    const done = build([[step('a'), step('b')], [step('c')]], run)
    await Promise.resolve()
    expect(events).toEqual(['start a', 'start b'])
    release.b!()
    await new Promise((r) => setTimeout(r, 0))
    expect(events).not.toContain('start c')
    release.a!()
    await new Promise((r) => setTimeout(r, 0))
    expect(events).toEqual(['start a', 'start b', 'end b', 'end a', 'start c'])
    release.c!()
    expect(await done).toBe('a 1.0 s ∥ b 1.0 s → c 1.0 s')
  })

  it('fails naming every failed step of a stage, after its other steps finish, and starts no later stage', async () => {
    const started: string[] = []
    const run = async (s: Step) => {
      started.push(s.name)
      if (s.name === 'typecheck') throw new Error('typecheck failed (exit code 2)')
      return 1
    }
    await expect(
      build([[step('postbuild'), step('typecheck')], [step('later')]], run),
    ).rejects.toThrow('build failed:\n  typecheck failed (exit code 2)')
    expect(started).toEqual(['postbuild', 'typecheck'])
  })

  it('runs a real command and reports its exit code', async () => {
    const ok = { name: 'ok', command: process.execPath, args: ['-e', ''] }
    const bad = { name: 'bad', command: process.execPath, args: ['-e', 'process.exit(3)'] }
    await expect(runStep(ok)).resolves.toBeGreaterThan(0)
    await expect(runStep(bad)).rejects.toThrow('bad failed (exit code 3)')
  })

  it('builds the content beside the page script, and type-checks beside the post-build steps', () => {
    expect(stages.before.map((s) => s.name)).toEqual(['content', 'client'])
    expect(stages.after.map((s) => s.name)).toEqual(['postbuild', 'typecheck'])
  })
})
