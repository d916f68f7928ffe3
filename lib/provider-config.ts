/**
 * What a provider sets in `site.config.ts` (README, "Make it yours"), as one zod schema that is the file's
 * type (`ProviderConfig`, with each field's documentation for the editor), its validator and the reason
 * of each refusal, in the manner of Starlight's `user-config.ts`. "Launch" marks the fields a launch build
 * (`LAUNCH=1`) refuses while they hold the shipped placeholders (lib/site-config-check.ts). The reader of the
 * file (lib/site-config.ts) imports it; this module imports nothing that imports the file.
 */
import * as z from 'zod'

import { appIds, apps, platforms, type AppId, type Platform } from './apps'
import { locales, type Locale } from './i18n/config'

/** A link the site points readers to. */
export type ExternalUrl = `https://${string}`

/** A text the provider writes, in each language of the site. */
export type Localized = Readonly<Record<Locale, string>>

/**
 * The apps the provider supports: `'all'` (every app of lib/apps.ts on each of its platforms), or per app
 * id the platforms offered (`{ happ: ['android', 'ios'], v2rayng: ['android'] }`). Everything that lists,
 * counts or links apps and devices follows it (lib/offer.ts, CONTRIBUTING "Any provider's apps").
 */
export type OfferedApps = 'all' | { readonly [A in AppId]?: readonly Platform[] }

/**
 * Telegram's link hosts: a link on one opens Telegram. The one list of the support links (`?start=`,
 * lib/help.ts) and of the bot fields below.
 */
export const TELEGRAM_HOSTS: ReadonlySet<string> = new Set([
  't.me',
  'www.t.me',
  'telegram.me',
  'www.telegram.me',
])

/** A Telegram username of a bot: 5–32 letters, digits or `_`, starting with a letter, ending in "bot". */
const TELEGRAM_BOT = /^[A-Za-z][A-Za-z0-9_]{1,28}[Bb][Oo][Tt]$/

/**
 * A Chatwoot website token: Rails' `has_secure_token` (Chatwoot's `Channel::WebWidget`) makes 24
 * characters of letters and digits.
 */
const CHAT_TOKEN = /^[A-Za-z0-9]{24}$/

type Ctx = z.core.$RefinementCtx<unknown>
const fail = (ctx: Ctx, reason: string, path: (string | number)[] = []) =>
  ctx.addIssue({ code: 'custom', message: reason, path })
const quoted = (value: unknown) => JSON.stringify(value)

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** An https URL; with `noSlash`, no trailing slash. Each rule's reason names the value. */
const https = (rules: ((value: string, url: URL, ctx: Ctx) => void)[] = []) =>
  z
    .custom<ExternalUrl>((v) => typeof v === 'string')
    .superRefine((value, ctx) => {
      const url = parseUrl(value)
      if (!url) return fail(ctx, `${quoted(value)} is not an absolute URL`)
      if (url.protocol !== 'https:') return fail(ctx, `${quoted(value)} is not an https URL`)
      for (const rule of rules) rule(value, url, ctx)
    })
const noSlash = (value: string, _url: URL, ctx: Ctx) => {
  if (value.endsWith('/')) fail(ctx, `${quoted(value)} ends with a slash`)
}
/** A bot on Telegram must be a bot's link (`https://t.me/<name>bot`); a bot elsewhere is the provider's. */
const telegramBot = (value: string, url: URL, ctx: Ctx) => {
  if (!TELEGRAM_HOSTS.has(url.hostname)) return
  if (!TELEGRAM_BOT.test(url.pathname.slice(1)) || url.search || url.hash)
    fail(
      ctx,
      `${quoted(value)} is not a Telegram bot link (https://t.me/<name>bot: 5–32 letters, digits or _, ending in "bot", nothing after it)`,
    )
}
/** Text a reader sees: not empty. */
const text = () =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') fail(ctx, 'empty')
  })
