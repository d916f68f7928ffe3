/**
 * Reads the MDX files under `content/` straight from disk, with their front matter parsed, for scripts
 * and tests that run outside contentlayer (`lib/content.ts` needs the generated data and a React server).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'

export interface ContentFile {
  /** The path as found, `content/en/android/happ.mdx`. */
  file: string
  /** The path inside the content folder, `en/android/happ.mdx`. */
  rel: string
  source: string
  /** The parsed front matter; `{}` when the file has none. */
  data: Record<string, unknown>
}

/** Every `.mdx` file under `dir`, depth first, in name order. */
export function listMdxFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? listMdxFiles(full) : name.endsWith('.mdx') ? [full] : []
    })
}

/** The YAML between the leading `---` lines, parsed; `{}` without front matter. */
export function readFrontMatter(source: string): Record<string, unknown> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1]
  const data: unknown = yaml === undefined ? {} : parse(yaml)
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {}
}

/** The MDX files under `dir` (default `content`) with their front matter. */
export function readContentFiles(dir = 'content'): ContentFile[] {
  return listMdxFiles(dir).map((file) => {
    const source = readFileSync(file, 'utf8')
    return { file, rel: path.relative(dir, file), source, data: readFrontMatter(source) }
  })
}
