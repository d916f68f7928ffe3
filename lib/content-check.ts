/**
 * The content step's check of everything under `content/`, from the files on disk: each file's place,
 * its front matter (YAML, then the schema of contentlayer.config.ts), its MDX, and then the rules across
 * files (lib/content-rules.ts: links, sections, image references; the knowledge base in lib/help.ts) and
 * the app registry. It returns the images the pages reference, for the image build. Every error is one
 * line, `file:line:column: subject: reason` (lib/content-errors.ts), and all of them come out of one run,
 * so a writer sees a bad field and a broken link at once.
 *
 * It reads the files rather than contentlayer's documents: contentlayer drops or keeps a broken file
 * depending on its error, and names no line; here a file with a bad field still counts as a page (its
 * twin is not "missing", links to it are not "broken") and every field error has its line.
 */
import { checkRegistry } from './apps'
import { contentError, parseContentError } from './content-errors'
import { checkContent, type CheckedDoc, type CheckedProblem } from './content-rules'
import {
  checkFields,
  fieldPosition,
  parseFrontMatter,
  withDefaults,
  type SchemaFields,
} from './front-matter'
import { checkProblems, PROBLEMS_DIR } from './help'
import { locales, type Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'
import type { ResolvedImage } from './images/refs'
import { analyseMdx, type MdxAnalysis } from './mdx/analyse'
import {
  CONTENT_DIR,
  contentFileSize,
  contentlayerFiles,
  contentRoute,
  problemRoute,
  readContentFile,
  sourcePage,
} from './source/files'
import { isOffered } from './source/pages'

/** The front-matter schemas: contentlayer.config.ts's `Doc` and `Problem` fields. */
export interface ContentSchemas {
  page: SchemaFields
  entry: SchemaFields
}

export interface ContentCheckOptions {
  schemas: ContentSchemas
  /** The content folder. @default 'content' */
  dir?: string
  /** Parses a file's MDX; throws on a syntax error. @default analyseMdx */
  analyse?: (source: string) => MdxAnalysis
}

export interface ContentCheckResult {
  /** One line each, `file:line:column: subject: reason` (lib/content-errors.ts). */
  errors: string[]
  warnings: string[]
  /** The image references that name a file within the budget, for the image build (lib/images/build.ts). */
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
  schemas,
  dir = CONTENT_DIR,
  analyse = analyseMdx,
}: ContentCheckOptions): ContentCheckResult {
  const errors: string[] = []
  const docs: CheckedDoc[] = []
  /** The guides switched off in site.config.ts: not pages, but a link to one names the switch. */
  const switchedOff: CheckedDoc[] = []
  const problems: (CheckedProblem & { data: Record<string, unknown> })[] = []
  const analyses = new Map<string, MdxAnalysis | undefined>()
  /** Per file, the fields the schema refused: the rules' errors about them would say it again. */
  const refused = new Map<string, Set<string>>()

  for (const rel of contentlayerFiles(dir)) {
    const file = `${CONTENT_DIR}/${rel}`
    const isEntry = rel.startsWith(`${PROBLEMS_DIR}/`)
    const isPage = (locales as readonly string[]).includes(rel.split('/')[0]!)
    if (!rel.endsWith('.mdx') || (!isEntry && !isPage)) {
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
    const fields = isEntry ? schemas.entry : schemas.page
    const parsed = parseFrontMatter(source)
    for (const { at, reason } of parsed.errors)
      errors.push(contentError(file, 'front matter', reason, at))
    const invalid = new Set<string>()
    if (parsed.errors.length === 0) {
      for (const { field, reason } of checkFields(parsed.data, fields)) {
        errors.push(contentError(file, field, reason, fieldPosition(source, field)))
        invalid.add(field.split(/[.[]/)[0]!)
      }
    }
    refused.set(file, invalid)
    // A value the schema refused is left out, so the rules do not report it a second time.
    const data = withDefaults(
      Object.fromEntries(Object.entries(parsed.data).filter(([k]) => !invalid.has(k))),
      fields,
    )

    let analysis: MdxAnalysis | undefined
    try {
      analysis = analyse(source)
    } catch (error) {
      errors.push(mdxSyntaxError(file, error))
    }
    analyses.set(source, analysis)

    if (isEntry) {
      const list = (value: unknown) =>
        Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
      problems.push({
        title: typeof data.title === 'string' ? data.title : '',
        symptoms: list(data.symptoms),
        platforms: list(data.platforms),
        apps: list(data.apps),
        code: typeof data.code === 'string' ? data.code : '',
        order: typeof data.order === 'number' ? data.order : 0,
        data: parsed.data,
        file: rel,
        source,
        locale: route.locale,
        id: route.id!,
      })
    } else {
      const page = sourcePage({ data, locale: route.locale, path: route.path! })
      const pages = isOffered(page) ? docs : switchedOff
      pages.push({
        ...page,
        app: page.app ?? undefined,
        platform: page.platform ?? undefined,
        file: rel,
        source,
        locale: route.locale,
        url: localizedPath(route.locale, route.path!),
        description: typeof data.description === 'string' ? data.description : undefined,
        verified: data.verified as CheckedDoc['verified'],
      })
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
  )
  const entryErrors = checkProblems(
    problems.map((p) => ({ file: p.file, locale: p.locale, data: p.data, source: p.source })),
    locales,
  )
  const notRefused = (text: string) => {
    const { file, message } = parseContentError(text)
    return !refused.get(file ?? '')?.has(message.split(/[.[:]/)[0]!)
  }
  errors.push(...[...ruleErrors, ...entryErrors].filter(notRefused))
  errors.push(...checkRegistry())
  return { errors, warnings, images }
}