/** A text in each language of the site. */
const localized = () =>
  z
    .custom<Localized>((v) => typeof v === 'object' && v !== null)
    .superRefine((value, ctx) => {
      for (const locale of locales) {
        const own = (value as Record<string, unknown>)[locale]
        if (typeof own !== 'string' || own.trim() === '') fail(ctx, 'empty', [locale])
      }
    })

/** `apps`: every id an app of the registry, each platform one it has a guide on, listed once. */
const offeredApps = z
  .custom<OfferedApps>((v) => v === 'all' || (typeof v === 'object' && v !== null))
  .superRefine((value, ctx) => {
    if (value === 'all') return
    for (const [id, offered] of Object.entries(value) as [string, readonly string[]][]) {
      const app = appIds.includes(id as AppId) ? apps[id as AppId] : undefined
      if (!app) {
        fail(ctx, `not an app of lib/apps.ts (${appIds.join(', ')})`, [id])
        continue
      }
      if (offered.length === 0) fail(ctx, 'no platform: leave the app out instead', [id])
      offered.forEach((platform, i) => {
        if (!(platforms as readonly string[]).includes(platform))
          fail(ctx, `"${platform}" is not a platform (${platforms.join(', ')})`, [id, i])
        else if (!(platform in app.platforms))
          fail(
            ctx,
            `${app.name} has no guide on ${platform} (${Object.keys(app.platforms).join(', ')})`,
            [id, i],
          )
        else if (offered.indexOf(platform) !== i)
          fail(ctx, `"${platform}" is listed twice`, [id, i])
      })
    }
  })

