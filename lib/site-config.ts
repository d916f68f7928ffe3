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
  /**
   * The service's status feed in Atlassian Statuspage's public format (`…/api/v2/status.json`:
   * `status.indicator` is `none`, `minor`, `major` or `critical`, `status.description` the text), which
   * most status-page products publish. "Check my device" on `/help` shows the service's state from it, or
   * the last state seen, with its time, when offline; its origin is the one `connect-src` the page's
   * Content-Security-Policy adds. `null`: the check says nothing about the service.
   * @default null
   */
  statusFeed: ExternalUrl | null
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
   * The path this build is served under: `''` for the root of its origin, `/docs` for
   * `https://mirror.example.net/docs/`. Set by the `BASE_PATH` environment variable of `npm run build`
   * (the one source: next.config.mjs passes the same variable to Next as `basePath`), checked by
   * `parseBasePath`. Links, assets, the manifest and the service worker are under it; canonical URLs
   * keep naming `url`. A page opened under another path shows the base-URL banner.
   * @default ''
   */
  basePath: BasePath
  /**
   * Other addresses of this same site, for readers whose network blocks `url`: absolute https URLs
   * without a trailing slash, each the mirror's root (its own `BASE_PATH` included). Shown on the offline
   * page, the not-found page and in the footer; checked by `siteConfigProblems` when the build imports
   * this module.
   */
  mirrors: readonly ExternalUrl[]
  /**
   * The repository the site is built from, without a trailing slash or `.git`
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
  statusFeed: 'https://status.example.com/api/v2/status.json',
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
  basePath: parseBasePath(process.env.BASE_PATH),
  mirrors: ['https://mirror1.example.net/docs', 'https://docs.example.org'],
  repoUrl: 'https://github.com/example/vpn-docs',
  repoBranch: 'main',
  announcement: { id: 'ps5-guide-2026-11', link: '/guides/ps5' },
  navbar: { hideOnScroll: true },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
} as const satisfies SiteConfig

/** What is wrong with the configuration (empty when nothing is): the build fails on any. */
export function siteConfigProblems(config: Pick<SiteConfig, 'url' | 'mirrors'>): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  config.mirrors.forEach((mirror, i) => {
    const at = `mirrors[${i}] ${JSON.stringify(mirror)}`
    let parsed: URL | undefined
    try {
      parsed = new URL(mirror)
    } catch {
      problems.push(`${at}: not an absolute URL`)
      return
    }
    if (parsed.protocol !== 'https:') problems.push(`${at}: not an https URL`)
    if (mirror.endsWith('/')) problems.push(`${at}: ends with a slash`)
    if (parsed.search || parsed.hash) problems.push(`${at}: has a query or a fragment`)
    if (mirror.replace(/\/+$/, '') === config.url) problems.push(`${at}: is the site's own url`)
    if (seen.has(mirror)) problems.push(`${at}: listed twice`)
    seen.add(mirror)
  })
  return problems
}

const problems = siteConfigProblems(siteConfig)
if (problems.length > 0) throw new Error(`lib/site-config.ts: ${problems.join('; ')}`)

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
