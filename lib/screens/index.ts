import { apps, type AppId } from '../apps'

import type { AppScreen, AppScreens, KeyStep, ScreenControl, ScreenRegion } from './types'
import { clashMetaScreens } from './clash-meta'
import { clashVergeRevScreens } from './clash-verge-rev'
import { clashxMetaScreens } from './clashx-meta'
import { happScreens } from './happ'
import { karingScreens } from './karing'
import { shadowrocketScreens } from './shadowrocket'
import { stashScreens } from './stash'
import { streisandScreens } from './streisand'
import { v2raynScreens } from './v2rayn'
import { v2rayngScreens } from './v2rayng'

export type {
  AppScreen,
  AppScreens,
  KeyStep,
  ScreenControl,
  ScreenIcon,
  ScreenRegion,
} from './types'
export { keySteps, screenIcons } from './types'

/** Every app's screens, by app id; an app without an entry has none yet. */
export const appScreens: Partial<Record<AppId, AppScreens>> = {
  happ: happScreens,
  v2rayng: v2rayngScreens,
  'clash-meta': clashMetaScreens,
  karing: karingScreens,
  streisand: streisandScreens,
  shadowrocket: shadowrocketScreens,
  stash: stashScreens,
  'clashx-meta': clashxMetaScreens,
  'clash-verge-rev': clashVergeRevScreens,
  v2rayn: v2raynScreens,
}

/** The file a writer adds an app's screens to (named in content errors). */
export const screensFile = (app: AppId) => `lib/screens/${app}.ts`

/** A control's mark: its label id, or its own id. */
export const markOf = (control: ScreenControl): string | undefined => control.label ?? control.id

/** Every control of a region, in the order it is drawn. */
export function controlsOf(region: ScreenRegion): ScreenControl[] {
  switch (region.kind) {
    case 'bar':
      return [...(region.start ?? []), ...(region.end ?? [])]
    case 'tabs':
    case 'tiles':
    case 'rows':
    case 'fields':
    case 'menu':
    case 'nav':
      return region.items
    case 'list':
      return region.row?.end ?? []
    case 'button':
      return [region.control]
    case 'status':
      return [
        ...(region.text ? [region.text] : []),
        ...(region.items ?? []),
        ...(region.end ? [region.end] : []),
      ]
  }
}

/** Every label a screen draws, by id, in order: its controls' and its bars' titles. */
export const labelsOf = (screen: AppScreen): string[] => [
  ...new Set(
    screen.regions.flatMap((r) => [
      ...(r.kind === 'bar' && r.title && 'label' in r.title ? [r.title.label] : []),
      ...controlsOf(r).flatMap((c) => (c.label ? [c.label] : [])),
    ]),
  ),
]

/** Every mark a screen has: what `<Screen mark>` may name. */
export const marksOf = (screen: AppScreen): string[] =>
  screen.regions.flatMap((r) => controlsOf(r).flatMap((c) => markOf(c) ?? []))

/** A screen of an app, or undefined. */
export function findScreen(app: AppId, id: string): AppScreen | undefined {
  const screens = appScreens[app]?.screens
  return screens && Object.hasOwn(screens, id) ? screens[id] : undefined
}

/** The component that draws a schematic (components/mdx/screen.tsx). */
export const SCREEN = 'Screen'

/** Why `<Screen>` cannot be drawn, one line for the content check; undefined when it can. */
export function screenProblem(app: string, screen?: string, mark?: string): string | undefined {
  if (!(app in apps)) return `app: "${app}" is not an app of lib/apps.ts`
  const found = screen ? findScreen(app as AppId, screen) : undefined
  if (!found) return `screen: "${screen}" is not a screen of ${app} in ${screensFile(app as AppId)}`
  const marks = marksOf(found)
  const marked = (mark ?? '').split(/\s+/).filter(Boolean)
  if (marked.length === 0) return 'mark: required (the control to tap: a label id or a control id)'
  const unknown = marked.find((m) => !marks.includes(m))
  if (unknown)
    return `mark: "${unknown}" is not a control of ${app}'s screen "${screen}" (${marks.join(', ')})`
  return undefined
}

/** Why a guide draws no schematic at a key step (`guide`: its path under content/<locale>/ without `.mdx`). */
export function unshownReason(app: AppId, guide: string, step: KeyStep): string | undefined {
  const unshown = appScreens[app]?.unshown
  return unshown && Object.hasOwn(unshown, guide) ? unshown[guide]?.[step] : undefined
}

/** Where a screen was read in the app's repository: the repository, the tag and the files, first its own. */
export interface ScreenSource {
  repo: string
  tag: string
  files: string[]
}

/**
 * The repository files a screen's `source` names (`owner/repo@tag path:lines, Other.kt:lines`: a name
 * without a folder is in the first file's folder), or undefined for a vendor's document (a URL) or a
 * source that is not in that form.
 */
export function screenSource(source: string): ScreenSource | undefined {
  const m = /^([\w.-]+\/[\w.-]+)@(\S+) (\S.*)$/.exec(source)
  if (!m) return undefined
  const names = m[3]!
    .split(/,\s*/)
    .map((part) => part.replace(/:[\d-]+$/, '').trim())
    // A second range of the file before (`A.kt:10-20, 40-52`) names no file.
    .filter((name) => name !== '' && !/^[\d-]+$/.test(name))
  const first = names[0]
  if (!first || /^[a-z]+:\/\//i.test(first)) return undefined
  const folder = first.includes('/') ? first.slice(0, first.lastIndexOf('/') + 1) : ''
  const files = names.map((name) => (name.includes('/') ? name : `${folder}${name}`))
  return { repo: m[1]!, tag: m[2]!, files: [...new Set(files)] }
}
