/**
 * contentlayer's output on disk: where the content step writes what it made of content/, and its one
 * reader. The compiled view (`@/lib/source`) reads it when pages render, and the single-files post-build
 * step reads the pages from it (`readOutputDocs`). No other import, so the server bundle takes nothing
 * else with it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { HelpContext } from './routes'
import type { TocItem } from '../mdx/headings'

import type { Page, PageFrontMatter } from './schema'

/** What contentlayer made of a page besides its front matter and place (contentlayer.config.ts). */
interface Compiled {
  _id: string
  _raw: { sourceFilePath: string }
  /** The h2 and h3 headings with their ids (lib/mdx/analyse.ts). */
  toc: TocItem[]
  /** The device and app of the page's `<Troubleshooting />`, or null without one. */
  helpContext: HelpContext | null
  /** The ISO date of the file's last commit; empty outside git. */
  lastModified: string
  /** The page has the one-tap import (`<OneTapImport />`). */
  oneTap: boolean
}

/**
 * A page as listings, navigation and metadata read it: the schema's `Page` (./schema.ts) and what
 * contentlayer compiled of it, but its body. contentlayer types its JSON fields as `any`; they are typed
 * once, here, so no reader casts them.
 */
export type Doc = Page & Compiled

/** A page as contentlayer stores it: the schema's front matter under `frontMatter`. */
export type StoredDoc = Omit<Doc, keyof PageFrontMatter> & {
  frontMatter: PageFrontMatter
  body?: unknown
}

/** A page as the site reads it, from contentlayer's stored one (its body left out). */
export function toDoc({ frontMatter, locale, path: p, url, ...compiled }: StoredDoc): Doc {
  const { _id, _raw, toc, helpContext, lastModified, oneTap } = compiled
  return { ...frontMatter, locale, path: p, url, _id, _raw, toc, helpContext, lastModified, oneTap }
}

/** contentlayer's output: `Doc/_index.json` (every page), `Doc/<id>.json` (one page), `Problem/…`. */
export const CONTENTLAYER_GENERATED = '.contentlayer/generated'

/** A file of contentlayer's output (`Doc/_index.json`), parsed; fails saying how to make it. */
export function readGenerated<T>(rel: string, root = process.cwd()): T {
  const file = path.join(root, CONTENTLAYER_GENERATED, rel)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    throw new Error(
      `${path.join(CONTENTLAYER_GENERATED, rel)}: ${(error as Error).message}. Run "contentlayer2 build" before next build (npm run build does).`,
    )
  }
}

/** The file of every page of every locale, bodies included. */
export const DOCS_INDEX = path.join('Doc', '_index.json')
/** The file of every knowledge-base entry of every locale. */
export const PROBLEMS_INDEX = path.join('Problem', '_index.json')

/** contentlayer's file of one document (its `idToFileName`: `en/android.mdx` → `en__android.mdx.json`). */
export const documentFile = (id: string) =>
  path.join('Doc', `${id.replace(/^\d/, '_$&').replaceAll('/', '__')}.json`)

/**
 * contentlayer's documents in the order of their files (`_id`, the path under content/). Its index lists
 * them in the order they were finished, which differs between a fresh and a cached run; sorted, the same
 * content makes the same sitemap and tag pages.
 */
export function inFileOrder<T extends { _id: string }>(docs: readonly T[]): T[] {
  return [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

/** Every page of every locale as the site reads it, without the bodies (for build steps after it). */
export function readOutputDocs(root = process.cwd()): Doc[] {
  return inFileOrder(readGenerated<StoredDoc[]>(DOCS_INDEX, root).map(toDoc))
}
