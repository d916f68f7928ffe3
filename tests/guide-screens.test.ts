/**
 * Every app guide shows where to tap: a schematic of the app's screen (`<Screen>`, lib/screens/) in its "Add
 * the subscription" section and in its "Connect" section, in every language, unless the app's screens file
 * says why no source shows that screen (`unshown`); a step with a reason draws nothing, so a reason cannot
 * outlive a schematic added later. Each schematic is of the guide's own app, drawable (the content check's
 * `screenProblem`), and cites where its layout was read.
 */
import { describe, expect, it } from 'vitest'

import { analyseMdx } from '@/lib/mdx/analyse'
import { findScreen, keySteps, SCREEN, screenProblem, unshownReason } from '@/lib/screens'
import type { KeyStep } from '@/lib/screens/types'
import { readContentFiles } from '@/lib/source/files'

/** The guide section each key step is in (the ids the guides' headings get). */
const sectionOf: Record<KeyStep, string> = { add: 'add-subscription', connect: 'connect' }

const guides = readContentFiles(undefined, 'all').filter((page) => page.kind === 'guide')

describe('every app guide', () => {
  it('is found', () => expect(guides.length).toBeGreaterThan(40))

  for (const guide of guides) {
    if (guide.kind !== 'guide') continue
    const path = guide.rel.slice(guide.rel.indexOf('/') + 1).replace(/\.mdx$/, '')
    it(`${guide.rel}: a schematic at its add and connect steps, or the reason there is none`, () => {
      const analysis = analyseMdx(guide.source, { apps: 'all' })
      const h2 = analysis.headings.filter((h) => h.depth === 2)
      for (const step of keySteps) {
        const start = h2.find((h) => h.id === sectionOf[step])
        expect(start, `${guide.rel}: no section #${sectionOf[step]}`).toBeDefined()
        const end = h2.find((h) => h.line > start!.line)?.line ?? Infinity
        const screens = analysis.components.filter(
          (c) => c.name === SCREEN && c.line > start!.line && c.line < end,
        )
        const reason = unshownReason(guide.app, path, step)
        if (reason)
          expect(
            screens,
            `${guide.rel}: ${step} is unshown in lib/screens/${guide.app}.ts`,
          ).toEqual([])
        else
          expect(
            screens.length,
            `${guide.rel}: no <Screen> in #${sectionOf[step]}`,
          ).toBeGreaterThan(0)
        for (const screen of screens) {
          const where = `${guide.rel}:${screen.line}`
          expect(screen.props.app ?? guide.app, where).toBe(guide.app)
          expect(
            screenProblem(guide.app, screen.props.screen, screen.props.mark),
            where,
          ).toBeUndefined()
          expect(findScreen(guide.app, screen.props.screen ?? '')!.source, where).toMatch(
            /^(https:\/\/|[\w.-]+\/[\w.-]+@\S+ \S)/,
          )
        }
      }
    })
  }
})
