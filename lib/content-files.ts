/**
 * Reads the MDX files under `content/` straight from disk, with their front matter parsed, for scripts
 * and tests that run outside contentlayer (`lib/content.ts` needs the generated data and a React server).
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { walkFiles } from './files'
import { parseFrontMatter } from './front-matter'
import { PROBLEMS_DIR } from './help'
import { locales, type Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'

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
 * Every MDX page under `dir` (default `content/`), in name order. Only the locale folders hold pages;
 * `content/troubleshooting/` holds the knowledge-base entries (`readProblemFiles`).
 */
export function readContentFiles(dir = CONTENT_DIR): ContentFile[] {
  const isPage = (rel: string) =>
    rel.endsWith('.mdx') && (locales as readonly string[]).includes(rel.split('/')[0]!)
  return walkFiles(dir, isPage).map((rel) => {
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
