/**
 * The raw view of the content source: the MDX files under `content/` straight from disk, with their front
 * matter parsed, for the steps that run before contentlayer's output exists (the content check, the tests,
 * the e2e route list, the facts check, `npm run new:guide`) or outside a React server. The one walker of
 * `content/`; `@/lib/source` is the compiled view of the same pages, and both pass them through the rules
 * of ./pages.ts.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import type { AppId, Platform } from '../apps'
import { walkFiles } from '../files'
import { parseFrontMatter } from '../front-matter'
import { PROBLEMS_DIR } from '../help'
import { defaultLocale, locales, type Locale } from '../i18n/config'
import { localizedPath } from '../i18n/paths'

import { guideRoutes, isOffered, type GuideRoutes, type SourcePage } from './pages'

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

/** The YAML between the leading `---` lines, parsed; `{}` without front matter or when it is not valid. */
export function readFrontMatter(source: string): Record<string, unknown> {
  return parseFrontMatter(source).data
}

/** One MDX page as it is on disk. */
export interface ContentFile {
  /** The path as found, `content/en/android/happ.mdx`. */
  file: string
  /** The path inside the content folder, `en/android/happ.mdx`. */
  rel: string
  source: string
  /** The parsed front matter (unchecked: contentlayer checks it in the build). */
  data: Record<string, unknown>
  locale: Locale
  /** Locale-free path (`/android/happ`). */
  path: string
  /** Public URL (`/en/android/happ`). */
  url: string
}

/**
 * Every MDX page under `dir` (default `content/`) the provider offers (`isOffered`, ./pages.ts), in name
 * order; `'all'` adds the guides switched off in site.config.ts (`switchedOffFiles`). Only the locale
 * folders hold pages; `content/troubleshooting/` holds the knowledge-base entries (`readProblemFiles`).
 */
export function readContentFiles(
  dir = CONTENT_DIR,
  which: 'offered' | 'all' = 'offered',
): ContentFile[] {
  const isPage = (rel: string) =>
    rel.endsWith('.mdx') && (locales as readonly string[]).includes(rel.split('/')[0]!)
  return walkFiles(dir, isPage)
    .map((rel) => {
      const source = readFileSync(path.join(dir, rel), 'utf8')
      const { locale, path: p } = contentRoute(rel)
      return {
        file: path.join(dir, rel),
        rel,
        source,
        data: readFrontMatter(source),
        locale,
        path: p,
        url: localizedPath(locale, p),
      }
    })
    .filter((file) => which === 'all' || isOffered(sourcePage(file)))
}

/**
 * The pages under `dir` switched off in site.config.ts (`isOffered`): the content step leaves them out
 * (contentlayer.config.ts, `contentDirExclude`).
 */
export function switchedOffFiles(dir = CONTENT_DIR): ContentFile[] {
  return readContentFiles(dir, 'all').filter((file) => !isOffered(sourcePage(file)))
}

/** One knowledge-base entry as it is on disk. */
export interface ProblemFile {
  /** The path as found, `content/troubleshooting/en/no-internet.mdx`. */
  file: string
  /** The path inside the content folder, `troubleshooting/en/no-internet.mdx`. */
  rel: string
  source: string
  /** The parsed front matter (unchecked). */
  data: Record<string, unknown>
  locale: Locale
  /** The file name without `.mdx`. */
  id: string
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
      const source = readFileSync(path.join(dir, rel), 'utf8')
      return {
        file: path.join(dir, rel),
        rel,
        source,
        data: readFrontMatter(source),
        ...problemRoute(rel),
      }
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

/** A raw page as the shared rules read it (./pages.ts), from its front matter with the schema's defaults. */
export function sourcePage(file: Pick<ContentFile, 'data' | 'locale' | 'path'>): SourcePage {
  const { data } = file
  return {
    locale: file.locale,
    path: file.path,
    kind: typeof data.kind === 'string' ? data.kind : 'doc',
    app: typeof data.app === 'string' ? (data.app as AppId) : undefined,
    platform: typeof data.platform === 'string' ? (data.platform as Platform) : undefined,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    unlisted: data.unlisted === true,
    sidebar_position: typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined,
  }
}

/**
 * The pages under `dir` (default `content/`) as the shared rules read them, with their files: the offered
 * ones, or with `'all'` the switched-off guides too (`readContentFiles`).
 */
export function readSourcePages(
  dir = CONTENT_DIR,
  which: 'offered' | 'all' = 'offered',
): (SourcePage & { file: ContentFile })[] {
  return readContentFiles(dir, which).map((file) => ({ ...sourcePage(file), file }))
}

/** The guide of each platform and app (`guideRoutes`), from the default locale's files under `dir`. */
export function readGuideRoutes(dir = CONTENT_DIR): GuideRoutes {
  return guideRoutes(readSourcePages(dir).filter((page) => page.locale === defaultLocale))
}
