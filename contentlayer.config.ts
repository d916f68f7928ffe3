import { execFileSync } from 'node:child_process'

import {
  contentDirExcludeDefault,
  defineDocumentType,
  defineNestedType,
  makeSource,
} from 'contentlayer2/source-files'
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
  readContentFile,
  switchedOffFiles,
} from './lib/source/files'
import { PROBLEMS_DIR, troubleshootingContext } from './lib/help'
import { locales } from './lib/i18n/config'
import { localizedPath } from './lib/i18n/paths'
import { buildImages } from './lib/images/build'
import { analyseBody, analyseMdx, remarkPlugins, type MdxAnalysis } from './lib/mdx/analyse'
import { remarkFigures } from './lib/mdx/figures'
import { siteConfig } from './lib/site-config'
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

// The content schema: every front-matter field of a page (`Doc`) and of a knowledge-base entry (`Problem`),
// with what it does and where it is read, in the manner of Starlight's `schema.ts`. contentlayer fails the
// build on an unknown field, a missing required one or a wrong type (`makeSource` below); the checks that
// need the whole site (links, twins, guide sections, facts) run in `onSuccess` (lib/content-rules.ts).

/** Which app version a guide's facts were checked against, and when (`verified`, required on guides). */
const Verified = defineNestedType(() => ({
  name: 'Verified',
  fields: {
    /**
     * The app version the guide's text was checked against (`3.25.1`, `2.5.0-rc`), or `docs` when only
     * the app's documentation was read (`VERIFIED_VERSION`, lib/content-rules.ts). Shown under the title
     * ("Checked with Happ 3.25.1 on …", components/docs/doc-page.tsx); `npm run facts:check` compares it
     * with the app's newest version (lib/facts/check.ts).
     */
    version: { type: 'string', required: true },
    /** The day it was checked (`YYYY-MM-DD`, not in the future); shown beside the version. */
    date: { type: 'date', required: true },
    /**
     * Facts the guide states that no source confirmed, worded so that they cannot mislead; listed by
     * `npm run facts:check`.
     * @default []
     */
    unconfirmed: { type: 'list', of: { type: 'string' }, default: [] },
  },
}))

