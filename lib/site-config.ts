/**
 * The typed reader of the site configuration: the provider's values are in `site.config.ts` at the root
 * (README, "Make it yours"), their types and what each field changes are here. Facts that do not change
 * with the locale; text people read lives in `messages/`, guide prose in `content/`. No other module
 * hard-codes a brand, a URL or a chat handle.
 */
import providerConfig from '../site.config'

import type { AppId, Platform } from './apps'

/** A link the site points readers to. */
export type ExternalUrl = `https://${string}`

export interface AnnouncementConfig {
  /** Changing the id shows the bar again to readers who dismissed an earlier announcement. */
  id: string
  /** Where the announcement links, a site path (`/guides/ps5`) or an external https URL. */
  link: string
}

/** A base path: `''` (the root) or `/segment(s)` without a trailing slash. */
export type BasePath = '' | `/${string}`

/**
 * The `BASE_PATH` environment variable as a base path: unset or empty is the root; anything else must be
 * `/segment` or `/a/b` (letters, digits, `-`, `_`, `.`; no trailing slash). Throws with the reason.
 */
export function parseBasePath(value: string | undefined): BasePath {
  if (value === undefined || value === '') return ''
  const segment = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
  const segments = value.split('/').slice(1)
  if (!value.startsWith('/') || segments.length === 0 || !segments.every((s) => segment.test(s)))
    throw new Error(
      `BASE_PATH=${JSON.stringify(value)}: must be empty (the root) or like "/docs" or "/a/b": ` +
        'a leading slash, segments of letters, digits, "-", "_" or "." (not starting with "."), ' +
        'no trailing slash',
    )
  return value as BasePath
}

/**
 * The apps the provider supports: `'all'` (every app of lib/apps.ts on each of its platforms), or per app
 * id the platforms offered (`{ happ: ['android', 'ios'], v2rayng: ['android'] }`). A guide of an app or a
 * platform that is not offered is not built: no page, card, search entry, `/update` or `/help` entry,
 * single file, precache or sitemap entry; a content link to it fails the build.
 */
export type OfferedApps = 'all' | { readonly [A in AppId]?: readonly Platform[] }

/**
 * What a provider sets in `site.config.ts` (README, "Make it yours"). "Launch" marks the fields a launch
 * build (`LAUNCH=1`) refuses while they hold the shipped placeholders (lib/site-config-check.ts).
 */
export interface ProviderConfig {
  /**
   * Launch. The brand: the navbar, every page title ("Page — Brand"), the manifest (the installed app's
   * name), the single-file guides and the legal pages.
   */
  brandName: string
  /**
   * Launch. The canonical origin of this docs site, `https://…` without a trailing slash: canonical links,
   * Open Graph, the sitemap, robots.txt and the single files' links back online.
   */
  url: ExternalUrl
  /** The site version shown in the footer and used by the service worker's cache names. */
  version: string
  /** Launch. The provider's main website; `/site` redirects here. */
  mainSite: ExternalUrl
  /**
   * Launch. The bot that sells and sends subscription links (header, footer, `<ContactLink to="bot">`). A
   * Telegram bot is `https://t.me/<name>bot`.
   */
  messagingBot: ExternalUrl
  /**
   * Launch. The support bot (header, search, every `/help` entry's "Write to support"). A Telegram bot
   * (`https://t.me/<name>bot`) gets `?start=<code>` naming the device, app and problem.
   */
  supportBot: ExternalUrl
  /** Launch. The 24/7 support page (`<ContactLink to="support">`). */
  support: ExternalUrl
  /** Launch. The provider's social network page (footer, `<ContactLink to="social">`). */
  social: ExternalUrl
  /** Launch. The server status page (footer, `/help`, `<ContactLink to="status">`). */
  status: ExternalUrl
  /**
   * The service's status feed in Atlassian Statuspage's public format (`…/api/v2/status.json`:
   * `status.indicator` is `none`, `minor`, `major` or `critical`, `status.description` the text), which
   * most status-page products publish. "Check my device" on `/help` shows the service's state from it, or
   * the last state seen, with its time, when offline; its origin is the one `connect-src` the page's
   * Content-Security-Policy adds. `null`: the check says nothing about the service.
   * @default null
   */
  statusFeed: ExternalUrl | null
  /** Launch. The leave-a-review page (`<ContactLink to="review">`). */
  review: ExternalUrl
  /** Launch. The legal entity the privacy policy and the terms of use name (`<Legal field="…">`). */
  legal: {
    /** The company's registered name. */
    companyName: string
    /** Its registration number, as the law of its country writes it. */
    registration: string
    /** Its registered address. */
    address: string
    /** The address for questions about data and the terms (an e-mail address). */
    email: string
  }
  /** The chat-support widget (Chatwoot, hosted by the provider). */
  chat: {
    /** Load the chat on every page (late, after the page is read). @default false */
    enabled: boolean
    provider: 'chatwoot'
    /**
     * Launch, when enabled. The chat server's origin (`https://…`, no path); the SDK is loaded from
     * `<baseUrl>/packs/js/sdk.js`, and the origin is added to the Content-Security-Policy.
     */
    baseUrl: ExternalUrl
    /**
     * Launch, when enabled. The website inbox's token (Chatwoot: Settings → Inboxes → the website inbox →
     * Configuration): 24 letters and digits.
     */
    websiteToken: string
  }
  /**
   * Other addresses of this same site, for readers whose network blocks `url`: absolute https URLs
   * without a trailing slash, each the mirror's root (its own `BASE_PATH` included). Shown on the offline
   * page, the not-found page and in the footer. `[]`: none.
   */
  mirrors: readonly ExternalUrl[]
  /**
   * Launch, unless `null`. The repository the site is built from, without a trailing slash or `.git`
   * (`https://github.com/owner/repo`). Every content page and every knowledge-base entry on `/help`
   * links to its own MDX file there ("Edit this page", `editUrl`), so a writer can fix a typo in GitHub's
   * web editor and open a pull request. `null`: no edit link is rendered anywhere.
   */
  repoUrl: ExternalUrl | null
  /**
   * The branch the edit link opens the file on (the one pull requests go to).
   * @default 'main'
   */
  repoBranch: string
  /** The apps and platforms offered (`OfferedApps`). @default 'all' */
  apps: OfferedApps
  /** A dismissible bar above the navbar, or `null` for none. */
  announcement: AnnouncementConfig | null
  navbar: {
    /** Hide the navbar while scrolling down, show it when scrolling up. @default false */
    hideOnScroll: boolean
  }
  colorMode: {
    /** The mode used when nothing is stored and the system preference is not respected. @default 'dark' */
    defaultMode: 'dark' | 'light'
    /** Fix the colour mode: no switch is rendered and nothing is stored. @default true */
    disableSwitch: boolean
    /** With the switch enabled and nothing stored, follow `prefers-color-scheme`. @default true */
    respectPrefersColorScheme: boolean
  }
}

