/**
 * The one format of a content error, where a writer looks for it: one line each,
 * `file:line:column: subject: reason` (`content/ru/android/happ.mdx:5:11: platform: "androidd" is not one
 * of android, …`), in the terminal of `npm run build` and `npm run dev`, on the error page of the dev
 * server, and as an annotation on a pull request's diff when it runs on GitHub Actions.
 *
 * Every check of the content step returns such lines; `reportContentErrors` (called once, by the content
 * step's `onSuccess` in contentlayer.config.ts) prints them and hands them to the dev server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where in a file an error is: 1-based line and, when known, column. */
export interface ContentErrorAt {
  line: number
  column?: number
}

/**
 * One error line: `file:line:column: subject: reason`, without line or column when the error is about the
 * whole file. `file` is relative to the project (`content/ru/faq.mdx`, `lib/apps.ts`); `subject` names
 * the field (`verified.date`), the link (`link /en/x`) or the thing checked (`image ./a.png`).
 */
export function contentError(
  file: string,
  subject: string,
  reason: string,
  at?: ContentErrorAt,
): string {
  const where = at ? `${file}:${at.line}${at.column ? `:${at.column}` : ''}` : file
  return `${where}: ${subject}: ${reason}`
}

/** An error line taken apart again (any `file: message` line; checks outside content use that form). */
export interface ParsedContentError {
  file?: string
  line?: number
  column?: number
  /** Everything after the position: `subject: reason`. */
  message: string
}

const ERROR_LINE =
  /^(?<file>[^\s:][^:]*?)(?::(?<line>\d+)(?::(?<column>\d+))?)?: (?<message>[\s\S]+)$/

export function parseContentError(text: string): ParsedContentError {
  const match = ERROR_LINE.exec(text)
  if (!match?.groups) return { message: text }
  const { file, line, column, message } = match.groups
  return {
    file,
    line: line ? Number(line) : undefined,
    column: column ? Number(column) : undefined,
    message: message!,
  }
}

/**
 * An error as a GitHub Actions annotation (`::error file=…,line=…,col=…::…`), which the runner shows on
 * the pull request's diff. Escapes per the workflow-command format: `%`, CR and LF everywhere, and `:`
 * and `,` in properties (https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions).
 */
export function githubAnnotation(text: string): string {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
  const { file, line, column, message } = parseContentError(text)
  const properties = [
    file && `file=${property(file)}`,
    line && `line=${line}`,
    column && `col=${column}`,
  ].filter(Boolean)
  return `::error${properties.length ? ` ${properties.join(',')}` : ''}::${data(file ? message : text)}`
}

/**
 * What the content step prints for a set of errors: each line once, in file and line order, a count,
 * and on GitHub Actions (`GITHUB_ACTIONS=true`) an annotation per error.
 */
export function contentErrorReport(
  errors: readonly string[],
  env: Record<string, string | undefined> = process.env,
): string {
  const lines = sortErrors(errors)
  const out = [...lines, `${lines.length} content ${lines.length === 1 ? 'error' : 'errors'}`]
  if (env.GITHUB_ACTIONS === 'true') out.push(...lines.map(githubAnnotation))
  return out.join('\n')
}

/** Errors without repeats, by file, then line and column (file-wide errors first). */
export function sortErrors(errors: readonly string[]): string[] {
  const parsed = [...new Set(errors)].map((text) => ({ text, ...parseContentError(text) }))
  return parsed
    .sort(
      (a, b) =>
        (a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0),
    )
    .map((e) => e.text)
}

/**
 * The last content check's errors, for the dev server (scripts/dev.ts), which answers a page whose file
 * has errors with an error page listing them. Under `.contentlayer/` (git-ignored, rewritten by every
 * content step).
 */
export const CONTENT_ERRORS_FILE = '.contentlayer/content-errors.json'

/** Writes the errors for the dev server (`[]` when there are none). */
export function writeContentErrors(errors: readonly string[], root = process.cwd()): void {
  const file = path.join(root, CONTENT_ERRORS_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(sortErrors(errors), null, 2)}\n`)
}

/** The errors of the last content check (none when it has not run). */
export function readContentErrors(root = process.cwd()): string[] {
  try {
    const errors: unknown = JSON.parse(readFileSync(path.join(root, CONTENT_ERRORS_FILE), 'utf8'))
    return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : []
  } catch {
    return []
  }
}

/**
 * Thrown by the content step after it has printed its errors: the runner (scripts/build/content.mjs)
 * knows it by its name and exits with 1 without printing anything more (contentlayer would print the
 * error again, wrapped in its `SuccessCallbackError`, with a stack).
 */
export class ContentCheckFailed extends Error {
  override name = 'ContentCheckFailed'
  constructor(readonly errors: readonly string[]) {
    super(`${errors.length} content ${errors.length === 1 ? 'error' : 'errors'}`)
  }
}

/**
 * The end of the content step: hands the errors to the dev server, prints them (stderr) and throws
 * `ContentCheckFailed` when there are any. The one place content errors are printed.
 */
export function reportContentErrors(
  errors: readonly string[],
  env: Record<string, string | undefined> = process.env,
): void {
  writeContentErrors(errors)
  if (errors.length === 0) return
  console.error(contentErrorReport(errors, env))
  throw new ContentCheckFailed(sortErrors(errors))
}
