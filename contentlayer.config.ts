import { execFileSync } from 'node:child_process'

import {
  contentDirExcludeDefault,
  defineDocumentType,
  makeSource,
} from 'contentlayer2/source-files'
import type { Root } from 'mdast'
import rehypePrettyCode from 'rehype-pretty-code'
import rehypeSlug from 'rehype-slug'
import type { Pluggable, Transformer } from 'unified'

import { checkContentFiles } from './lib/content-check'
import { reportContentErrors } from './lib/content-errors'
import {
  contentRoute as route,
  CONTENT_DIR as contentDirPath,
  problemRoute,
  readContentFile,
  readContentFiles,
  switchedOffFiles,
} from './lib/source/files'
import { PROBLEMS_DIR, troubleshootingContext } from './lib/help'
import { locales } from './lib/i18n/config'
import { localizedPath } from './lib/i18n/paths'
import { buildImages } from './scripts/build/images'
import { analyseBody, analyseMdx, remarkPlugins, type MdxAnalysis } from './lib/mdx/analyse'
import { remarkFigures } from './lib/mdx/figures'
import { remarkOffer } from './lib/mdx/offer'
import { rehypeSections } from './lib/mdx/sections'
import { siteConfig } from './lib/site-config'
import { readEntry, readPage } from './lib/source/schema'
import { checkSiteConfig } from './lib/site-config-check'

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
/** The file's text, read through the content source's raw view (lib/source/files.ts). */
const readSource = (sourceFilePath: string) => readContentFile(sourceFilePath)
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

// The front matter of pages and entries is the schema's (lib/source/schema.ts): contentlayer declares no
// field of its own (it would be a second validator, whose errors name no line) and stores what the schema
// returned as `frontMatter`, which the loader (lib/source/index.ts) spreads into the page. A file the
// schema refuses gets null here; its error lines fail the build in `onSuccess`.

/** A page's front matter, checked by the schema, or null when it refused it. */
const pageData = (doc: { _raw: { sourceFilePath: string } }) =>
  readPage(doc._raw.sourceFilePath, readSource(doc._raw.sourceFilePath)).data ?? null

/**
 * A page: `content/<locale>/<path>.mdx` is published at `localizedPath(locale, path)`; every page has a
 * twin at the same path in every locale (lib/content-rules.ts).
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: `{${locales.join(',')}}/**/*.mdx`,
  contentType: 'mdx',
  computedFields: {
    /** The front matter (`pageSchema`, lib/source/schema.ts). */
    frontMatter: { type: 'json', resolve: pageData },
    /** The locale, from the file's folder (front matter never states it). */
    locale: { type: 'string', resolve: (doc) => route(doc._raw.flattenedPath).locale },
    /** The locale-free path (`/android/happ`, `/` for `index.mdx`), the same for both twins. */
    path: { type: 'string', resolve: (doc) => route(doc._raw.flattenedPath).path },
    /** The public URL, base-free (`/en/android/happ`). */
    url: {
      type: 'string',
      resolve: (doc) => {
        const { locale, path: p } = route(doc._raw.flattenedPath)
        return localizedPath(locale, p)
      },
    },
    /** The h2 and h3 headings with their ids, for the table of contents (lib/mdx/analyse.ts). */
    toc: { type: 'json', resolve: (doc) => analysedFile(doc).toc },
    /**
     * The device and app of the page's `<Troubleshooting />`, or null without one: its entries join the
     * table of contents (`tocWithProblems`, lib/help.ts).
     */
    helpContext: {
      type: 'json',
      resolve: (doc) =>
        troubleshootingContext(analysedFile(doc).components, pageData(doc) ?? {}) ?? null,
    },
    /** The ISO date of the file's last commit: the page's last update and its sitemap date; empty outside git. */
    lastModified: {
      type: 'string',
      resolve: (doc) => lastCommitDate(doc._raw.sourceFilePath) ?? '',
    },
    /**
     * The page has the one-tap import (`<OneTapImport />`): opened from a personal link, it also shows
     * the card at its top.
     */
    oneTap: {
      type: 'boolean',
      resolve: (doc) => analysedFile(doc).components.some((c) => c.name === 'OneTapImport'),
    },
  },
}))

/**
 * A troubleshooting entry (`content/troubleshooting/<locale>/<id>.mdx`, the same ids in every locale):
 * not a page of its own. Guides render the entries that apply to them in their troubleshooting section,
 * and `/help/<device>/<app>` lists them (lib/help.ts, components/help/). Its fields are `entrySchema`'s
 * (lib/source/schema.ts); `checkProblems` (lib/content-rules.ts) checks the twins.
 */
export const Problem = defineDocumentType(() => ({
  name: 'Problem',
  filePathPattern: `${PROBLEMS_DIR}/{${locales.join(',')}}/*.mdx`,
  contentType: 'mdx',
  computedFields: {
    /** The front matter (`entrySchema`, lib/source/schema.ts), or null when the schema refused it. */
    frontMatter: {
      type: 'json',
      resolve: (p) =>
        readEntry(p._raw.sourceFilePath, readSource(p._raw.sourceFilePath)).data ?? null,
    },
    /** The locale, from the file's folder. */
    locale: { type: 'string', resolve: (p) => problemRoute(p._raw.flattenedPath).locale },
    /** The entry's id and anchor (`no-internet`), from the file name. */
    id: { type: 'string', resolve: (p) => problemRoute(p._raw.flattenedPath).id },
  },
}))