/** The configuration's schema (and, through it, its type). */
export const providerConfigSchema = z
  .object({
    /**
     * Launch. The brand: the navbar, every page title ("Page — Brand"), the manifest (the installed app's
     * name), the single-file guides and the legal pages.
     */
    brandName: text(),
    /**
     * Launch. The canonical origin of this docs site, `https://…` without a trailing slash: canonical
     * links, Open Graph, the sitemap, robots.txt and the single files' links back online.
     */
    url: https([noSlash]),
    /** The site version shown in the footer and used by the service worker's cache names. */
    version: z.string().superRefine((value, ctx) => {
      if (!/^\d+\.\d+\.\d+$/.test(value)) fail(ctx, `${quoted(value)} is not a version like 1.0.0`)
    }),
    /** Launch. The provider's main website; `/site` redirects here. */
    mainSite: https(),
    /**
     * Launch. The bot that sells and sends subscription links (header, footer, `<ContactLink to="bot">`).
     * A Telegram bot is `https://t.me/<name>bot`.
     */
    messagingBot: https([telegramBot]),
    /**
     * Launch. The support bot (header, search, every `/help` entry's "Write to support"). A Telegram bot
     * (`https://t.me/<name>bot`) gets `?start=<code>` naming the device, app and problem.
     */
    supportBot: https([telegramBot]),
    /** Launch. The 24/7 support page (`<ContactLink to="support">`). */
    support: https(),
    /** Launch. The provider's social network page (footer, `<ContactLink to="social">`). */
    social: https(),
    /** Launch. The server status page (footer, `/help`, `<ContactLink to="status">`). */
    status: https(),
    /**
     * The service's status feed in Atlassian Statuspage's public format (`…/api/v2/status.json`:
     * `status.indicator` is `none`, `minor`, `major` or `critical`, `status.description` the text), which
     * most status-page products publish. "Check my device" on `/help` shows the service's state from it,
     * or the last state seen, with its time, when offline; its origin is the one `connect-src` the page's
     * Content-Security-Policy adds. `null`: the check says nothing about the service.
     * @default null
     */
    statusFeed: https().nullable(),
    /** Launch. The leave-a-review page (`<ContactLink to="review">`). */
    review: https(),
    /** Launch. The legal entity the privacy policy and the terms of use name (`<Legal field="…">`). */
    legal: z.object({
      /** The company's registered name. */
      companyName: text(),
      /** Its registration number, as the law of its country writes it. */
      registration: text(),
      /** Its registered address. */
      address: text(),
      /** The address for questions about data and the terms (an e-mail address). */
      email: z.string().superRefine((value, ctx) => {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
          fail(ctx, `${quoted(value)} is not an e-mail address`)
      }),
    }),
    /** The chat-support widget (Chatwoot, hosted by the provider). */
    chat: z
      .object({
        /** Load the chat on every page (late, after the page is read). @default false */
        enabled: z.boolean(),
        provider: z.literal('chatwoot'),
        /**
         * Launch, when enabled. The chat server's origin (`https://…`, no path); the SDK is loaded from
         * `<baseUrl>/packs/js/sdk.js`, and the origin is added to the Content-Security-Policy.
         */
        baseUrl: z.custom<ExternalUrl>((v) => typeof v === 'string'),
        /**
         * Launch, when enabled. The website inbox's token (Chatwoot: Settings → Inboxes → the website
         * inbox → Configuration): 24 letters and digits.
         */
        websiteToken: z.string(),
      })
      .superRefine((chat, ctx) => {
        // While the chat is off, its fields are not used.
        if (!chat.enabled) return
        const url = parseUrl(chat.baseUrl)
        if (!url) fail(ctx, `${quoted(chat.baseUrl)} is not an absolute URL`, ['baseUrl'])
        else if (url.protocol !== 'https:')
          fail(ctx, `${quoted(chat.baseUrl)} is not an https URL`, ['baseUrl'])
        else if (url.pathname !== '/' || chat.baseUrl.endsWith('/') || url.search)
          fail(ctx, `${quoted(chat.baseUrl)} is not an origin (https://host)`, ['baseUrl'])
        if (!CHAT_TOKEN.test(chat.websiteToken))
          fail(
            ctx,
            `${quoted(chat.websiteToken)} is not a Chatwoot website token (24 letters and digits)`,
            ['websiteToken'],
          )
      }),
    /**
     * Other addresses of this same site, for readers whose network blocks `url`: absolute https URLs
     * without a trailing slash, each the mirror's root (its own `BASE_PATH` included). Shown on the
     * offline page, the not-found page and in the footer. `[]`: none.
     */
    mirrors: z
      .array(
        https([
          noSlash,
          (value, url, ctx) => {
            if (url.search || url.hash) fail(ctx, `${quoted(value)} has a query or a fragment`)
          },
        ]),
      )
      .readonly(),
    /**
     * Launch, unless `null`. The repository the site is built from, without a trailing slash or `.git`
     * (`https://github.com/owner/repo`). Every content page and every knowledge-base entry on `/help`
     * links to its own MDX file there ("Edit this page", `editUrl`), so a writer can fix a typo in
     * GitHub's web editor and open a pull request. `null`: no edit link is rendered anywhere.
     */
    repoUrl: https([
      noSlash,
      (value, _url, ctx) => {
        if (value.endsWith('.git')) fail(ctx, `${quoted(value)}: leave out ".git"`)
      },
    ]).nullable(),
    /**
     * The branch the edit link opens the file on (the one pull requests go to).
     * @default 'main'
     */
    repoBranch: z.string().superRefine((value, ctx) => {
      if (!/^[\w./-]+$/.test(value) || value.includes('..'))
        fail(ctx, `${quoted(value)} is not a branch name`)
    }),
    /** The apps and platforms offered (`OfferedApps`). @default 'all' */
    apps: offeredApps,
    /**
     * A dismissible bar above the navbar, in the provider's words, or `null` for none. The example one is
     * a placeholder the launch gate refuses.
     * @default null
     */
    announcement: z
      .object({
        /** Changing the id shows the bar again to readers who dismissed an earlier announcement. */
        id: text(),
        /**
         * Where the announcement links, a site path (`/guides/ps5`, a page this build has) or an
         * external https URL.
         */
        link: z.string().superRefine((value, ctx) => {
          if (!value.startsWith('/') && parseUrl(value)?.protocol !== 'https:')
            fail(ctx, `${quoted(value)} is neither a site path (/…) nor an https URL`)
        }),
        /** The bar's text, the whole of it a link, in each language. */
        text: localized(),
      })
      .nullable(),
    /**
     * The landing page's line under its title, in each language, or `null` for the site's own, which
     * names the devices the site serves ("… on a phone, a computer and an Apple TV").
     * @default null
     */
    tagline: localized().nullable(),
    navbar: z.object({
      /** Hide the navbar while scrolling down, show it when scrolling up. @default false */
      hideOnScroll: z.boolean(),
    }),
    colorMode: z.object({
      /** The mode used when nothing is stored and the system preference is not respected. @default 'dark' */
      defaultMode: z.enum(['dark', 'light']),
      /** Fix the colour mode: no switch is rendered and nothing is stored. @default true */
      disableSwitch: z.boolean(),
      /** With the switch enabled and nothing stored, follow `prefers-color-scheme`. @default true */
      respectPrefersColorScheme: z.boolean(),
    }),
  })
  .superRefine(
    (config, ctx) => {
      // Between fields: a mirror is another address than the site's own, and listed once. Run even when
      // another field is wrong (`when`), so one pass names every problem: the values may be of any shape.
      const mirrors: unknown[] = Array.isArray(config.mirrors) ? config.mirrors : []
      const seen = new Set<unknown>()
      mirrors.forEach((mirror, i) => {
        if (typeof mirror !== 'string') return
        if (mirror.replace(/\/+$/, '') === config.url)
          fail(ctx, `${quoted(mirror)} is the site's own url`, ['mirrors', i])
        else if (seen.has(mirror)) fail(ctx, `${quoted(mirror)} is listed twice`, ['mirrors', i])
        seen.add(mirror)
      })
    },
    { when: () => true },
  )

