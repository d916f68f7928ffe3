/**
 * The raw view of the content source: the MDX files under `content/` straight from disk, with their front
 * matter parsed, for the steps that run before contentlayer's output exists (the content check, the tests,
 * the e2e route list, the facts check, `npm run new:guide`) or outside a React server. The one walker of
 * `content/`; `@/lib/source` is the compiled view of the same pages, and both pass them through the rules
 * of ./pages.ts.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { walkFiles } from '../files'
import { PROBLEMS_DIR } from '../help'
import { defaultLocale, locales, type Locale } from '../i18n/config'
import { localizedPath } from '../i18n/paths'

import { guideRoutes, isOffered } from './pages'
import type { GuideRoutes } from './routes'
import { readEntry, readPage, type Entry, type Page, type Read } from './schema'

/** The folder of the MDX pages: `content/<locale>/<path>.mdx`. */
export const CONTENT_DIR = 'content'

/** Locale and locale-free path of a content file (`ru/android/happ.mdx` or contentlayer's `ru/android/happ`). */
export function contentRoute(rel: string): { locale: Locale; path: string } {
  const [locale, ...rest] = rel.replace(/\.mdx$/, '').split('/')
  if (!locales.includes(locale as Locale)) {
    throw new Error(
      `${CONTENT_DIR}/${rel}: locale: the folder must be one of ${locales.join(', ')}`,
    )
  }
  if (rest.at(-1) === 'index') rest.pop()
  return { locale: locale as Locale, path: `/${rest.join('/')}` }
}

/** The size in bytes of a file under `content/` (`ru/faq/x.png`), or undefined when there is none. */
export function contentFileSize(rel: string, dir = CONTENT_DIR): number | undefined {
  try {
    const stat = statSync(path.join(dir, rel))
    return stat.isFile() ? stat.size : undefined
  } catch {
    return undefined
  }
}

/** One MDX page as it is on disk: the page and its file. */
export type PageFile = Page & {
  /** The path as found, `content/en/android/happ.mdx`. */
  file: string
  /** The path inside the content folder, `en/android/happ.mdx`. */
  rel: string
  source: string
}

/** The data of a file whose front matter the schema took; a refused one fails with its error lines. */
function checked<T>(read: Read<T>): T {
  if (read.data === undefined) throw new Error(read.errors.join('\n'))
  return read.data
}

/**
 * Every MDX page under `dir` (default `content/`) the provider offers (`isOffered`, ./pages.ts), in name
 * order; `'all'` adds the guides switched off in site.config.ts (`switchedOffFiles`). A page whose front
 * matter the schema refuses throws its error lines, or with `refused: 'skip'` is left out. Only the locale
 * folders hold pages; `content/troubleshooting/` holds the knowledge-base entries (`readProblemFiles`).
 */
export function readContentFiles(
  dir = CONTENT_DIR,
  which: 'offered' | 'all' = 'offered',
  refused: 'throw' | 'skip' = 'throw',
): PageFile[] {
  return pageFiles(dir, refused).filter((file) => which === 'all' || isOffered(file))
}

/** A page's MDX file inside the content folder: `<locale>/…/<name>.mdx` (entries live elsewhere). */
export const isPageFile = (rel: string) =>
  rel.endsWith('.mdx') && (locales as readonly string[]).includes(rel.split('/')[0]!)

/** Every MDX page under `dir`; one the schema refuses throws its error lines, or is left out (`skip`). */
function pageFiles(dir: string, refused: 'throw' | 'skip'): PageFile[] {
  return walkFiles(dir, isPageFile).flatMap((rel): PageFile[] => {
    const file = path.join(dir, rel)
    const source = readFileSync(file, 'utf8')
    const { locale, path: p } = contentRoute(rel)
    const read = readPage(file, source)
    if (read.data === undefined && refused === 'skip') return []
    const data = checked(read)
    return [{ ...data, file, rel, source, locale, path: p, url: localizedPath(locale, p) }]
  })
}

/**
 * The pages under `dir` switched off in site.config.ts (`isOffered`): the content step leaves them out
 * (contentlayer.config.ts, `contentDirExclude`). It reads the config before the content check runs, so a
 * page whose front matter the schema refuses is not one of them: the check reports it, one line a field.
 */
export function switchedOffFiles(dir = CONTENT_DIR): PageFile[] {
  return pageFiles(dir, 'skip').filter((file) => !isOffered(file))
}

/** One knowledge-base entry as it is on disk: the entry and its file. */
export type ProblemFile = Entry & {
  /** The path as found, `content/troubleshooting/en/no-internet.mdx`. */
  file: string
  /** The path inside the content folder, `troubleshooting/en/no-internet.mdx`. */
  rel: string
  source: string
}

/** Locale and id of an entry file (`troubleshooting/ru/no-internet.mdx`, or without `.mdx`). */
export function problemRoute(rel: string): { locale: Locale; id: string } {
  const [dir, locale, id, ...rest] = rel.replace(/\.mdx$/, '').split('/')
  if (dir !== PROBLEMS_DIR || !locales.includes(locale as Locale) || !id || rest.length > 0) {
    throw new Error(
      `${CONTENT_DIR}/${rel}: locale: entries live in ${CONTENT_DIR}/${PROBLEMS_DIR}/<${locales.join('|')}>/<id>.mdx`,
    )
  }
  return { locale: locale as Locale, id }
}

/** Every knowledge-base entry under `dir` (default `content/`), in name order. */
export function readProblemFiles(dir = CONTENT_DIR): ProblemFile[] {
  return walkFiles(dir, (rel) => rel.startsWith(`${PROBLEMS_DIR}/`) && rel.endsWith('.mdx')).map(
    (rel) => {
      const file = path.join(dir, rel)
      const source = readFileSync(file, 'utf8')
      return { ...checked(readEntry(file, source)), ...problemRoute(rel), file, rel, source }
    },
  )
}

/** The files contentlayer reads (its glob is `**\/*.{md,mdx,json,yaml,yml}`); anything else is ignored. */
const CONTENT_FILE = /\.(?:mdx?|json|ya?ml)$/

/**
 * Every file under `dir` that contentlayer would read, pages and entries or not, as paths relative to it,
 * in name order: what the content check looks at (lib/content-check.ts) to say which ones are misplaced.
 */
export function contentlayerFiles(dir = CONTENT_DIR): string[] {
  return walkFiles(dir, (rel) => CONTENT_FILE.test(rel))
}

/** The text of a file under `dir` (`en/faq.mdx`). */
export function readContentFile(rel: string, dir = CONTENT_DIR): string {
  return readFileSync(path.join(dir, rel), 'utf8')
}

/** The guide of each platform and app (`guideRoutes`), from the default locale's files under `dir`. */
export function readGuideRoutes(dir = CONTENT_DIR): GuideRoutes {
  // A page the schema refuses has no route yet; the content check reports it, one line a field.
  return guideRoutes(
    pageFiles(dir, 'skip').filter((page) => page.locale === defaultLocale && isOffered(page)),
  )
}
