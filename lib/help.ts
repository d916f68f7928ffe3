/**
 * The troubleshooting knowledge base, as pure data and functions: which entries apply where and the
 * support bot's start codes (the `/help` addresses are the loader's, lib/source/routes.ts). The entries
 * themselves are MDX files in `content/troubleshooting/<locale>/<id>.mdx` (see CONTRIBUTING.md,
 * "Troubleshooting entries").
 */
import { appIds, type AppId } from './apps'
import { contentError } from './content-errors'
import { fieldPosition } from './front-matter'
import type { Locale } from './i18n/config'
import type { TocItem } from './mdx/headings'
import { isDevice, type Device, type HelpContext } from './source/routes'
import type { EntryFrontMatter } from './source/schema'

/** Hooks of the `/help` pages' markup (components/help/) that e2e and the styles find them by. */
export enum HelpAttribute {
  /** The page's content: its locale-free `/help` path. */
  page = 'data-help',
  /** A link of the device or app choice: its key. */
  choice = 'data-choice',
  /** An entry's section: its id. */
  problem = 'data-problem',
  /** A support link: the bot's start code. */
  start = 'data-start',
  /** The entries a guide shows. */
  troubleshooting = 'data-troubleshooting',
}

/** The folder of the entries, inside `content/`. */
export const PROBLEMS_DIR = 'troubleshooting'

/**
 * An entry: its front matter (`entrySchema`, lib/source/schema.ts) and its id, the file name without
 * `.mdx`: the anchor (`#no-internet`), the same in every language.
 */
export type ProblemMeta = EntryFrontMatter & { id: string }

/** An entry id: kebab-case. */
export const PROBLEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Whether an entry is shown in a context. An entry limited to some devices or apps is shown only where
 * the context names one of them; a context without a device or an app does not filter by it (the general
 * list on `/help` shows every entry, `/help/ps5` every entry for the console).
 */
export function problemApplies(meta: Pick<ProblemMeta, 'platforms' | 'apps'>, ctx: HelpContext) {
  const onDevice =
    ctx.device === undefined ||
    meta.platforms.includes('all') ||
    meta.platforms.includes(ctx.device)
  const onApp = ctx.app === undefined || meta.apps.includes('all') || meta.apps.includes(ctx.app)
  return onDevice && onApp
}

/** The entries of a context, in their order. */
export function problemsFor<T extends ProblemMeta>(all: readonly T[], ctx: HelpContext): T[] {
  return all
    .filter((p) => problemApplies(p, ctx))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
}

/** Whether a `<ForPlatform is="…">` / `<ForApp is="…">` list (space- or comma-separated) matches. */
export function matchesList(list: string, value: string | undefined): boolean {
  if (value === undefined) return false
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .includes(value)
}

/** Telegram's limit for a bot's start parameter: 1–64 characters of A–Z, a–z, 0–9, `_` and `-`. */
export const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The support bot's start parameter for a problem: `help-<device>-<app>-<code>`, leaving out what the
 * context lacks (`help-ps5-noinet`, `help-noinet`), or `help-<device>-<app>` for a guide's
 * "still not working" line. Support sees where the reader came from before they type a word.
 * https://core.telegram.org/bots/features#deep-linking
 */
export function supportStartCode(ctx: HelpContext, code?: string): string {
  const parts = ['help', ctx.device, ctx.app, code].filter((p): p is string => Boolean(p))
  const start = parts.join('-')
  if (!START_PARAM.test(start)) {
    throw new Error(`support start code "${start}": must be 1–64 characters of A–Z a–z 0–9 _ -`)
  }
  return start
}

/**
 * Telegram's link hosts: a link on one opens Telegram. The one list of the support links (`?start=`) and
 * the provider's config check (a bot link there must name a bot, lib/site-config-check.ts).
 */
export const TELEGRAM_HOSTS: ReadonlySet<string> = new Set([
  't.me',
  'www.t.me',
  'telegram.me',
  'www.telegram.me',
])

/** Whether a link opens a Telegram bot (and so understands `?start=`). */
export function isTelegramLink(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'https:' && TELEGRAM_HOSTS.has(hostname)
  } catch {
    return false
  }
}

/** The support bot's link for a start code: `?start=` for a Telegram bot, the plain link otherwise. */
export function supportLink(bot: string, start: string): string {
  if (!isTelegramLink(bot)) return bot
  const url = new URL(bot)
  url.searchParams.set('start', start)
  return url.toString()
}

