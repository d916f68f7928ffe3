/**
 * The typed site configuration: facts that do not change with the locale. Text people read lives in
 * `messages/`, guide prose in `content/`. No other module hard-codes a brand, a URL or a chat handle.
 * Every URL here is a placeholder on an example domain until the real service is wired in.
 */

/** A link the site points readers to. */
export type ExternalUrl = `https://${string}`

export interface AnnouncementConfig {
  /** Changing the id shows the bar again to readers who dismissed an earlier announcement. */
  id: string
  /** Where the announcement links, a site path (`/guides/ps5`) or an external https URL. */
  link: string
}

export interface SiteConfig {
  /** Brand shown in the navbar, titles ("Page — Brand") and the manifest. */
  brandName: string
  /** Canonical origin of this docs site, without a trailing slash. */
  url: ExternalUrl
  /** The site version shown in the footer and used by the service worker's cache names. */
  version: string
  /** The provider's main website; `/site` redirects here. */
  mainSite: ExternalUrl
  /** The messaging bot that sells and sends subscription links. */
  messagingBot: ExternalUrl
  /** The support bot. */
  supportBot: ExternalUrl
  /** 24/7 support page. */
  support: ExternalUrl
  /** The provider's social network page. */
  social: ExternalUrl
  /** Server status page. */
  status: ExternalUrl
  /** Leave-a-review page. */
  review: ExternalUrl
  /** Legal details quoted by the privacy policy and the terms of use. */
  legal: {
    companyName: string
    registration: string
    address: string
    email: string
  }
  /** The chat-support widget (Chatwoot, hosted by the provider). */
  chat: {
    /** @default false */
    enabled: boolean
    provider: 'chatwoot'
    /** Chat server origin; the SDK is loaded from `<baseUrl>/packs/js/sdk.js`. */
    baseUrl: ExternalUrl
    websiteToken: string
  }
  /**
   * Where the site is served from: `''` for the root of its origin. Must equal `basePath` in
   * next.config.mjs (none); a page opened under another path shows the base-URL banner.
   * @default ''
   */
  basePath: '' | `/${string}`
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

export const siteConfig = {
  brandName: 'Example VPN',
  url: 'https://docs.example.com',
  version: '1.0.1',
  mainSite: 'https://example.com',
  messagingBot: 'https://bot.example.com',
  supportBot: 'https://support-bot.example.com',
  support: 'https://support.example.com',
  social: 'https://social.example.com/example-vpn',
  status: 'https://status.example.com',
  review: 'https://example.com/reviews',
  legal: {
    companyName: 'Example Company LLC',
    registration: 'Registration No. 0000000000 (example)',
    address: '1 Example Street, Example City, 000000',
    email: 'legal@example.com',
  },
  chat: {
    enabled: true,
    provider: 'chatwoot',
    baseUrl: 'https://chat.example.com',
    websiteToken: 'example-website-token',
  },
  basePath: '',
  announcement: { id: 'ps5-guide-2026-11', link: '/guides/ps5' },
  navbar: { hideOnScroll: true },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
} as const satisfies SiteConfig

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
