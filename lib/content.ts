import 'server-only'

import { allDocs, allProblems, type Doc, type Problem } from 'contentlayer/generated'

import { problemsFor, type HelpContext } from './help'
import type { Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'

export type { Doc, Problem }
export type { TocItem } from './mdx/headings'

/** Every page of a locale, unlisted ones included (they build and open). */
export function getDocs(locale: Locale): Doc[] {
  return allDocs.filter((doc) => doc.locale === locale)
}

/** Pages that appear in the sidebar, tags, sitemap and search. */
export function getListedDocs(locale: Locale): Doc[] {
  return getDocs(locale).filter((doc) => !doc.unlisted)
}

/** The page at a locale-free path (`/android/happ`), or undefined. */
export function getDoc(locale: Locale, path: string): Doc | undefined {
  return allDocs.find((doc) => doc.locale === locale && doc.path === path)
}

/** Locale-free path of a catch-all `slug` param, decoded (`['tags', '%D1%83…']` → `/tags/у…`). */
export function slugToPath(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).map((s) => decodeURIComponent(s)).join('/')}`
}

/** Tags of the listed pages of a locale, with their pages, sorted by name. */
export function getTags(locale: Locale): { tag: string; url: string; docs: Doc[] }[] {
  const byTag = new Map<string, Doc[]>()
  for (const doc of getListedDocs(locale)) {
    for (const tag of doc.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), doc])
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, docs]) => ({ tag, url: localizedPath(locale, `/tags/${tag}`), docs }))
}

/** Every locale-free path that a locale publishes: pages, the tag index and tag pages. */
export function getAllPaths(locale: Locale): string[] {
  return [
    ...getDocs(locale).map((doc) => doc.path),
    '/tags',
    ...getTags(locale).map(({ tag }) => `/tags/${tag}`),
  ]
}

/** The knowledge-base entries of a locale that apply in a context, in order (all without a context). */
export function getProblems(locale: Locale, ctx: HelpContext = {}): Problem[] {
  return problemsFor(
    allProblems.filter((p) => p.locale === locale),
    ctx,
  )
}