/** An entry file as the checks see it. */
export interface CheckedProblem {
  /** Path inside `content/`, `troubleshooting/ru/no-internet.mdx`. */
  file: string
  locale: Locale
  /** Its front matter; undefined when the schema refused it (its errors say why). */
  data?: EntryFrontMatter
  /** The file's text, for the lines of its errors. */
  source?: string
}

/**
 * Checks the whole knowledge base: every entry's fields, the same ids in every locale, and the same
 * code, platforms and apps in both twins; codes unique within a locale.
 */
export function checkProblems(
  entries: readonly CheckedProblem[],
  locales: readonly Locale[],
): string[] {
  const errors: string[] = []
  const at = (entry: CheckedProblem, field: string) =>
    entry.source ? fieldPosition(entry.source, field) : undefined
  const byId = new Map<string, Map<Locale, CheckedProblem>>()
  for (const entry of entries) {
    const id = entry.file
      .split('/')
      .at(-1)!
      .replace(/\.mdx$/, '')
    if (!PROBLEM_ID.test(id)) {
      errors.push(
        contentError(`content/${entry.file}`, 'id', `the file name "${id}" is not kebab-case`),
      )
    }
    const twins = byId.get(id) ?? new Map<Locale, CheckedProblem>()
    twins.set(entry.locale, entry)
    byId.set(id, twins)
  }
  for (const [id, twins] of byId) {
    const first = [...twins.values()][0]!
    for (const locale of locales) {
      const twin = twins.get(locale)
      if (!twin) {
        errors.push(
          contentError(
            `content/${first.file}`,
            'translation',
            `missing: no content/${PROBLEMS_DIR}/${locale}/${id}.mdx`,
          ),
        )
        continue
      }
      for (const field of ['code', 'platforms', 'apps'] as const) {
        if (!twin.data || !first.data) continue
        if (JSON.stringify(twin.data[field]) !== JSON.stringify(first.data[field])) {
          errors.push(
            contentError(
              `content/${twin.file}`,
              field,
              `differs from content/${first.file} (twins share it)`,
              at(twin, field),
            ),
          )
        }
      }
    }
  }
  for (const locale of locales) {
    const seen = new Map<string, string>()
    for (const entry of entries.filter((e) => e.locale === locale)) {
      if (!entry.data) continue
      const code = entry.data.code
      const other = seen.get(code)
      if (other) {
        errors.push(
          contentError(
            `content/${entry.file}`,
            'code',
            `"${code}" is also used by ${other}`,
            at(entry, 'code'),
          ),
        )
      }
      seen.set(code, `content/${entry.file}`)
    }
  }
  return errors
}

/** A component as `analyseMdx` reports it. */
interface UsedComponent {
  name: string
  props: Record<string, string>
}

/**
 * The context of a `<Troubleshooting>`: the device and app its props name, else those of the page (a
 * guide's platform and app; inside an entry, the enclosing section's). A prop that names no device or
 * app is ignored, as if absent. The one rule for both readers: the table of contents (contentlayer's
 * `helpContext`, through `troubleshootingContext`) and the rendered entries
 * (components/mdx/mdx-components.tsx), so the two list the same entries.
 */
export function troubleshootingContextOf(
  props: { device?: string; app?: string },
  page: { device?: string; platform?: string; app?: string },
): HelpContext {
  const device = [props.device, page.device ?? page.platform].find(
    (d): d is Device => d !== undefined && isDevice(d),
  )
  const app = [props.app, page.app].find(
    (a): a is AppId => a !== undefined && (appIds as readonly string[]).includes(a),
  )
  return { ...(device ? { device } : {}), ...(app ? { app } : {}) }
}

/** The context of a page's `<Troubleshooting>` (`troubleshootingContextOf`), or undefined without one. */
export function troubleshootingContext(
  components: readonly UsedComponent[],
  page: { platform?: string; app?: string },
): HelpContext | undefined {
  const used = components.find((c) => c.name === 'Troubleshooting')
  return used && troubleshootingContextOf(used.props, page)
}

/**
 * A guide's TOC with the entries its `<Troubleshooting />` renders, as h3 items right after the
 * troubleshooting h2 (the component renders them before the guide's own entries).
 */
export function tocWithProblems(
  toc: readonly TocItem[],
  problems: readonly { id: string; title: string }[],
): TocItem[] {
  const at = toc.findIndex((item) => item.depth === 2 && item.id === 'troubleshooting')
  if (at === -1 || problems.length === 0) return [...toc]
  const items = problems.map((p) => ({ depth: 3, title: p.title, id: p.id }))
  return [...toc.slice(0, at + 1), ...items, ...toc.slice(at + 1)]
}
