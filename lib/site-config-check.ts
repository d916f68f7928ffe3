/**
 * The check of the provider's configuration (`site.config.ts`) when the build starts, and the launch
 * gate. Both report one line per field, `site.config.ts:<line>: <field>: <reason>`, the format of the
 * content errors (lib/content-errors.ts), with the line the field is written on (found by parsing the
 * file with TypeScript's parser, so a comment or a string that looks like a field cannot mislead it).
 *
 * - `configProblems`: a value of the wrong shape (not https, not a Telegram bot link, a chat token or an
 *   e-mail address of the wrong shape, an app or platform that does not exist). Always fails the build.
 * - `configPlaceholders`: a value still the shipped placeholder (an example domain, the example brand or
 *   company, the example chat token). A launch build (`LAUNCH=1`, the deploy workflow) fails on each; a
 *   local build prints them as one warning and goes on, so the demo keeps working.
 *
 * The content step calls `checkSiteConfig` once (contentlayer.config.ts, `onSuccess`), so `npm run
 * build` and `npm run dev` stop before Next builds anything.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { apps, appIds, platforms } from './apps'
import { contentError, sortErrors } from './content-errors'
import { TELEGRAM_HOSTS } from './help'
import { locales } from './i18n/config'
import type { ProviderConfig } from './provider-config'
import { PS5_PATH } from './source/routes'

/** The provider's configuration file, from the project root. */
export const SITE_CONFIG_FILE = 'site.config.ts'

/** The id of the announcement `site.config.ts` ships with: the launch gate refuses it. */
export const EXAMPLE_ANNOUNCEMENT = 'example-announcement'

/** The chat token `site.config.ts` ships with: the launch gate refuses it. */
export const EXAMPLE_CHAT_TOKEN = 'EXAMPLEWebsiteTokenXXXXX'

/** One wrong field: its path as written (`legal.email`, `mirrors[1]`, `apps.happ[0]`) and why. */
export interface ConfigProblem {
  field: string
  reason: string
}

/**
 * A Chatwoot website token: Rails' `has_secure_token` (Chatwoot's `Channel::WebWidget`) makes 24
 * characters of letters and digits.
 */
const CHAT_TOKEN = /^[A-Za-z0-9]{24}$/

/** A Telegram username of a bot: 5–32 letters, digits or `_`, starting with a letter, ending in "bot". */
const TELEGRAM_BOT = /^[A-Za-z][A-Za-z0-9_]{1,28}[Bb][Oo][Tt]$/

/** The fields that are one https URL each (`statusFeed` and `repoUrl` may also be null). */
const URL_FIELDS = [
  'url',
  'mainSite',
  'messagingBot',
  'supportBot',
  'support',
  'social',
  'status',
  'statusFeed',
  'review',
  'repoUrl',
] as const