/**
 * What a provider sets in `site.config.ts` (README, "Make it yours"): the schema's type, each field
 * documented where the schema declares it (hover a field in your editor).
 */
export type ProviderConfig = z.input<typeof providerConfigSchema>

/** One wrong field: its path as written (`legal.email`, `mirrors[1]`, `apps.happ[0]`) and why. */
export interface ConfigProblem {
  field: string
  reason: string
}

/** A zod issue's path as the configuration writes it: `legal.email`, `mirrors[1]`, `apps.happ[0]`. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${String(key)}` : String(key)))
    .join('')

/**
 * Every field of the wrong shape (the schema's refusals), in the order of the file's fields. With `pages`
 * (the locale-free paths this build has), the announcement's site path must be one of them: what the
 * schema alone cannot know.
 */
export function configProblems(config: unknown, pages?: ReadonlySet<string>): ConfigProblem[] {
  const parsed = providerConfigSchema.safeParse(config)
  const problems = (parsed.error?.issues ?? []).map((issue) => ({
    field: fieldOf(issue.path),
    reason: issue.message,
  }))
  const link = parsed.data?.announcement?.link
  if (link?.startsWith('/') && pages && !pages.has(link.split(/[?#]/)[0]!))
    problems.push({
      field: 'announcement.link',
      reason: `${link} is not a page of this build: a guide of an app or device that apps leaves out?`,
    })
  return problems.sort((a, b) => fieldOrder(config, a.field) - fieldOrder(config, b.field))
}

/** Where a field comes in the configuration as written (its keys in order, depth first). */
function fieldOrder(config: unknown, field: string): number {
  const order: string[] = []
  const walk = (value: unknown, at: string) => {
    if (at) order.push(at)
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k)
  }
  walk(config, '')
  const at = order.indexOf(field)
  return at === -1 ? order.length : at
}
