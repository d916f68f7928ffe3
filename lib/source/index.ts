/**
 * The content source: every page and knowledge-base entry as contentlayer typed them, and what is derived
 * from them (listed pages, tag pages, guide routes, the published paths). Pages, the sitemap, the sidebar
 * and the single files read the content through it; the build steps and tests that run before contentlayer
 * (or outside a React server) read the same pages through its raw view, ./files.ts. Both apply the rules
 * of ./pages.ts, and no other module reads contentlayer's output or the MDX files
 * (eslint.config.mjs).
 */
import 'server-only'

import type { Doc as GeneratedDoc, Problem as GeneratedProblem } from 'contentlayer/generated'

import { problemsFor } from '../help'
import { defaultLocale, type Locale } from '../i18n/config'
import type { TocItem } from '../mdx/headings'

import { CONTENT_DIR } from './files'
import {
  documentFile,
  inFileOrder,
  PROBLEMS_INDEX,
  readGenerated,
  readOutputDocs,
  toDoc,
  type Doc,
  type StoredDoc,
} from './output'
import {
  guideRoutes,
  listedPages,
  platformRoutes,
  publishedPaths,
  tagPages,
  type TagPage,
} from './pages'
import { PS5_PATH, type Device, type GuideRoutes, type HelpContext } from './routes'
import type { Entry, EntryFrontMatter } from './schema'

export type { Doc }

/** A knowledge-base entry (the schema's `Entry`) and its compiled MDX. */
export type Problem = Entry & {
  _raw: GeneratedProblem['_raw']
  /** The compiled MDX (`MdxContent`'s `code`): entries are few and rendered on many pages. */
  body: GeneratedProblem['body']
}
export type { TocItem }

/** contentlayer's stored entry: the schema's front matter under `frontMatter`, spread by the loader. */
type StoredProblem = Omit<GeneratedProblem, 'frontMatter'> & { frontMatter: EntryFrontMatter }

const toProblem = ({ frontMatter, locale, id, _raw, body }: StoredProblem): Problem => ({
  ...frontMatter,
  id,
  locale: locale as Locale,
  _raw,
  body,
})

/**
 * contentlayer's output is read from disk when a page renders, never imported: an import puts every
 * page's compiled MDX into each route's server bundle (tens of MB at a few thousand pages, compiled by
 * Turbopack and loaded by every static-generation worker once per route). A worker keeps the pages
 * without their bodies, shared by all the routes it renders (one copy per process, on `globalThis`).
 */

interface Loaded {
  docs: Doc[]
  problems: Problem[]
  /** `next dev`: the compiled MDX of every page, by `_id` (a build reads one page's from disk). */
  bodies?: Map<string, string>
  /** `getDocs` of each locale, filtered once: every page asks for its locale's pages (sidebar, links). */
  byLocale?: Partial<Record<Locale, Doc[]>>
  /** `getGuideRoutes`, derived once. */
  guideRoutes?: GuideRoutes
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
        import('../../.contentlayer/content-errors.json'),
      ]).then(([{ allDocs, allProblems }]) => ({
        docs: inFileOrder(allDocs as StoredDoc[]).map(toDoc),
        problems: (allProblems as StoredProblem[]).map(toProblem),
        bodies: new Map(allDocs.map((doc) => [doc._id, doc.body.code])),
      }))
    : undefined

const LOADED = Symbol.for('vpn-docs.content')

function loaded(): Loaded {
  if (dev) return dev
  const store = globalThis as { [LOADED]?: Loaded }
  return (store[LOADED] ??= {
    docs: readOutputDocs(),
    problems: readGenerated<StoredProblem[]>(PROBLEMS_INDEX).map(toProblem),
  })
}

/** The file a page or an entry was made from, from the project root (`content/ru/android/happ.mdx`). */
export function sourceFile(doc: { _raw: { sourceFilePath: string } }): string {
  return `${CONTENT_DIR}/${doc._raw.sourceFilePath}`
}

/** The compiled MDX of a page (`MdxContent`'s `code`), read when the page renders. */
export function getDocCode(doc: Doc): string {
  if (dev?.bodies) return dev.bodies.get(doc._id)!
  return readGenerated<GeneratedDoc>(documentFile(doc._id)).body.code
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

/** Pages that appear in the sidebar, tags, sitemap and search (`listedPages`, ./pages.ts). */
export function getListedDocs(locale: Locale): Doc[] {
  return listedPages(getDocs(locale), locale)
}

/** The page at a locale-free path (`/android/happ`), or undefined. */
export function getDoc(locale: Locale, path: string): Doc | undefined {
  return loaded().docs.find((doc) => doc.locale === locale && doc.path === path)
}

/** Locale-free path of a catch-all `slug` param, decoded (`['tags', '%D1%83…']` → `/tags/у…`). */
export function slugToPath(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).map((s) => decodeURIComponent(s)).join('/')}`
}

/** Tags of the listed pages of a locale, with their pages, sorted by name (`tagPages`, ./pages.ts). */
export function getTags(locale: Locale): TagPage<Doc>[] {
  return tagPages(getDocs(locale), locale)
}

/** Every locale-free path that a locale publishes: pages, the tag index and tag pages. */
export function getAllPaths(locale: Locale): string[] {
  return publishedPaths(getDocs(locale), locale)
}

/**
 * The guide of each platform and app, from the guides' `app` and `platform` (`guideRoutes`, ./pages.ts):
 * the home page's device cards, the app cards and `/help` link to them.
 */
export function getGuideRoutes(): GuideRoutes {
  const content = loaded()
  return (content.guideRoutes ??= guideRoutes(getDocs(defaultLocale)))
}

/**
 * The page of each device: each platform's page (`platformRoutes`, ./pages.ts, from the pages' `kind`
 * and `platform`) and the PS5 guide. A platform without a page has none.
 */
export function getDevicePaths(): Partial<Record<Device, string>> {
  // The PS5 guide is built where a desktop app that shares its connection is offered (lib/offer.ts).
  return {
    ...platformRoutes(getDocs(defaultLocale)),
    ...(getDoc(defaultLocale, PS5_PATH) ? { ps5: PS5_PATH } : {}),
  }
}

/** The knowledge-base entries of a locale that apply in a context, in order (all without a context). */
export function getProblems(locale: Locale, ctx: HelpContext = {}): Problem[] {
  return problemsFor(
    loaded().problems.filter((p) => p.locale === locale),
    ctx,
  )
}
