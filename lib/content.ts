import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Doc as GeneratedDoc, Problem } from 'contentlayer/generated'

import { CONTENT_DIR } from './content-files'
import { CONTENTLAYER_GENERATED as GENERATED } from './contentlayer-output'
import { problemsFor, type HelpContext } from './help'
import type { Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'

/**
 * A page as listings, navigation and metadata read it: everything contentlayer made of it but its body.
 * The compiled MDX of the one page being rendered is `getDocCode`.
 */
export type Doc = Omit<GeneratedDoc, 'body'>
export type { Problem }
export type { TocItem } from './mdx/headings'

/**
 * contentlayer's output is read from disk when a page renders, never imported: an import puts every
 * page's compiled MDX into each route's server bundle (tens of MB at a few thousand pages, compiled by
 * Turbopack and loaded by every static-generation worker once per route). A worker keeps the pages
 * without their bodies, shared by all the routes it renders (one copy per process, on `globalThis`).
 */

function readGenerated<T>(rel: string): T {
  const file = path.join(process.cwd(), GENERATED, rel)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    throw new Error(
      `${path.join(GENERATED, rel)}: ${(error as Error).message}. Run "contentlayer2 build" before next build (npm run build does).`,
    )
  }
}

interface Loaded {
  docs: Doc[]
  problems: Problem[]
  /** `getDocs` of each locale, filtered once: every page asks for its locale's pages (sidebar, links). */
  byLocale?: Partial<Record<Locale, Doc[]>>
}

/**
 * `next dev` imports the output instead, so that contentlayer's rewrite of it on an edit reloads the page
 * (the module graph depends on it). The condition is a constant in a build, which leaves the import out.
 * The content step's errors are imported too, only for that: when an edit breaks a file, contentlayer
 * may write nothing, and the new errors must still reload the page, which the dev server (scripts/dev.ts)
 * then answers with the error page.
 */
const dev: Loaded | undefined =
  process.env.NODE_ENV === 'development'
    ? await Promise.all([
        import('contentlayer/generated'),
        import('../.contentlayer/content-errors.json'),
      ]).then(([{ allDocs, allProblems }]) => ({ docs: allDocs, problems: allProblems }))
    : undefined

const LOADED = Symbol.for('vpn-docs.content')

function loaded(): Loaded {
  if (dev) return dev
  const store = globalThis as { [LOADED]?: Loaded }
  return (store[LOADED] ??= {
    docs: readGenerated<(Doc & { body?: unknown })[]>(path.join('Doc', '_index.json')).map(
      (doc) => {
        delete doc.body
        return doc
      },
    ),
    problems: readGenerated<Problem[]>(path.join('Problem', '_index.json')),
  })
}

/** contentlayer's file of one document (its `idToFileName`: `en/android.mdx` → `en__android.mdx.json`). */
const documentFile = (id: string) => `${id.replace(/^\d/, '_$&').replaceAll('/', '__')}.json`

/** The file a page or an entry was made from, from the project root (`content/ru/android/happ.mdx`). */
export function sourceFile(doc: { _raw: { sourceFilePath: string } }): string {
  return `${CONTENT_DIR}/${doc._raw.sourceFilePath}`
}

/** The compiled MDX of a page (`MdxContent`'s `code`), read when the page renders. */
export function getDocCode(doc: Doc): string {
  if (dev) return (doc as GeneratedDoc).body.code
  return readGenerated<GeneratedDoc>(path.join('Doc', documentFile(doc._id))).body.code
}

/**
 * Every page of a locale, unlisted ones included (they build and open). The same array for every call
 * with the same content (callers must not change it; it also keys their caches of what they derive).
 */
export function getDocs(locale: Locale): readonly Doc[] {
  const content = loaded()
  content.byLocale ??= {}
  return (content.byLocale[locale] ??= content.docs.filter((doc) => doc.locale === locale))
}

/**
 * What is derived from a locale's pages (its sidebar, its single files), computed once per set of pages
 * and not once per page: `getDocs` returns the same array until the pages change.
 */
export function perLocalePages<T>(
  derive: (docs: readonly Doc[], locale: Locale) => T,
): (locale: Locale) => T {
  const derived = new WeakMap<readonly Doc[], T>()
  return (locale) => {
    const docs = getDocs(locale)
    if (!derived.has(docs)) derived.set(docs, derive(docs, locale))
    return derived.get(docs)!
  }
}

/** Pages that appear in the sidebar, tags, sitemap and search. */
export function getListedDocs(locale: Locale): Doc[] {
  return getDocs(locale).filter((doc) => !doc.unlisted)
}

/** The page at a locale-free path (`/android/happ`), or undefined. */
export function getDoc(locale: Locale, path: string): Doc | undefined {
  return loaded().docs.find((doc) => doc.locale === locale && doc.path === path)
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
    loaded().problems.filter((p) => p.locale === locale),
    ctx,
  )
}