export default makeSource({
  contentDirPath,
  documentTypes: [Doc, Problem],
  // The guides of the apps and platforms switched off in site.config.ts (`apps`) are not read: no page,
  // route or listing is made from them (`isOffered`, lib/source/pages.ts). The content check still reads
  // them, to name the switch when a link leads to one.
  contentDirExclude: [...contentDirExcludeDefault, ...switchedOffFiles().map((file) => file.rel)],
  // contentlayer2 defaults to skip-warn, which drops a broken page quietly. Fail instead, naming file and field.
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  // The front-matter fields are the schema's, which refuses unknown ones with their line.
  onExtraFieldData: 'ignore',
  mdx: {
    // esbuild would print an MDX syntax error itself, as a code frame of a temporary file; the content
    // check reports it instead, with the file's own line (lib/content-check.ts).
    esbuildOptions: (options) => ({ ...options, logLevel: 'silent' }),
    // remarkFigures after the analysis: the content check reports images where the writer wrote them.
    // remarkOffer reads the page's device from its file (the compile's text is the body only).
    remarkPlugins: [
      ...remarkPlugins.map((plugin): Pluggable =>
        plugin === remarkOffer ? [remarkOffer, { read: readSource }] : plugin,
      ),
      remarkKeepAnalysis,
      remarkFigures,
    ],
    rehypePlugins: [
      rehypeSlug,
      rehypeSections,
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
  // found nothing). The images the pages reference are built after the checks (scripts/build/images.ts); an
  // image that cannot be built is one more error line.
  onSuccess: async () => {
    // The provider's configuration first (site.config.ts): its wrong fields, and in a launch build
    // (LAUNCH=1) its placeholders, are error lines like the content's.
    // A wrong field stops the step before the content is checked: the content's links and names follow
    // the configuration (`apps`), so with a typo there every link to a guide would fail too.
    // The pages whose front matter the schema refuses are left out: the content check reports them.
    const pages = new Set(readContentFiles(undefined, 'offered', 'skip').map((page) => page.path))
    const config = checkSiteConfig({ config: siteConfig, pages })
    if (config.errors.length > 0) reportContentErrors(config.errors)
    if (config.warning) console.warn(`warning: ${config.warning}`)
    const { errors, warnings, images } = checkContentFiles({ analyse: analysed })
    const built = await buildImages(images)
    errors.push(...built.errors)
    console.log(`images: ${built.summary}`)
    for (const warning of warnings) console.warn(`warning: ${warning}`)
    reportContentErrors(errors)
  },
})
