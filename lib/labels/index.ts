import type { AppId } from '../apps'
import type { Locale } from '../i18n/config'

import type { AppLabels, LabelLanguage, UiLabel } from './types'
import { clashMetaLabels } from './clash-meta'
import { clashVergeRevLabels } from './clash-verge-rev'
import { clashxMetaLabels } from './clashx-meta'
import { happLabels } from './happ'
import { shadowrocketLabels } from './shadowrocket'
import { stashLabels } from './stash'
import { streisandLabels } from './streisand'
import { karingLabels } from './karing'
import { v2rayngLabels } from './v2rayng'
import { v2raynLabels } from './v2rayn'

export type {
  AppLabels,
  KeyUsage,
  LabelLanguage,
  StringFiles,
  StringFormat,
  UiLabel,
} from './types'

/** Every app's labels, by app id; an app without an entry has no labels yet. */
export const appLabels: Partial<Record<AppId, AppLabels>> = {
  'clash-meta': clashMetaLabels,
  'clash-verge-rev': clashVergeRevLabels,
  'clashx-meta': clashxMetaLabels,
  happ: happLabels,
  shadowrocket: shadowrocketLabels,
  stash: stashLabels,
  streisand: streisandLabels,
  karing: karingLabels,
  v2rayn: v2raynLabels,
  v2rayng: v2rayngLabels,
}

/** The file a writer adds an app's labels to (named in content errors). */
export function labelsFile(app: AppId): string {
  return `lib/labels/${app}.ts`
}

/** A label of an app, or undefined when the registry has no such id. */
export function findLabel(app: AppId, id: string): UiLabel | undefined {
  const labels = appLabels[app]?.labels
  return labels && Object.hasOwn(labels, id) ? labels[id] : undefined
}

/**
 * The text a reader sees for a label on a page in `locale`: the app's own text in that language, or,
 * where the app does not ship it, the text the app shows instead (English first), with its language so
 * the page can mark it (`lang`).
 */
export function labelText(label: UiLabel, locale: Locale): { text: string; lang: LabelLanguage } {
  const own = label.text[locale]
  if (own !== undefined) return { text: shown(own), lang: locale }
  // English is what an app shows when it does not speak the reader's language.
  const english: LabelLanguage = 'en'
  const other: LabelLanguage = locale === english ? 'ru' : english
  const fallback = label.text[english] ?? label.text[other]
  if (fallback === undefined) throw new Error('a label has no text')
  return { text: shown(fallback), lang: label.text[english] !== undefined ? english : other }
}

/**
 * A string as the reader sees it: a placeholder the app fills in (`%1$s`, `{0}`) becomes "…", and a
 * line break a space (the registry keeps the app's text as it is, so facts:check can compare it).
 */
function shown(text: string): string {
  return text.replace(/%(\d+\$)?[sd]|\{\d+\}/g, '…').replace(/\s*\n\s*/g, ' ')
}

/** The quotation marks each locale puts around a label (as the guides quote any UI text). */
export const labelQuotes: Record<Locale, readonly [string, string]> = {
  ru: ['«', '»'],
  en: ['"', '"'],
}

/** Every text of every label of an app, for the guide walk (tests/guide-labels.test.ts). */
export function allLabelTexts(app: AppId): Set<string> {
  const texts = new Set<string>()
  for (const label of Object.values(appLabels[app]?.labels ?? {}))
    for (const language of Object.keys(label.text) as LabelLanguage[])
      texts.add(labelText(label, language).text)
  return texts
}
