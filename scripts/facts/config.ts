/** Where `npm run facts:check` asks, and how. Environment variables override each field. */

export interface FactsConfig {
  /** Base URLs, without a trailing slash. */
  urls: {
    /** iTunes lookup API (`FACTS_ITUNES_URL`). */
    itunes: string
    /** Google Play web store (`FACTS_PLAY_URL`). */
    play: string
    /** F-Droid web API (`FACTS_FDROID_URL`). */
    fdroid: string
    /** GitHub REST API (`FACTS_GITHUB_API_URL`). */
    githubApi: string
  }
  /** Per-request timeout, milliseconds (`FACTS_TIMEOUT_MS`). */
  timeoutMs: number
  /** Requests in flight at once (`FACTS_CONCURRENCY`). */
  concurrency: number
  /** Sent to the GitHub API only, as `Authorization: Bearer …` (`GITHUB_TOKEN`). */
  githubToken?: string
  userAgent: string
  /** A fact or guide read longer ago than this is stale (`FACTS_STALE_DAYS`). */
  staleAfterDays: number
}

export const defaultFactsConfig: FactsConfig = {
  urls: {
    itunes: 'https://itunes.apple.com',
    play: 'https://play.google.com',
    fdroid: 'https://f-droid.org',
    githubApi: 'https://api.github.com',
  },
  timeoutMs: 10_000,
  concurrency: 4,
  userAgent: 'vpn-docs-facts-check/1.0 (npm run facts:check)',
  staleAfterDays: 90,
}

type Env = Readonly<Record<string, string | undefined>>

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name}: "${raw}" is not a positive integer`)
  return n
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!/^https?:\/\/\S+$/.test(raw)) throw new Error(`${name}: "${raw}" is not an http(s) URL`)
  return raw.replace(/\/+$/, '')
}

/** The default config with the environment's overrides; throws on a malformed value. */
export function factsConfig(env: Env = process.env): FactsConfig {
  const d = defaultFactsConfig
  const token = env.GITHUB_TOKEN?.trim()
  return {
    urls: {
      itunes: baseUrl(env, 'FACTS_ITUNES_URL', d.urls.itunes),
      play: baseUrl(env, 'FACTS_PLAY_URL', d.urls.play),
      fdroid: baseUrl(env, 'FACTS_FDROID_URL', d.urls.fdroid),
      githubApi: baseUrl(env, 'FACTS_GITHUB_API_URL', d.urls.githubApi),
    },
    timeoutMs: positiveInt(env, 'FACTS_TIMEOUT_MS', d.timeoutMs),
    concurrency: positiveInt(env, 'FACTS_CONCURRENCY', d.concurrency),
    ...(token ? { githubToken: token } : {}),
    userAgent: d.userAgent,
    staleAfterDays: positiveInt(env, 'FACTS_STALE_DAYS', d.staleAfterDays),
  }
}