/** The whole configuration: the provider's and what the build sets. */
export interface SiteConfig extends ProviderConfig {
  /**
   * The path this build is served under: `''` for the root of its origin, `/docs` for
   * `https://mirror.example.net/docs/`. Set by the `BASE_PATH` environment variable of `npm run build`
   * (the one source: next.config.mjs passes the same variable to Next as `basePath`), checked by
   * `parseBasePath`. Links, assets, the manifest and the service worker are under it; canonical URLs
   * keep naming `url`. A page opened under another path shows the base-URL banner.
   * @default ''
   */
  basePath: BasePath
}

/**
 * The site's configuration: the provider's (`site.config.ts`, checked by lib/site-config-check.ts when
 * the build starts) and the base path this build is served under (`BASE_PATH`).
 */
export const siteConfig = {
  ...providerConfig,
  basePath: parseBasePath(process.env.BASE_PATH),
} as const satisfies SiteConfig

/**
 * Whether the provider offers an app on a platform (`apps` of site.config.ts). An app or a platform that
 * is not offered has no guide: lib/source/pages.ts leaves its pages out of every view of the content.
 */
export function offers(
  app: AppId,
  platform: Platform,
  config: Pick<SiteConfig, 'apps'> = siteConfig,
): boolean {
  if (config.apps === 'all') return true
  return config.apps[app]?.includes(platform) ?? false
}

/**
 * The "Edit this page" link of a file of the repository (`content/ru/android/happ.mdx`): GitHub's web
 * editor at `<repoUrl>/edit/<repoBranch>/<file>` (GitLab and Gitea take the same path). Undefined
 * without a `repoUrl`.
 */
export function editUrl(
  file: string,
  config: Pick<SiteConfig, 'repoUrl' | 'repoBranch'> = siteConfig,
): string | undefined {
  if (!config.repoUrl) return undefined
  return `${config.repoUrl}/edit/${encodeURI(config.repoBranch)}/${encodeURI(file)}`
}

/** Contact links writers may use in MDX (`<ContactLink to="bot">`). */
export const contactLinks = {
  bot: siteConfig.messagingBot,
  supportBot: siteConfig.supportBot,
  support: siteConfig.support,
  social: siteConfig.social,
  status: siteConfig.status,
  review: siteConfig.review,
  site: siteConfig.mainSite,
} as const satisfies Record<string, ExternalUrl>
export type ContactLinkId = keyof typeof contactLinks

/** One redirect of the hosting table; `to` is a site path or an absolute URL. */
export interface HostingRedirect {
  /** The exact path that redirects, without a trailing slash (`/site`). */
  from: `/${string}`
  to: `/${string}` | ExternalUrl
  /** @default 301 */
  status: 301 | 302
}

/**
 * The routing table every host applies: nginx (`deploy/nginx/`), Netlify/Cloudflare Pages (`_redirects`,
 * `_headers`), static redirect pages in `out/` and `npm start`. The build reads it from `/hosting.json`
 * (app/hosting.json/route.ts), because the post-build steps are plain Node and cannot import TypeScript.
 * Besides these, every host drops `.html`, `/index.html` and trailing slashes, and sends `path` to
 * `path.exe`/`path.zip` when only such a file is in the build (scripts/hosting/rules.mjs).
 */
export const hostingRedirects = [
  { from: '/site', to: siteConfig.mainSite, status: 301 },
] as const satisfies readonly HostingRedirect[]
