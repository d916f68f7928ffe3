/**
 * The content schema: every front-matter field of a page and of a knowledge-base entry, with what it does
 * and where it is read, in the manner of Starlight's `schema.ts`. It is the only validator of front matter
 * and the only type of it: contentlayer.config.ts declares no field of its own and stores what
 * `readPage`/`readEntry` return, the raw view (./files.ts) and the content check (lib/content-check.ts)
 * call the same functions, and `Page` is the schema's type with the page's place. A page's `kind` is a
 * discriminated union, so what a guide must have is a type. Every refusal is one error line at the
 * field's line (`file:line:column: field: reason`, lib/content-errors.ts).
 */
import * as z from 'zod'

import { appIds, apps, platforms, utcToday, type AppId, type Platform } from '../apps'
import { contentError, type ContentErrorAt } from '../content-errors'
import { fieldPosition, parseFrontMatter } from '../front-matter'
import type { Locale } from '../i18n/config'
import { devices } from './routes'

/** The most a page's description may have: search results and link previews cut it there. */
export const DESCRIPTION_MAX = 160

/** A version the guide was checked with, or `docs` when only the app's documentation was read. */
export const VERIFIED_VERSION = /^(\d+(\.\d+)*(-[0-9A-Za-z]+(\.[0-9A-Za-z]+)*)?|docs)$/

/** A day as YAML front matter writes it, with an optional time (`2026-11-22`, `2026-11-22T10:00Z`). */
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** A short code: letters and digits, 2 to 12 characters. */
export const PROBLEM_CODE = /^[a-z0-9]{2,12}$/

/** A field only some kinds of page have: writing it on another kind is an error naming them. */
const onlyFor = (kinds: string) => z.never({ error: `only for ${kinds}` }).optional()

/** A field a kind requires: missing, the error names the kind (other errors: the shared wording). */
const requiredFor =
  (kind: string, example = '') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined ? `required for kind "${kind}"${example}` : undefined

/** Which app version a guide's facts were checked against, and when (`verified`, required on guides). */
const verifiedSchema = z.strictObject(
  {
    /**
     * The app version the guide's text was checked against (`3.25.1`, `2.5.0-rc`), or `docs` when only
     * the app's documentation was read. Shown under the title ("Checked with Happ 3.25.1 on …",
     * components/docs/doc-page.tsx); `npm run facts:check` compares it with the app's newest version.
     */
    version: z
      .string()
      .trim()
      .regex(VERIFIED_VERSION, {
        error: (issue) =>
          `"${String(issue.input)}" is neither a version number (1.2.3, 2.5.0-rc) nor "docs" (checked against the app's documentation only)`,
      }),
    /** The day it was checked (`YYYY-MM-DD`, not in the future), as an ISO date as contentlayer stored it. */
    date: z
      .string()
      .refine((value) => DATE.test(value) && !Number.isNaN(Date.parse(value)), {
        error: (issue) => `${described(issue.input)} is not a date (YYYY-MM-DD)`,
      })
      .refine((value) => value.slice(0, 10) <= utcToday(), {
        error: (issue) => `${String(issue.input).slice(0, 10)} is in the future`,
      })
      .transform((value) => new Date(value).toISOString()),
    /**
     * Facts the guide states that no source confirmed, worded in the text so that they cannot mislead.
     * Readers open this list from the "Checked with" line (components/docs/verified-line.tsx), so each
     * item is a short sentence in the page's language (tests/unconfirmed.test.ts); notes for writers go in
     * YAML comments. `npm run facts:check` lists them too.
     */
    unconfirmed: z.array(z.string()).default([]),
  },
  { error: requiredFor('guide', ' (verified: { version: "1.2.3", date: YYYY-MM-DD })') },
)

/** The fields every kind of page has. */
const common = {
  /**
   * The page's h1 and browser title (`pageMetadata`, lib/metadata.ts), its label in the sidebar and the
   * pager unless `sidebar_label` names a shorter one, its title on tag pages, in search and in its
   * single file.
   */
  title: z.string(),
  /**
   * The meta and Open Graph description (lib/metadata.ts), the line under the page's title on tag pages;
   * at most `DESCRIPTION_MAX` characters.
   */
  description: z.string().max(DESCRIPTION_MAX, {
    error: (issue) => `${String(issue.input).length} characters, at most ${DESCRIPTION_MAX}`,
  }),
  /** A shorter name for the sidebar, the pager and a category's link. @default title */
  sidebar_label: z.string().optional(),
  /**
   * The page's order inside its sidebar category and on `<GuideIndex />`, lower first; of two guides for
   * one app and platform, the first is the app's guide there (`guideRoutes`, ./pages.ts).
   */
  sidebar_position: z.number().optional(),
  /**
   * Tag ids, kept as written in every language: each tag has a page (`/tags/<tag>`, listed on `/tags`)
   * that lists the listed pages that carry it (`tagPages`, ./pages.ts), and the page links its tags
   * under its text.
   */
  tags: z.array(z.string()).default([]),
  /**
   * `true` builds the page and keeps it at its URL (in both languages, link-checked, stored by offline
   * mode, with its single file when it has one), but lists it nowhere and keeps it out of search
   * engines: not in the sidebar, `/sidebar.json` or the pager (./navigation.ts), not on tag pages or
   * `<GuideIndex />`, not in the sitemap or the search index (`isListed`, `isSearched`, ./pages.ts),
   * `robots: noindex, follow`, and a notice at its top saying it is unlisted.
   */
  unlisted: z.boolean().default(false),
}

