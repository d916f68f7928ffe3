/**
 * The screens check of `npm run facts:check`: an open-source app's screen schematics (lib/screens/) re-read
 * at its latest release. Every label a screen draws that has a key in the app's string files must still be
 * used in one of the files the screen's `source` names (its own screen file first), the way the app's code
 * names keys (the labels check's `usesKey`). A label whose key left them is stale, with the guide lines that
 * draw the screen (`<Screen app screen>`), so a writer re-reads the screen, fixes its data, and looks again at
 * those schematics.
 */
import type { AppLabels } from '@/lib/labels/types'
import { labelsOf, SCREEN, screenSource } from '@/lib/screens'
import type { AppScreens } from '@/lib/screens/types'

import { componentUses, componentKey, usesKey, type PlaceText } from './labels'
import { cannot, type Finding, type LatestRelease } from './verdicts'

/** Screens by app id, as lib/screens/ exports them (or a fixture). */
export type ScreenRegistry = Readonly<Partial<Record<string, AppScreens>>>

/** Where each screen is drawn: `"<app> <screen>"` → `content/ru/android/v2rayNG.mdx:64` lines. */
export type ScreenUses = ReadonlyMap<string, readonly string[]>

/** Every `<Screen>` of a set of content files (`componentUses`). */
export const screenUses = (
  files: readonly { rel: string; source: string; app?: string }[],
  dir = 'content',
): ScreenUses => componentUses(files, SCREEN, 'screen', dir)

/** The screens of an app that facts:check re-reads: those read in a repository, grouped by repository. */
export function screenRepos(screens: AppScreens): Map<string, { tag: string; files: string[] }> {
  const repos = new Map<string, { tag: string; files: string[] }>()
  for (const screen of Object.values(screens.screens)) {
    const read = screenSource(screen.source)
    if (!read) continue
    const seen = repos.get(read.repo) ?? { tag: read.tag, files: [] }
    seen.files = [...new Set([...seen.files, ...read.files])].sort()
    repos.set(read.repo, seen)
  }
  return repos
}

/** The labels with a key that an app's screens read in `repo` draw: how many the check compares. */
export function keyedControls(
  screens: AppScreens,
  labels: AppLabels,
  repo: string,
): { screens: number; controls: number } {
  let count = 0
  let drawn = 0
  for (const screen of Object.values(screens.screens)) {
    if (screenSource(screen.source)?.repo !== repo) continue
    count++
    drawn += labelsOf(screen).filter((id) => labels.labels[id]?.key).length
  }
  return { screens: count, controls: drawn }
}

/**
 * Compares every screen of an app read in `repo` with its files read at `release` (`files`: each path's
 * text, `null` when the release has no such file). Stale when a label the screen draws has a key that none
 * of the screen's files uses any more, naming the screen, the label, its key, and the guide lines that draw
 * the screen.
 */
export function screensFinding(
  app: string,
  screens: AppScreens,
  labels: AppLabels,
  repo: string,
  release: LatestRelease,
  files: readonly { path: string; text: PlaceText }[],
  uses: ScreenUses,
): Finding {
  const texts = new Map<string, string | null>()
  for (const file of files) {
    if (file.text !== null && typeof file.text !== 'string') return file.text
    texts.set(file.path, file.text)
  }
  if (!labels.strings) return cannot(`lib/labels/${app}.ts has no string files to read keys from`)
  const usage = labels.strings.usage
  const changes: string[] = []
  const lines = new Set<string>()
  let checked = 0
  let count = 0
  let tag = ''
  for (const [id, screen] of Object.entries(screens.screens)) {
    const read = screenSource(screen.source)
    if (read?.repo !== repo) continue
    count++
    tag = read.tag
    const where = uses.get(componentKey(app, id)) ?? []
    const drawnAt = where.length ? `; drawn at ${where.join(', ')}` : '; no guide draws it'
    const gone = read.files.filter((path) => texts.get(path) === null)
    const present = read.files.flatMap((path) => texts.get(path) ?? [])
    for (const labelId of labelsOf(screen)) {
      const key = labels.labels[labelId]?.key
      if (!key) continue
      checked++
      if (present.some((text) => usesKey(usage, key, text))) continue
      where.forEach((l) => lines.add(l))
      const goneNote = gone.length ? ` (${gone.join(', ')} gone)` : ''
      changes.push(
        `${id}: ${labelId} (${key}) left ${read.files.join(', ')} at ${release.tag}${goneNote}${drawnAt}`,
      )
    }
  }
  if (!changes.length) {
    const since = tag && tag !== release.tag ? ` (read at ${tag})` : ''
    return {
      found: `${checked} controls of ${count} screens still in their screen files at ${release.tag}${since}`,
      verdict: 'ok',
    }
  }
  return {
    found: changes.join('; '),
    verdict: 'stale',
    action: `update lib/screens/${app}.ts (the screens' controls, and their source at ${release.tag}) and look again at the schematics at ${[...lines].join(', ') || 'no guide line'}`,
  }
}
