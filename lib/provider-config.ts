/**
 * What a provider sets in `site.config.ts` (README, "Make it yours"): the type of the file and what each
 * field changes. Types only, so the provider's file can name its type without importing the reader of it
 * (lib/site-config.ts), which imports the file.
 */
import type { AppId, Platform } from './apps'
import type { Locale } from './i18n/config'

/** A link the site points readers to. */
export type ExternalUrl = `https://${string}`

/** A text the provider writes, in each language of the site. */
export type Localized = Readonly<Record<Locale, string>>

export interface AnnouncementConfig {
  /** Changing the id shows the bar again to readers who dismissed an earlier announcement. */
  id: string
  /**
   * Where the announcement links, a site path (`/guides/ps5`, a page this build has) or an external
   * https URL.
   */
  link: string
  /** The bar's text, the whole of it a link, in each language. */
  text: Localized
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
  /**
   * A dismissible bar above the navbar, in the provider's words, or `null` for none. The example one is a
   * placeholder the launch gate refuses.
   * @default null
   */
  announcement: AnnouncementConfig | null
  /**
   * The landing page's line under its title, in each language, or `null` for the site's own, which names
   * the devices the site serves ("… on a phone, a computer and an Apple TV").
   * @default null
   */
  tagline: Localized | null
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
