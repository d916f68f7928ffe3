/**
 * The troubleshooting knowledge base, as pure data and functions: which entries apply where and the
 * support bot's start codes (the `/help` addresses are the loader's, lib/source/routes.ts). The entries
 * themselves are MDX files in `content/troubleshooting/<locale>/<id>.mdx` (see CONTRIBUTING.md,
 * "Troubleshooting entries").
 */
import { appIds, type AppId } from './apps'
import { defineContract } from './contract'
import { TELEGRAM_HOSTS } from './provider-config'
import type { TocItem } from './mdx/headings'
import { isDevice, type Device, type HelpContext } from './source/routes'
import type { Entry } from './source/schema'

/** Hooks of the `/help` pages' markup (components/help/) that e2e and the styles find them by. */
export const HelpAttribute = defineContract({
  /** The page's content: its locale-free `/help` path. */
  page: 'data-help',
  /** A link of the device or app choice: its key. */
  choice: 'data-choice',
  /** An entry's section: its id. */
  problem: 'data-problem',
  /** A support link: the bot's start code. */
  start: 'data-start',
  /** The entries a guide shows. */
  troubleshooting: 'data-troubleshooting',
})

/** The folder of the entries, inside `content/`. */
export const PROBLEMS_DIR = 'troubleshooting'

/**
 * Whether an entry is shown in a context. An entry limited to some devices or apps is shown only where
 * the context names one of them; a context without a device or an app does not filter by it (the general
 * list on `/help` shows every entry, `/help/ps5` every entry for the console).
 */
export function problemApplies(meta: Pick<Entry, 'platforms' | 'apps'>, ctx: HelpContext) {
  const onDevice =
    ctx.device === undefined ||
    meta.platforms.includes('all') ||
    meta.platforms.includes(ctx.device)
  const onApp = ctx.app === undefined || meta.apps.includes('all') || meta.apps.includes(ctx.app)
  return onDevice && onApp
}

/** The entries of a context, in their order. */
export function problemsFor<T extends Entry>(all: readonly T[], ctx: HelpContext): T[] {
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
