/**
 * The screen data (lib/screens/) as sourced facts: each screen cites where it was read and when, draws only
 * labels of its app's registry, can be marked unambiguously, and a reason a guide draws no schematic at a
 * key step names a guide of the app and a closed app (tests/guide-screens.test.ts reads the guides).
 */
import { describe, expect, it } from 'vitest'

import { appIds, utcToday, type AppId } from '@/lib/apps'
import { findLabel, appLabels } from '@/lib/labels'
import { readContentFiles } from '@/lib/source/files'

import {
  appScreens,
  controlsOf,
  keySteps,
  labelsOf,
  markOf,
  screenSource,
  type AppScreen,
} from './index'

const today = utcToday()

/** Every screen of every app, as `[app, id, screen]`. */
const allScreens: [AppId, string, AppScreen][] = appIds.flatMap((app) =>
  Object.entries(appScreens[app]?.screens ?? {}).map(([id, screen]): [AppId, string, AppScreen] => [
    app,
    id,
    screen,
  ]),
)

/** Every guide of the site, by app: its path under content/<locale>/ without `.mdx`, each locale once. */
const guidesOf = (() => {
  const found = new Map<string, Set<string>>()
  for (const page of readContentFiles(undefined, 'all')) {
    if (page.kind !== 'guide' || !('app' in page) || typeof page.app !== 'string') continue
    const guide = page.rel.slice(page.rel.indexOf('/') + 1).replace(/\.mdx$/, '')
    found.set(page.app, (found.get(page.app) ?? new Set()).add(guide))
  }
  return (app: AppId) => [...(found.get(app) ?? [])].sort()
})()

describe('screen data', () => {
  it('has screens to check', () => {
    expect(allScreens.length).toBeGreaterThan(10)
  })

  it.each(allScreens)('%s %s: cites owner/repo@tag path or an https document', (app, _, screen) => {
    const strings = appLabels[app]?.strings
    if (strings) {
      // An open-source app's screen is read in its repository, at the tag its labels are read at.
      const read = screenSource(screen.source)
      expect(read, screen.source).toBeDefined()
      expect(read!.files.length).toBeGreaterThan(0)
      expect(read!.repo).toBe(strings.repo)
      expect(read!.tag).toBe(strings.tag)
    } else {
      expect(screen.source).toMatch(/^https:\/\/\S+$/)
    }
  })

  it.each(allScreens)('%s %s: checked on a real day, not in the future', (_, __, screen) => {
    expect(screen.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(new Date(`${screen.checked}T00:00:00Z`).toISOString().slice(0, 10)).toBe(screen.checked)
    expect(screen.checked <= today).toBe(true)
  })

  it.each(allScreens)('%s %s: draws only labels of the app', (app, _, screen) => {
    const missing = labelsOf(screen).filter((id) => !findLabel(app, id))
    expect(missing, `not in lib/labels/${app}.ts`).toEqual([])
  })

  it.each(allScreens)('%s %s: marks are unique', (_, __, screen) => {
    const marks = screen.regions.flatMap((r) => controlsOf(r).flatMap((c) => markOf(c) ?? []))
    // A region drawn twice is not: the same bar in two screens is two screens' bars.
    expect(marks.filter((m, i) => marks.indexOf(m) !== i)).toEqual([])
  })

  it.each(allScreens)('%s %s: every menu drops from a mark of its screen', (_, __, screen) => {
    const marks = screen.regions
      .filter((r) => r.kind !== 'menu')
      .flatMap((r) => controlsOf(r).flatMap((c) => markOf(c) ?? []))
    for (const region of screen.regions)
      if (region.kind === 'menu')
        expect(marks, `menu under ${region.under}`).toContain(region.under)
  })
})

describe('steps without a schematic', () => {
  it.each(appIds)('%s: every unshown reason is for a key step of a guide of the app', (app) => {
    const own = appScreens[app]
    expect(own, `lib/screens/${app}.ts, registered in lib/screens/index.ts`).toBeDefined()
    expect(own!.app).toBe(app)
    const guides = guidesOf(app)
    for (const [guide, steps] of Object.entries(own!.unshown ?? {})) {
      expect(guides, `unshown: ${guide} is not a guide of ${app} in content/`).toContain(guide)
      for (const [step, reason] of Object.entries(steps)) {
        expect(keySteps, `${guide}`).toContain(step)
        // Where it was looked for, not only that nothing was found.
        expect(reason.trim().length, `${guide} ${step}`).toBeGreaterThan(60)
      }
    }
  })

  it('leaves a step unshown only for a closed app', () => {
    for (const app of appIds)
      if (Object.keys(appScreens[app]?.unshown ?? {}).length > 0)
        expect(appLabels[app]?.strings, app).toBeUndefined()
  })
})

describe('screenSource', () => {
  it('reads the repository, the tag and the files, a bare name in the first file’s folder', () => {
    expect(
      screenSource('o/r@1.2 app/ui/Main.kt:10-20, 30-40, Bar.kt:5, res/layout/bar.xml:1-9'),
    ).toEqual({
      repo: 'o/r',
      tag: '1.2',
      files: ['app/ui/Main.kt', 'app/ui/Bar.kt', 'res/layout/bar.xml'],
    })
    expect(screenSource('o/r@v1 ClashX/Support Files/en.lproj/Main.strings')).toEqual({
      repo: 'o/r',
      tag: 'v1',
      files: ['ClashX/Support Files/en.lproj/Main.strings'],
    })
  })

  it('takes no vendor document', () => {
    expect(screenSource('https://example.com/docs/add.md')).toBeUndefined()
  })
})