/** The URL fields as `[field, value]`, nulls left out, mirrors and the chat server included. */
function urlFields(config: ProviderConfig): [string, string][] {
  return [
    ...URL_FIELDS.flatMap((field): [string, string][] => {
      const value = config[field]
      return value === null ? [] : [[field, value]]
    }),
    ...config.mirrors.map((m, i): [string, string] => [`mirrors[${i}]`, m]),
    ...(config.chat.enabled ? [['chat.baseUrl', config.chat.baseUrl] as [string, string]] : []),
  ]
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * Every field of the wrong shape, in the order of the fields. With `pages` (the locale-free paths this
 * build has), a site path the configuration links to must be one of them.
 */
export function configProblems(
  config: ProviderConfig,
  pages?: ReadonlySet<string>,
): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const fail = (field: string, reason: string) => problems.push({ field, reason })
  const text = (field: string, value: string) => {
    if (value.trim() === '') fail(field, 'empty')
  }

  text('brandName', config.brandName)
  if (!/^\d+\.\d+\.\d+$/.test(config.version))
    fail('version', `${JSON.stringify(config.version)} is not a version like 1.0.0`)

  const parsed = new Map<string, URL>()
  for (const [field, value] of urlFields(config)) {
    const url = parseUrl(value)
    if (!url) {
      fail(field, `${JSON.stringify(value)} is not an absolute URL`)
      continue
    }
    if (url.protocol !== 'https:') {
      fail(field, `${JSON.stringify(value)} is not an https URL`)
      continue
    }
    parsed.set(field, url)
  }
  const noSlash = (field: string, value: string | null) => {
    if (value !== null && parsed.has(field) && value.endsWith('/'))
      fail(field, `${JSON.stringify(value)} ends with a slash`)
  }
  noSlash('url', config.url)
  noSlash('repoUrl', config.repoUrl)
  if (config.repoUrl?.endsWith('.git'))
    fail('repoUrl', `${JSON.stringify(config.repoUrl)}: leave out ".git"`)
  if (config.chat.enabled) {
    const chat = parsed.get('chat.baseUrl')
    if (chat && (chat.pathname !== '/' || config.chat.baseUrl.endsWith('/') || chat.search))
      fail('chat.baseUrl', `${JSON.stringify(config.chat.baseUrl)} is not an origin (https://host)`)
    if (!CHAT_TOKEN.test(config.chat.websiteToken))
      fail(
        'chat.websiteToken',
        `${JSON.stringify(config.chat.websiteToken)} is not a Chatwoot website token (24 letters and digits)`,
      )
  }

  for (const field of ['messagingBot', 'supportBot'] as const) {
    const url = parsed.get(field)
    if (!url || !TELEGRAM_HOSTS.has(url.hostname)) continue
    const name = url.pathname.slice(1)
    if (!TELEGRAM_BOT.test(name) || url.search || url.hash)
      fail(
        field,
        `${JSON.stringify(config[field])} is not a Telegram bot link (https://t.me/<name>bot: 5–32 letters, digits or _, ending in "bot", nothing after it)`,
      )
  }

  const seen = new Set<string>()
  config.mirrors.forEach((mirror, i) => {
    const field = `mirrors[${i}]`
    const url = parsed.get(field)
    if (!url) return
    if (mirror.endsWith('/')) fail(field, `${JSON.stringify(mirror)} ends with a slash`)
    if (url.search || url.hash) fail(field, `${JSON.stringify(mirror)} has a query or a fragment`)
    if (mirror.replace(/\/+$/, '') === config.url)
      fail(field, `${JSON.stringify(mirror)} is the site's own url`)
    if (seen.has(mirror)) fail(field, `${JSON.stringify(mirror)} is listed twice`)
    seen.add(mirror)
  })

  for (const field of ['companyName', 'registration', 'address'] as const)
    text(`legal.${field}`, config.legal[field])
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(config.legal.email))
    fail('legal.email', `${JSON.stringify(config.legal.email)} is not an e-mail address`)

  if (!/^[\w./-]+$/.test(config.repoBranch) || config.repoBranch.includes('..'))
    fail('repoBranch', `${JSON.stringify(config.repoBranch)} is not a branch name`)

  const link = config.announcement?.link
  if (link !== undefined && !link.startsWith('/') && parseUrl(link)?.protocol !== 'https:')
    fail(
      'announcement.link',
      `${JSON.stringify(link)} is neither a site path (/…) nor an https URL`,
    )
  else if (link?.startsWith('/') && pages && !pages.has(link.split(/[?#]/)[0]!))
    fail(
      'announcement.link',
      `${link} is not a page of this build${
        link.split(/[?#]/)[0] === PS5_PATH
          ? ': the PS5 guide needs a desktop app that shares its connection in apps'
          : ''
      }`,
    )
  for (const locale of locales) {
    if (config.announcement)
      text(`announcement.text.${locale}`, config.announcement.text[locale] ?? '')
    if (config.tagline) text(`tagline.${locale}`, config.tagline[locale] ?? '')
  }

  if (config.apps !== 'all') {
    for (const [id, offered] of Object.entries(config.apps) as [string, readonly string[]][]) {
      const app = (apps as Record<string, (typeof apps)[keyof typeof apps] | undefined>)[id]
      if (!app) {
        fail(`apps.${id}`, `not an app of lib/apps.ts (${appIds.join(', ')})`)
        continue
      }
      if (offered.length === 0) fail(`apps.${id}`, 'no platform: leave the app out instead')
      offered.forEach((platform, i) => {
        if (!(platforms as readonly string[]).includes(platform))
          fail(`apps.${id}[${i}]`, `"${platform}" is not a platform (${platforms.join(', ')})`)
        else if (!(platform in app.platforms))
          fail(
            `apps.${id}[${i}]`,
            `${app.name} has no guide on ${platform} (${Object.keys(app.platforms).join(', ')})`,
          )
        else if (offered.indexOf(platform) !== i)
          fail(`apps.${id}[${i}]`, `"${platform}" is listed twice`)
      })
    }
  }
  return problems
}

/** A host on a domain reserved for examples (RFC 2606: `example.com`, `.net`, `.org`, `*.example`). */
export function isExampleHost(host: string): boolean {
  return /(^|\.)example\.(com|net|org)$/i.test(host) || /\.example$/i.test(host)
}

const EXAMPLE_WORD = /\bexample\b/i

/**
 * Every field still holding a shipped placeholder: an address on an example domain, the example brand,
 * company, registration or address, the example chat token, the example repository. A launch build
 * fails on each.
 */
export function configPlaceholders(config: ProviderConfig): ConfigProblem[] {
  const found: ConfigProblem[] = []
  const unset = new Set(['messagingBot', 'supportBot', 'support'])
  for (const [field, value] of urlFields(config)) {
    const url = parseUrl(value)
    if (!url) continue
    const example =
      isExampleHost(url.hostname) ||
      (url.hostname === 'github.com' && /^\/example\//i.test(url.pathname))
    if (!example) continue
    found.push({
      field,
      reason: unset.has(field)
        ? `not set: ${value} is the example link`
        : isExampleHost(url.hostname)
          ? `${value} is on an example domain`
          : `${value} is the example repository`,
    })
  }
  const email = config.legal.email.split('@')[1]
  if (email && isExampleHost(email))
    found.push({ field: 'legal.email', reason: `${config.legal.email} is on an example domain` })
  if (EXAMPLE_WORD.test(config.brandName))
    found.push({
      field: 'brandName',
      reason: `${JSON.stringify(config.brandName)} is the example brand`,
    })
  for (const field of ['companyName', 'registration', 'address'] as const) {
    const value = config.legal[field]
    if (EXAMPLE_WORD.test(value))
      found.push({
        field: `legal.${field}`,
        reason: `${JSON.stringify(value)} is the example company's`,
      })
  }
  if (config.chat.enabled && config.chat.websiteToken === EXAMPLE_CHAT_TOKEN)
    found.push({ field: 'chat.websiteToken', reason: 'the example chat token' })
  if (config.announcement?.id === EXAMPLE_ANNOUNCEMENT)
    found.push({
      field: 'announcement',
      reason: 'the example announcement: write your own, or null for none',
    })
  return found
}

/**
 * The line of each field of the configuration object `export default`s (`brandName`, `legal.email`,
 * `mirrors[1]`, `apps.happ[0]`), from TypeScript's syntax tree: the object may be wrapped in `as const`,
 * `satisfies` or parentheses, or be a `const` the file exports.
 */
export function fieldLines(source: string, file = SITE_CONFIG_FILE): Map<string, number> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const lines = new Map<string, number>()
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
  const consts = new Map<string, ts.Expression>()
  let exported: ts.Expression | undefined
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer)
    if (ts.isExportAssignment(statement)) exported = statement.expression
  }
  const unwrap = (node: ts.Expression): ts.Expression => {
    if (
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      return unwrap(node.expression)
    if (ts.isIdentifier(node) && consts.has(node.text)) return unwrap(consts.get(node.text)!)
    return node
  }
  const walk = (node: ts.Expression, at: string) => {
    const value = unwrap(node)
    if (ts.isObjectLiteralExpression(value)) {
      for (const property of value.properties) {
        if (!property.name) continue
        const name =
          ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
            ? property.name.text
            : undefined
        if (name === undefined) continue
        const field = at ? `${at}.${name}` : name
        lines.set(field, lineOf(property))
        if (ts.isPropertyAssignment(property)) walk(property.initializer, field)
      }
    } else if (ts.isArrayLiteralExpression(value)) {
      value.elements.forEach((element, i) => {
        lines.set(`${at}[${i}]`, lineOf(element))
        walk(element, `${at}[${i}]`)
      })
    }
  }
  if (exported) walk(exported, '')
  return lines
}

/** The line of a field, or of the nearest field that holds it (`apps.happ` when `apps.happ[3]` is not written). */
function lineOfField(lines: Map<string, number>, field: string): number | undefined {
  for (let at = field; ;) {
    const line = lines.get(at)
    if (line !== undefined) return line
    const parent = at.replace(/(\.[^.[\]]+|\[\d+\])$/, '')
    if (parent === at || parent === '') return undefined
    at = parent
  }
}

/** Problems as error lines, `site.config.ts:<line>: <field>: <reason>`. */
export function configErrorLines(
  problems: readonly ConfigProblem[],
  source: string,
  file = SITE_CONFIG_FILE,
): string[] {
  const lines = fieldLines(source, file)
  return problems.map(({ field, reason }) => {
    const line = lineOfField(lines, field)
    return contentError(file, field, reason, line ? { line } : undefined)
  })
}

/** Whether this is a launch build: `LAUNCH=1` (or `true`), as the deploy workflow sets it. */
export const isLaunch = (env: Record<string, string | undefined> = process.env): boolean =>
  env.LAUNCH === '1' || env.LAUNCH === 'true'

export interface SiteConfigCheck {
  /** Error lines: the build fails on any. */
  errors: string[]
  /** A local build's one warning listing the placeholders left, or undefined. */
  warning?: string
}

/**
 * The check the build runs once when it starts: wrong fields are errors; placeholders are errors in a
 * launch build and one warning otherwise.
 */
export function checkSiteConfig({
  config,
  launch = isLaunch(),
  root = process.cwd(),
  source = readFileSync(path.join(root, SITE_CONFIG_FILE), 'utf8'),
  pages,
}: {
  config: ProviderConfig
  launch?: boolean
  root?: string
  source?: string
  /** The locale-free paths of the pages this build has (the content step's). */
  pages?: ReadonlySet<string>
}): SiteConfigCheck {
  const errors = configErrorLines(configProblems(config, pages), source)
  const placeholders = sortErrors(configErrorLines(configPlaceholders(config), source))
  if (launch) return { errors: [...errors, ...placeholders] }
  if (placeholders.length === 0) return { errors }
  return {
    errors,
    warning: [
      `${SITE_CONFIG_FILE} still has ${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'}: fine for a local build, refused by a launch build (LAUNCH=1, README "Make it yours"):`,
      ...placeholders.map((line) => `  ${line}`),
    ].join('\n'),
  }
}
