import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files'
import type { Root } from 'mdast'
import rehypePrettyCode from 'rehype-pretty-code'
import rehypeSlug from 'rehype-slug'
import type { Transformer } from 'unified'

import { appIds, platforms } from './lib/apps'
import { checkContentFiles } from './lib/content-check'
import { reportContentErrors } from './lib/content-errors'
import {
  contentRoute as route,
  CONTENT_DIR as contentDirPath,
  problemRoute,
} from './lib/content-files'
import { PROBLEMS_DIR, troubleshootingContext } from './lib/help'
import { locales } from './lib/i18n/config'
import { localizedPath } from './lib/i18n/paths'
import { buildImages } from './lib/images/build'
import { analyseBody, analyseMdx, remarkPlugins, type MdxAnalysis } from './lib/mdx/analyse'
import { remarkFigures } from './lib/mdx/figures'

/**
 * Date of the last commit (ISO) of every file under content/, from one `git log` (one `git log -1` per
 * page cost seconds at a few thousand pages); empty outside git. Merges count where they changed a file
 * against every parent (`-c`), as `git log -1 -- <file>` does. In a shallow clone the date is the tip's.
 */
function readCommitDates(): Map<string, string> {
  const dates = new Map<string, string>()
  let log: string
  try {
    log = execFileSync(
      'git',
      [
        '-c',
        'core.quotepath=off',
        'log',
        '-c',
        '--format=%x00%cI',
        '--name-only',
        '--relative',
        '--',
        contentDirPath,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 30 },
    )
  } catch {
    return dates
  }
  let date = ''
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1)
    else if (line && !dates.has(line)) dates.set(line, date)
  }
  return dates
}

let commitDates: Map<string, string> | undefined

/** Date of the file's last commit (ISO), or null outside git or for a file never committed. */
function lastCommitDate(sourceFilePath: string): string | null {
  commitDates ??= readCommitDates()
  return commitDates.get(`${contentDirPath}/${sourceFilePath}`) ?? null
}

/**
 * One parse per page for the computed fields and the content checks, keyed by the whole file's text
 * (lines are the file's), as `checkContent` reads it. The compile of a page's body fills it in
 * (`remarkKeepAnalysis`); a page contentlayer took from its cache, or one it did not compile, is parsed
 * here.
 */
const analyses = new Map<string, MdxAnalysis>()
function analysed(source: string): MdxAnalysis {
  let analysis = analyses.get(source)
  if (!analysis) analyses.set(source, (analysis = analyseMdx(source)))
  return analysis
}
const readSource = (sourceFilePath: string) =>
  readFileSync(path.join(contentDirPath, sourceFilePath), 'utf8')
const analysedFile = (doc: { _raw: { sourceFilePath: string } }) =>
  analysed(readSource(doc._raw.sourceFilePath))

/**
 * The last remark plugin of the body's compile: the tree it gets is the one `analyseMdx` would build (the
 * same parser and remark plugins), so its analysis is kept instead of parsing every page a second time
 * (5 s of the content step at +1000 pages per locale). contentlayer puts the document's file on the
 * VFile; the VFile's text is the body.
 */
function remarkKeepAnalysis(): Transformer<Root> {
  return (tree, file) => {
    const raw = file.data.rawDocumentData as { sourceFilePath?: unknown } | undefined
    if (typeof raw?.sourceFilePath !== 'string') return
    const source = readSource(raw.sourceFilePath)
    const analysis = analyseBody(source, String(file.value), tree)
    if (analysis) analyses.set(source, analysis)
  }
}

