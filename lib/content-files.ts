import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'

import { walkFiles } from './files'
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

/** One MDX page as it is on disk, for scripts and tests that cannot use contentlayer's output. */
export interface ContentFile {
  /** Path relative to `content/` (`ru/android/happ.mdx`). */
  rel: string
  source: string
  /** The parsed YAML front matter (unchecked: contentlayer checks it in the build). */
  frontMatter: Record<string, unknown>
  locale: Locale
  path: string
  url: string
}

/** Every MDX page under `content/`. */
export function readContentFiles(dir = CONTENT_DIR): ContentFile[] {
  return walkFiles(dir, (rel) => rel.endsWith('.mdx')).map((rel) => {
    const source = readFileSync(path.join(dir, rel), 'utf8')
    const yaml = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1] ?? ''
    const frontMatter = (parse(yaml) ?? {}) as Record<string, unknown>
    const { locale, path: p } = contentRoute(rel)
    return { rel, source, frontMatter, locale, path: p, url: localizedPath(locale, p) }
  })
}