/** A page that is about no app or platform: `app`, `platform` and `verified` are refused. */
const plain = <K extends string>(kind: K) =>
  z.strictObject({
    kind: z.literal(kind),
    ...common,
    app: onlyFor('kind "guide"'),
    platform: onlyFor('kinds "guide" and "platform"'),
    verified: onlyFor('kind "guide"'),
  })

/**
 * A page's front matter. `kind` says what the page is; it decides its layout, its place in the sidebar
 * (./navigation.ts) and what it must say:
 * - `home`: a locale's landing page (`index.mdx`): the hero layout, no sidebar, its title without the
 *   template, Open Graph type `website`; never in the sidebar or search.
 * - `doc` (the default): a page of its own at the top of the sidebar, or, in a folder, an item of the
 *   folder's category.
 * - `platform`: a platform's page, the link of its sidebar category; names its `platform`.
 * - `guide`: an app guide, an item of its platform's category; names its `app`, `platform` and
 *   `verified`, and has the sections of lib/guide-sections.ts in order (lib/content-rules.ts).
 * - `legal`: an item of the last category.
 *
 * Guides and platform pages also get a single-file copy (lib/single-files.ts).
 */
const pageVariants = z.discriminatedUnion(
  'kind',
  [
    plain('home'),
    plain('doc').extend({
      /**
       * The device a page is about when it is no app's guide (the PS5 guide: `device: ps5`): the page is
       * built only where the site serves the device (`offersDevice`, lib/offer.ts), and `<ForApp>` passages
       * on it stay where their app is offered for it (lib/mdx/offer.ts).
       */
      device: z.enum(devices).optional(),
    }),
    plain('legal'),
    z.strictObject({
      kind: z.literal('platform'),
      ...common,
      /** The platform whose sidebar category the page heads. */
      platform: z.enum(platforms, { error: requiredFor('platform') }),
      app: onlyFor('kind "guide"'),
      verified: onlyFor('kind "guide"'),
    }),
    z
      .strictObject({
        kind: z.literal('guide'),
        ...common,
        /**
         * The app, an id of lib/apps.ts: the default app of `<Requirements />`, `<StoreButtons />`,
         * `<OneTapImport />` and `<Troubleshooting />`, and the name in the `verified` line. With
         * `platform`, it makes the guide the app's guide on that platform, which the home page's device
         * cards, the app cards and `/help` link to (`guideRoutes`, ./pages.ts).
         */
        app: z.enum(appIds, { error: requiredFor('guide') }),
        /** The platform: puts the guide in its platform's sidebar category. */
        platform: z.enum(platforms, { error: requiredFor('guide') }),
        verified: verifiedSchema,
      })
      .refine((page) => !apps[page.app] || !!apps[page.app].platforms[page.platform], {
        path: ['platform'],
        error: (issue) => {
          const page = issue.input as { app: AppId; platform: Platform }
          return `${apps[page.app].name} has no "${page.platform}" build in lib/apps.ts`
        },
      }),
  ],
  {
    error: (issue) =>
      `${described((issue.input as { kind?: unknown }).kind)} is not one of home, doc, platform, guide, legal`,
  },
)

/** A page's front matter: a missing `kind` is `doc`. */
export const pageSchema = z.preprocess(
  (data) =>
    data && typeof data === 'object' && !('kind' in data) ? { ...data, kind: 'doc' } : data,
  pageVariants,
)

/** A page's front matter as the schema returns it. */
export type PageFrontMatter = z.output<typeof pageVariants>

/** A page: its front matter and its place (the locale's folder and the file's path). */
export type Page = PageFrontMatter & {
  locale: Locale
  /** Locale-free path (`/android/happ`, `/` for the landing page). */
  path: string
  /** Public URL, base-free (`/en/android/happ`). */
  url: string
}

/** A non-empty list of texts, each one of `allowed` when given. */
const nonEmptyList = (allowed?: readonly string[]) =>
  z
    .array(allowed ? z.enum(allowed as [string, ...string[]]) : z.string().trim().min(1))
    .min(1, { error: 'required, a non-empty list' })

/**
 * A troubleshooting entry's front matter (`content/troubleshooting/<locale>/<id>.mdx`, the same ids in
 * every locale): not a page of its own. Guides render the entries that apply to them in their
 * troubleshooting section, and `/help/<device>/<app>` lists them (lib/help.ts, components/help/).
 */