/**
 * A page: `content/<locale>/<path>.mdx` is published at `localizedPath(locale, path)`; every page has a
 * twin at the same path in every locale (lib/content-rules.ts).
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: `{${locales.join(',')}}/**/*.mdx`,
  contentType: 'mdx',
  fields: {
    /**
     * The page's h1 and browser title (`pageMetadata`, lib/metadata.ts), its label in the sidebar and the
     * pager unless `sidebar_label` names a shorter one, its title on tag pages, in search and in its
     * single file.
     */
    title: { type: 'string', required: true },
    /**
     * The meta and Open Graph description (lib/metadata.ts), the line under the page's title on tag pages;
     * at most 160 characters (checked in `onSuccess`).
     */
    description: { type: 'string', required: true },
    /**
     * What the page is; it decides its layout, its place in the sidebar (lib/navigation.ts) and its checks:
     * - `home`: a locale's landing page (`index.mdx`): the hero layout, no sidebar, its title without
     *   the template, Open Graph type `website`; never in the sidebar or search.
     * - `doc`: a page of its own at the top of the sidebar, or, in a folder, an item of the folder's
     *   category.
     * - `platform`: a platform's page, the link of its sidebar category; needs `platform`.
     * - `guide`: an app guide, an item of its platform's category; needs `app`, `platform` and
     *   `verified`, and the sections of lib/guide-sections.ts in order (lib/content-rules.ts).
     * - `legal`: an item of the last category.
     *
     * Guides and platform pages also get a single-file copy (lib/single-files.ts).
     * @default 'doc'
     */
    kind: { type: 'enum', options: ['home', 'doc', 'platform', 'guide', 'legal'], default: 'doc' },
    /**
     * Guides: the app, an id of lib/apps.ts. The default app of `<Requirements />`, `<StoreButtons />`
     * and `<OneTapImport />` (components/mdx/mdx-components.tsx), of `<Troubleshooting />`'s entries and
     * `/help` link, and the name in the `verified` line. With `platform`, it makes the guide the app's
     * guide on that platform, which the home page's device cards, the app cards and `/help` link to
     * (`guideRoutes`, lib/source/pages.ts; with two guides for one app and platform, the first in the
     * sidebar).
     */
    app: { type: 'enum', options: [...appIds], required: false },
    /**
     * Guides and platform pages: the platform (`android | ios | macos | tvos | windows`). Puts a guide in
     * its platform's sidebar category and is the default platform of the app components above.
     */
    platform: { type: 'enum', options: [...platforms], required: false },
    /** A shorter name for the sidebar, the pager and a category's link. @default title */
    sidebar_label: { type: 'string', required: false },
    /**
     * The page's order inside its sidebar category and on `<GuideIndex />`, lower first; of two guides for
     * one app and platform, the first is the app's guide there (`guideRoutes`).
     */
    sidebar_position: { type: 'number', required: false },
    /**
     * Tag ids, kept as written in every language: each tag has a page (`/tags/<tag>`, listed on `/tags`)
     * that lists the listed pages that carry it (`tagPages`, lib/source/pages.ts), and the page links its tags
     * under its text.
     * @default []
     */
    tags: { type: 'list', of: { type: 'string' }, default: [] },
    /**
     * `true` builds the page and keeps it at its URL (in both languages, link-checked, stored by offline
     * mode, with its single file when it has one), but lists it nowhere and keeps it out of search
     * engines:
     * - not in the sidebar, so not in `/sidebar.json` or the pager, and its breadcrumbs name no category
     *   (`buildSidebar`, `getPager`, `findCategory`: lib/navigation.ts);
     * - not on tag pages (a tag that only unlisted pages carry has none), and its own tags are not shown
     *   on it (`isListed`, `listedPages`, `tagPages`: lib/source/pages.ts, the one place of both rules;
     *   components/docs/doc-route.tsx);
     * - not on `<GuideIndex />` (components/home/guide-index.tsx, `getListedDocs`);
     * - not in the sitemap (app/sitemap.ts);
     * - not in the search index (`isSearched`, lib/source/pages.ts; scripts/build/search-index.ts);
     * - `robots: noindex, follow` (`docMetadata`, components/docs/doc-route.tsx, through `pageMetadata`);
     * - a notice at its top saying it is unlisted (components/docs/doc-page.tsx).
     * @default false
     */
    unlisted: { type: 'boolean', default: false },
    /**
     * Guides: required. The app version and the day the guide was checked against it (`Verified`
     * above).
     */
    verified: { type: 'nested', of: Verified, required: false },
  },
  computedFields: {
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
      resolve: (doc) => troubleshootingContext(analysedFile(doc).components, doc) ?? null,
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
 * and `/help/<device>/<app>` lists them (lib/help.ts, components/help/). The fields are checked by
 * `checkProblems` (lib/help.ts).
 */
export const Problem = defineDocumentType(() => ({
  name: 'Problem',
  filePathPattern: `${PROBLEMS_DIR}/{${locales.join(',')}}/*.mdx`,
  contentType: 'mdx',
  fields: {
    /** The problem as the reader says it: the entry's heading (its id is the file name). */
    title: { type: 'string', required: true },
    /**
     * Other ways readers describe it, at least one: shown under the heading (the first one also beside
     * the entry's link on `/help`) and searched.
     */
    symptoms: { type: 'list', of: { type: 'string' }, required: true },
    /**
     * The devices it applies to (`devices`, lib/routes.ts: the platforms and `ps5`), or `[all]`; the
     * same in every locale.
     */
    platforms: { type: 'list', of: { type: 'string' }, required: true },
    /** The app ids it applies to (lib/apps.ts), or `[all]`; the same in every locale. */
    apps: { type: 'list', of: { type: 'string' }, required: true },
    /**
     * A short code for the support bot's start parameter (`help-<device>-<app>-<code>`,
     * `supportStartCode` in lib/help.ts): 2–12 of `a–z 0–9`, unique, the same in every locale.
     */
    code: { type: 'string', required: true },
    /** The entry's place in lists, lower first. */
    order: { type: 'number', required: true },
  },
  computedFields: {
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
    // The provider's configuration first (site.config.ts): its wrong fields, and in a launch build
    // (LAUNCH=1) its placeholders, are error lines like the content's.
    const config = checkSiteConfig({ config: siteConfig })
    if (config.warning) console.warn(`warning: ${config.warning}`)
    const { errors, warnings, images } = checkContentFiles({
      schemas: { page: Doc.def().fields ?? {}, entry: Problem.def().fields ?? {} },
      analyse: analysed,
    })
    const built = await buildImages(images)
    errors.push(...built.errors, ...config.errors)
    console.log(`images: ${built.summary}`)
    for (const warning of warnings) console.warn(`warning: ${warning}`)
    reportContentErrors(errors)
  },
})
