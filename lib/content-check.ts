/**
 * The content step's check of everything under `content/`, from the files on disk: each file's place,
 * its front matter (YAML, then the schema, lib/source/schema.ts), its MDX, and then the rules across
 * files (lib/content-rules.ts: links, sections, image references; the knowledge base in lib/help.ts) and
 * the app registry. It returns the images the pages reference, for the image build. Every error is one
 * line, `file:line:column: subject: reason` (lib/content-errors.ts), and all of them come out of one run,
 * so a writer sees a bad field and a broken link at once.
 *
 * It reads the files rather than contentlayer's documents: contentlayer drops or keeps a broken file
 * depending on its error, and names no line; here a file with a bad field still counts as a page (its
 * twin is not "missing", links to it are not "broken") and every field error has its line.
 */
import { apps, checkRegistry } from './apps'
import { appLabels } from './labels'
import { checkLabelRegistry } from './labels/check'
import { contentError } from './content-errors'
import { checkContent, checkProblems } from './content-rules'
import { PROBLEMS_DIR } from './help'
import { locales, type Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'
import type { ResolvedImage } from './images/refs'
import { analyseMdx, type MdxAnalysis } from './mdx/analyse'
import {
  CONTENT_DIR,
  contentFileSize,
  contentlayerFiles,
  contentRoute,
  isPageFile,
  problemRoute,
  readContentFile,
  type PageFile,
  type ProblemFile,
} from './source/files'
import { isOffered } from './source/pages'
import {
  pageSchema,
  readEntry,
  readPage,
  type EntryFrontMatter,
  type PageFrontMatter,
} from './source/schema'

/**
 * What the rules read of a file whose front matter the schema refused (its errors say why): a plain
 * page, or an entry shown everywhere, so that its twin is not "missing" and links to it still resolve.
 */
const REFUSED_PAGE: PageFrontMatter = pageSchema.parse({ title: '', description: '' })
const REFUSED_ENTRY: EntryFrontMatter = {
  title: '',
  symptoms: [],
  platforms: ['all'],
  apps: ['all'],
  code: '',
  order: 0,
}

export interface ContentCheckOptions {
  /** The content folder. @default 'content' */
  dir?: string
  /** Parses a file's MDX; throws on a syntax error. @default analyseMdx */
  analyse?: (source: string) => MdxAnalysis
}

export interface ContentCheckResult {
  /** One line each, `file:line:column: subject: reason` (lib/content-errors.ts). */
  errors: string[]
  warnings: string[]
  /** The image references that name a file within the budget, for the image build (scripts/build/images.ts). */
  images: ResolvedImage[]
}

/** Where a syntax error of @mdx-js/mdx (a VFileMessage) is: `place` is a point or a position. */
interface MdxSyntaxError {
  reason?: string
  message?: string
  line?: number
  column?: number
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } }
}

/** A syntax error that @mdx-js/mdx threw while parsing `file`, as an error line. */
export function mdxSyntaxError(file: string, error: unknown): string {
  const { reason, line, column } = mdxErrorAt(error)
  return contentError(file, 'MDX', reason, line ? { line, column } : undefined)
}

function mdxErrorAt(error: unknown): { reason: string; line?: number; column?: number } {
  const e: MdxSyntaxError = typeof error === 'object' && error !== null ? error : {}
  const reason = e.reason ?? e.message ?? String(error)
  const point = e.place?.start ?? e.place ?? { line: e.line, column: e.column }
  if (point.line) return { reason, line: point.line, column: point.column }
  // An unclosed tag is reported at the end of the file, its opening tag only in the text: "(3:1-3:19)".
  const opening = /\((\d+):(\d+)-\d+:\d+\)$/.exec(reason)
  if (!opening) return { reason }
  return {
    reason: reason.slice(0, opening.index).trim(),
    line: Number(opening[1]),
    column: Number(opening[2]),
  }
}

/** Every error and warning of the content under `dir`, and the images its pages reference. */
export function checkContentFiles({
  dir = CONTENT_DIR,
  analyse = analyseMdx,
}: ContentCheckOptions): ContentCheckResult {
  const errors: string[] = []
  const docs: PageFile[] = []
  /** The guides switched off in site.config.ts: not pages, but a link to one names the switch. */
  const switchedOff: PageFile[] = []
  const problems: ProblemFile[] = []
  const analyses = new Map<string, MdxAnalysis | undefined>()
  /** The pages and entries whose front matter the schema refused: the rules that read it skip them. */
  const refused = new Set<string>()

  for (const rel of contentlayerFiles(dir)) {
    const file = `${CONTENT_DIR}/${rel}`
    const isEntry = rel.startsWith(`${PROBLEMS_DIR}/`)
    if (!isPageFile(rel) && !(isEntry && rel.endsWith('.mdx'))) {
      errors.push(
        contentError(
          file,
          'file',
          `not a page (${CONTENT_DIR}/<${locales.join('|')}>/<path>.mdx) nor a knowledge-base entry (${CONTENT_DIR}/${PROBLEMS_DIR}/<${locales.join('|')}>/<id>.mdx)`,
        ),
      )
      continue
    }
    let route: { locale: Locale; path?: string; id?: string }
    try {
      route = isEntry ? problemRoute(rel) : contentRoute(rel)
    } catch (error) {
      errors.push(contentError(file, 'file', (error as Error).message.replace(/^[^:]*: /, '')))
      continue
    }

    const source = readContentFile(rel, dir)
    let analysis: MdxAnalysis | undefined
    try {
      analysis = analyse(source)
    } catch (error) {
      errors.push(mdxSyntaxError(file, error))
    }
    analyses.set(source, analysis)

    if (isEntry) {
      const read = readEntry(file, source)
      errors.push(...read.errors)
      if (!read.data) refused.add(rel)
      problems.push({
        ...(read.data ?? REFUSED_ENTRY),
        file,
        rel,
        source,
        locale: route.locale,
        id: route.id!,
      })
    } else {
      const read = readPage(file, source)
      errors.push(...read.errors)
      if (!read.data) refused.add(rel)
      const page: PageFile = {
        ...(read.data ?? REFUSED_PAGE),
        file,
        rel,
        source,
        locale: route.locale,
        path: route.path!,
        url: localizedPath(route.locale, route.path!),
      }
      ;(isOffered(page) ? docs : switchedOff).push(page)
    }
  }

  const {
    errors: ruleErrors,
    warnings,
    images,
  } = checkContent(
    docs,
    problems,
    (source) => (analyses.has(source) ? analyses.get(source) : analyse(source)),
    (file) => contentFileSize(file, dir),
    switchedOff,
    refused,
  )
  errors.push(...ruleErrors, ...checkProblems(problems, locales, refused))
  errors.push(...checkRegistry(apps), ...checkLabelRegistry(appLabels))
  return { errors, warnings, images }
}