export const entrySchema = z.strictObject({
  /** The problem as the reader says it: the entry's heading (its id is the file name). */
  title: z.string().trim().min(1, { error: 'required' }),
  /**
   * Other ways readers describe it, at least one: shown under the heading (the first one also beside the
   * entry's link on `/help`) and searched.
   */
  symptoms: nonEmptyList(),
  /** The devices it applies to (`devices`, ./routes.ts: the platforms and `ps5`), or `[all]`; the same in every locale. */
  platforms: nonEmptyList([...devices, 'all']),
  /** The app ids it applies to (lib/apps.ts), or `[all]`; the same in every locale. */
  apps: nonEmptyList([...appIds, 'all']),
  /**
   * A short code for the support bot's start parameter (`help-<device>-<app>-<code>`, `supportStartCode`
   * in lib/help.ts): 2–12 of `a–z 0–9`, unique, the same in every locale.
   */
  code: z.string().regex(PROBLEM_CODE, {
    error: (issue) => `"${String(issue.input)}" must be 2–12 lowercase letters or digits`,
  }),
  /** The entry's place in lists, lower first. */
  order: z.number(),
})

/** A troubleshooting entry's front matter as the schema returns it. */
export type EntryFrontMatter = z.output<typeof entrySchema>

/**
 * A troubleshooting entry: its front matter and its place. Its id is the file name without `.mdx`: the
 * anchor (`#no-internet`), the same in every language.
 */
export type Entry = EntryFrontMatter & { id: string; locale: Locale }

const described = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : JSON.stringify(value)

/** The reason of a type error, as a writer reads it. */
function typeReason(expected: string, input: unknown): string {
  switch (expected) {
    case 'string':
      return `${described(input)} is not text (put it in quotes: '${String(input)}')`
    case 'number':
      return `${described(input)} is not a number`
    case 'boolean':
      return `${described(input)} is neither true nor false`
    case 'array':
      return `${described(input)} is not a list (write [a, b])`
    case 'object':
      return `${described(input)} must be indented "field: value" lines`
    default:
      return `${described(input)} is not ${expected}`
  }
}

/** One refused field: its dotted path (`verified.date`, `platforms[1]`) and the reason. */
export interface FieldProblem {
  field: string
  reason: string
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')

/** The schema's issues as field problems, one per field (an unknown key each on its own). */
function problemsOf(issues: readonly z.core.$ZodIssue[], shape: readonly string[]): FieldProblem[] {
  return issues.flatMap((issue): FieldProblem[] => {
    const field = fieldName(issue.path)
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: fieldName([...issue.path, key]),
        reason: `unknown field (the fields are ${shape.join(', ')})`,
      }))
    }
    if (issue.code === 'invalid_type') {
      const input = (issue as { input?: unknown }).input
      // A message a field set itself (`requiredFor`, `onlyFor`) is kept; zod's own is reworded.
      if (!issue.message.startsWith('Invalid input')) return [{ field, reason: issue.message }]
      return [
        { field, reason: input === undefined ? 'required' : typeReason(issue.expected, input) },
      ]
    }
    if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid option')) {
      const input = (issue as { input?: unknown }).input
      return [{ field, reason: `${described(input)} is not one of ${issue.values.join(', ')}` }]
    }
    return [{ field, reason: issue.message }]
  })
}

/** What reading one file's front matter gave: the data when it fits the schema, else its error lines. */
export type Read<T> = { data: T; errors: [] } | { data?: undefined; errors: string[] }

/** Every field name of a page, for the "unknown field" error. */
const PAGE_FIELDS = ['kind', 'app', 'platform', 'verified', ...Object.keys(common)]
const ENTRY_FIELDS = Object.keys(entrySchema.shape)
const VERIFIED_FIELDS = Object.keys(verifiedSchema.shape)

function read<T>(
  file: string,
  source: string,
  schema: z.ZodType<T>,
  fields: readonly string[],
): Read<T> {
  const parsed = parseFrontMatter(source)
  if (parsed.errors.length > 0) {
    return {
      errors: parsed.errors.map(({ at, reason }) => contentError(file, 'front matter', reason, at)),
    }
  }
  const result = schema.safeParse(parsed.data, { reportInput: true })
  if (result.success) return { data: result.data, errors: [] }
  const written = (field: string) => field.split(/[.[]/)[0]! in parsed.data
  return {
    errors: problemsOf(result.error.issues, fields).map(({ field, reason }) => {
      const nested = field.startsWith('verified.') && reason.startsWith('unknown field')
      const why = nested ? `unknown field (the fields are ${VERIFIED_FIELDS.join(', ')})` : reason
      // A field a kind requires is missing: point at the `kind` that requires it.
      const at: ContentErrorAt = fieldPosition(source, written(field) ? field : 'kind')
      return contentError(file, field, why, at)
    }),
  }
}

/** A page's front matter, checked (`file` names it in the error lines, `content/ru/faq.mdx`). */
export const readPage = (file: string, source: string): Read<PageFrontMatter> =>
  read(file, source, pageSchema as z.ZodType<PageFrontMatter>, PAGE_FIELDS)

/** A troubleshooting entry's front matter, checked. */
export const readEntry = (file: string, source: string): Read<EntryFrontMatter> =>
  read(file, source, entrySchema, ENTRY_FIELDS)
