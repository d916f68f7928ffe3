/**
 * The typed reader of the site configuration: the provider's values are in `site.config.ts` at the root
 * (README, "Make it yours"), their type and what each field changes in lib/provider-config.ts. Facts
 * that do not change with the locale; text people read lives in `messages/`, guide prose in `content/`.
 * No other module hard-codes a brand, a URL or a chat handle.
 */
import providerConfig from '../site.config'

import type { AppId, Platform } from './apps'
import type { ExternalUrl, ProviderConfig } from './provider-config'

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
