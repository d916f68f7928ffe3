/**
 * The launch gate: the placeholders `site.config.ts` ships with (an example domain, brand, company, chat
 * token or announcement), which a launch build (`LAUNCH=1`, the deploy workflow) refuses, one line each,
 * and a local build lists as one warning (lib/site-config-check.ts).
 */
import type { ConfigProblem, ProviderConfig } from './provider-config'

/** The id of the announcement `site.config.ts` ships with: the launch gate refuses it. */
export const EXAMPLE_ANNOUNCEMENT = 'example-announcement'

/** The chat token `site.config.ts` ships with: the launch gate refuses it. */
export const EXAMPLE_CHAT_TOKEN = 'EXAMPLEWebsiteTokenXXXXX'

/** A host on a domain reserved for examples (RFC 2606: `example.com`, `.net`, `.org`, `*.example`). */
export const isExampleHost = (host: string): boolean =>
  /(^|\.)example\.(com|net|org)$/i.test(host) || /\.example$/i.test(host)

const EXAMPLE_WORD = /\bexample\b/i
/** Links the shipped file leaves to be set: "not set", where the others are "on an example domain". */
const UNSET = new Set(['messagingBot', 'supportBot', 'support'])

/**
 * Every field still holding a shipped placeholder: a link or address on an example domain or the example
 * repository, the example brand and company, the example chat token, the example announcement.
 */
export function configPlaceholders(config: ProviderConfig): ConfigProblem[] {
  const found: ConfigProblem[] = []
  const add = (field: string, reason: string) => found.push({ field, reason })
  for (const [field, value] of links(config)) {
    const host = value.match(/^https:\/\/([^/?#]+)/)?.[1] ?? ''
    const repo = /^https:\/\/github\.com\/example\//i.test(value)
    if (UNSET.has(field) && (isExampleHost(host) || repo))
      add(field, `not set: ${value} is the example link`)
    else if (isExampleHost(host)) add(field, `${value} is on an example domain`)
    else if (repo) add(field, `${value} is the example repository`)
  }
  if (isExampleHost(config.legal.email.split('@')[1] ?? ''))
    add('legal.email', `${config.legal.email} is on an example domain`)
  if (EXAMPLE_WORD.test(config.brandName))
    add('brandName', `${JSON.stringify(config.brandName)} is the example brand`)
  for (const field of ['companyName', 'registration', 'address'] as const)
    if (EXAMPLE_WORD.test(config.legal[field]))
      add(`legal.${field}`, `${JSON.stringify(config.legal[field])} is the example company's`)
  if (config.chat.enabled && config.chat.websiteToken === EXAMPLE_CHAT_TOKEN)
    add('chat.websiteToken', 'the example chat token')
  if (config.announcement?.id === EXAMPLE_ANNOUNCEMENT)
    add('announcement', 'the example announcement: write your own, or null for none')
  return found
}

/** Every https link of the configuration with its field, in the file's order (the chat's while it is on). */
function links(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return value.startsWith('https://') ? [[at, value]] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => links(v, `${at}[${i}]`))
  if (!value || typeof value !== 'object' || at === 'announcement') return []
  if (at === 'chat' && !(value as { enabled?: unknown }).enabled) return []
  return Object.entries(value).flatMap(([k, v]) => links(v, at ? `${at}.${k}` : k))
}

/** Whether this is a launch build: `LAUNCH=1` (or `true`), as the deploy workflow sets it. */
export const isLaunch = (env: Record<string, string | undefined> = process.env): boolean =>
  env.LAUNCH === '1' || env.LAUNCH === 'true'