/** Which app version a guide's facts were checked against, and when (required on guides). */
const Verified = defineNestedType(() => ({
  name: 'Verified',
  fields: {
    version: {
      type: 'string',
      required: true,
      description: 'The app version the guide was checked with',
    },
    date: { type: 'date', required: true, description: 'The day it was checked (YYYY-MM-DD)' },
    unconfirmed: {
      type: 'list',
      of: { type: 'string' },
      default: [],
      description:
        'Facts the guide states that no source confirmed (listed by npm run facts:check)',
    },
  },
}))

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: `{${locales.join(',')}}/**/*.mdx`,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'The h1 and the browser title' },
    description: { type: 'string', required: true, description: 'At most 160 characters' },
    kind: {
      type: 'enum',
      options: ['home', 'doc', 'platform', 'guide', 'legal'],
      default: 'doc',
      description: 'What the page is: it decides its layout and sidebar group',
    },
    app: { type: 'enum', options: [...appIds], required: false, description: 'Guides: the app' },
    platform: { type: 'enum', options: [...platforms], required: false },
    sidebar_label: { type: 'string', required: false },
    sidebar_position: { type: 'number', required: false },
    tags: { type: 'list', of: { type: 'string' }, default: [] },
    unlisted: { type: 'boolean', default: false },
    verified: {
      type: 'nested',
      of: Verified,
      required: false,
      description: 'Guides: app version and date checked',
    },
  },
  computedFields: {
    locale: { type: 'string', resolve: (doc) => route(doc._raw.flattenedPath).locale },
    path: { type: 'string', resolve: (doc) => route(doc._raw.flattenedPath).path },
    url: {
      type: 'string',
      resolve: (doc) => {
        const { locale, path: p } = route(doc._raw.flattenedPath)
        return localizedPath(locale, p)
      },
    },
    toc: { type: 'json', resolve: (doc) => analysedFile(doc).toc },
    helpContext: {
      type: 'json',
      description: 'The device and app of its <Troubleshooting />, or null without one',
      resolve: (doc) => troubleshootingContext(analysedFile(doc).components, doc) ?? null,
    },
    lastModified: {
      type: 'string',
      resolve: (doc) => lastCommitDate(doc._raw.sourceFilePath) ?? '',
    },
    oneTap: {
      type: 'boolean',
      description:
        'The page has the one-tap import (<OneTapImport />): opened from a personal link, it also shows the card at its top',
      resolve: (doc) => analysedFile(doc).components.some((c) => c.name === 'OneTapImport'),
    },
  },
}))

/**
 * A troubleshooting entry: not a page of its own. Guides render the entries that apply to them in their
 * troubleshooting section, and `/help/<device>/<app>` lists them (lib/help.ts, components/help/).
 */
export const Problem = defineDocumentType(() => ({
  name: 'Problem',
  filePathPattern: `${PROBLEMS_DIR}/{${locales.join(',')}}/*.mdx`,
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'The problem as the reader says it' },
    symptoms: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Other ways readers describe it (shown and searched)',
    },
    platforms: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Devices it applies to (lib/routes.ts devices), or [all]',
    },
    apps: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'App ids it applies to (lib/apps.ts), or [all]',
    },
    code: {
      type: 'string',
      required: true,
      description: "Short code in the support bot's start parameter (2–12 of a–z 0–9)",
    },
    order: { type: 'number', required: true, description: 'Order in lists, lower first' },
  },
  computedFields: {
    locale: { type: 'string', resolve: (p) => problemRoute(p._raw.flattenedPath).locale },
    id: { type: 'string', resolve: (p) => problemRoute(p._raw.flattenedPath).id },
  },
}))

export default makeSource({
  contentDirPath,
  documentTypes: [Doc, Problem],
  // contentlayer2 defaults to skip-warn, which drops a broken page quietly. Fail instead, naming file and field.
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  mdx: {
    // esbuild would print an MDX syntax error itself, as a code frame of a temporary file; the content
    // check reports it instead, with the file's own line (lib/content-check.ts).
    esbuildOptions: (options) => ({ ...options, logLevel: 'silent' }),
    // remarkFigures after the analysis: the content check reports images where the writer wrote them.
    remarkPlugins: [...remarkPlugins, remarkKeepAnalysis, remarkFigures],
    rehypePlugins: [
      rehypeSlug,
      [
        rehypePrettyCode,
        // Inline code stays a plain <code> (styled by app/globals.css): highlighting a word as plain text
        // only wrapped it in three elements with an inline style.
        {
          theme: 'github-dark-dimmed',
          keepBackground: true,
          defaultLang: 'plaintext',
          bypassInlineCode: true,
        },
      ],
    ],
  },
  // Every check runs here, after contentlayer has read the files, and every error is printed once, one
  // line each (lib/content-errors.ts). contentlayer calls this even when it could not read a file (its
  // own message, which names no line, is then printed by scripts/build/content.mjs only if these checks
  // found nothing). The images the pages reference are built after the checks (lib/images/build.ts); an
  // image that cannot be built is one more error line.
  onSuccess: async () => {
    const { errors, warnings, images } = checkContentFiles({
      schemas: { page: Doc.def().fields ?? {}, entry: Problem.def().fields ?? {} },
      analyse: analysed,
    })
    const built = await buildImages(images)
    errors.push(...built.errors)
    console.log(`images: ${built.summary}`)
    for (const warning of warnings) console.warn(`warning: ${warning}`)
    reportContentErrors(errors)
  },
})
