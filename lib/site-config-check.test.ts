import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import shipped from '../site.config'

import { configProblems, type ProviderConfig } from './provider-config'
import {
  checkSiteConfig,
  configPlaceholders,
  EXAMPLE_CHAT_TOKEN,
  isLaunch,
} from './site-config-check'
import { configErrorLines, fieldLines, SITE_CONFIG_FILE } from './site-config-lines'

/** A launch-ready configuration: no placeholder, every field of the right shape. */
const good: ProviderConfig = {
  brandName: 'Nord Link',
  url: 'https://help.nordlink.test',
  version: '2.0.0',
  mainSite: 'https://nordlink.test',
  messagingBot: 'https://t.me/nordlink_bot',
  supportBot: 'https://t.me/NordLinkHelpBot',
  support: 'https://nordlink.test/support',
  social: 'https://t.me/nordlink',
  status: 'https://status.nordlink.test',
  statusFeed: null,
  review: 'https://nordlink.test/reviews',
  legal: {
    companyName: 'Nord Link OÜ',
    registration: 'Registry code 16000000',
    address: 'Tallinn, Estonia',
    email: 'privacy@nordlink.test',
  },
  chat: {
    enabled: true,
    provider: 'chatwoot',
    baseUrl: 'https://chat.nordlink.test',
    websiteToken: 'a1B2c3D4e5F6g7H8i9J0kLmN',
  },
  mirrors: ['https://mirror.nordlink.test/docs'],
  repoUrl: 'https://github.com/nordlink/docs',
  repoBranch: 'main',
  apps: { happ: ['android', 'ios'], v2rayng: ['android'] },
  announcement: null,
  tagline: null,
  navbar: { hideOnScroll: false },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
}

const problemsOf = (change: Partial<ProviderConfig>) =>
  configProblems({ ...good, ...change }).map(({ field, reason }) => `${field}: ${reason}`)

describe('configProblems', () => {
  it('finds nothing wrong in a good configuration, nor in the shipped one', () => {
    expect(configProblems(good)).toEqual([])
    expect(configProblems(shipped)).toEqual([])
  })

  it('refuses a link that is not https, or not a URL', () => {
    expect(problemsOf({ support: 'http://nordlink.test/support' as `https://${string}` })).toEqual([
      'support: "http://nordlink.test/support" is not an https URL',
    ])
    expect(problemsOf({ review: 'https://' as `https://${string}` })).toEqual([
      'review: "https://" is not an absolute URL',
    ])
    expect(problemsOf({ statusFeed: 'ftp://x.test/s.json' as `https://${string}` })).toEqual([
      'statusFeed: "ftp://x.test/s.json" is not an https URL',
    ])
  })

  it('refuses a trailing slash on the site, a repository with .git, a chat server with a path', () => {
    expect(problemsOf({ url: 'https://help.nordlink.test/' })).toEqual([
      'url: "https://help.nordlink.test/" ends with a slash',
    ])
    expect(problemsOf({ repoUrl: 'https://github.com/nordlink/docs.git' })).toEqual([
      'repoUrl: "https://github.com/nordlink/docs.git": leave out ".git"',
    ])
    expect(
      problemsOf({ chat: { ...good.chat, baseUrl: 'https://chat.nordlink.test/widget' } }),
    ).toEqual(['chat.baseUrl: "https://chat.nordlink.test/widget" is not an origin (https://host)'])
  })

  it('refuses a Telegram link that is not a bot where a bot is expected', () => {
    const [problem] = problemsOf({ supportBot: 'https://t.me/nordlink_support' })
    expect(problem).toMatch(
      /^supportBot: "https:\/\/t\.me\/nordlink_support" is not a Telegram bot link/,
    )
    expect(problemsOf({ messagingBot: 'https://t.me/nordlink_bot?start=x' })).toHaveLength(1)
    expect(problemsOf({ messagingBot: 'https://t.me/bot' })).toHaveLength(1)
    // A bot elsewhere than Telegram is the provider's choice.
    expect(problemsOf({ messagingBot: 'https://nordlink.test/bot' })).toEqual([])
  })

  it('refuses a chat token of the wrong shape only while the chat is enabled', () => {
    const chat = { ...good.chat, websiteToken: 'example-website-token' }
    expect(problemsOf({ chat })).toEqual([
      'chat.websiteToken: "example-website-token" is not a Chatwoot website token (24 letters and digits)',
    ])
    expect(problemsOf({ chat: { ...chat, enabled: false } })).toEqual([])
  })

  it('refuses an e-mail address, a version and a branch of the wrong shape, and empty legal text', () => {
    expect(
      problemsOf({ legal: { ...good.legal, email: 'privacy at nordlink', address: ' ' } }),
    ).toEqual([
      'legal.address: empty',
      'legal.email: "privacy at nordlink" is not an e-mail address',
    ])
    expect(problemsOf({ version: 'v2' })).toEqual(['version: "v2" is not a version like 1.0.0'])
    expect(problemsOf({ repoBranch: 'a..b' })).toEqual(['repoBranch: "a..b" is not a branch name'])
  })

  it('names each bad mirror and why', () => {
    const url = good.url
    expect(
      problemsOf({
        mirrors: [
          'https://ok.nordlink.test/docs',
          'http://plain.nordlink.test' as `https://${string}`,
          'https://slash.nordlink.test/',
          url,
          'https://ok.nordlink.test/docs',
        ],
      }),
    ).toEqual([
      'mirrors[1]: "http://plain.nordlink.test" is not an https URL',
      'mirrors[2]: "https://slash.nordlink.test/" ends with a slash',
      `mirrors[3]: "${url}" is the site's own url`,
      'mirrors[4]: "https://ok.nordlink.test/docs" is listed twice',
    ])
  })

  it('refuses an unknown app, a platform the app has no guide on, and an empty list', () => {
    const apps = { happ: ['android', 'psp'], stash: ['android'], v2rayng: [], nope: ['ios'] }
    expect(problemsOf({ apps } as unknown as Partial<ProviderConfig>)).toEqual([
      'apps.happ[1]: "psp" is not a platform (android, ios, macos, tvos, windows)',
      'apps.stash[0]: Stash has no guide on android (ios, tvos)',
      'apps.v2rayng: no platform: leave the app out instead',
      expect.stringMatching(/^apps\.nope: not an app of lib\/apps\.ts \(happ, /),
    ])
  })
})

describe('configPlaceholders (the launch gate)', () => {
  it('finds none in a launch-ready configuration', () => {
    expect(configPlaceholders(good)).toEqual([])
  })

  it('names every placeholder of the shipped configuration', () => {
    const fields = configPlaceholders(shipped).map((p) => p.field)
    expect(fields.sort()).toEqual(
      [
        'brandName',
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
        'mirrors[0]',
        'mirrors[1]',
        'chat.baseUrl',
        'chat.websiteToken',
        'legal.companyName',
        'legal.registration',
        'legal.address',
        'legal.email',
        'announcement',
      ].sort(),
    )
  })

  it('says an unset bot or support link is not set, and names the example token', () => {
    const found = configPlaceholders({
      ...good,
      supportBot: 'https://support-bot.example.com',
      chat: { ...good.chat, websiteToken: EXAMPLE_CHAT_TOKEN },
      mirrors: ['https://docs.example.org', 'https://x.docs.example'],
    })
    expect(found).toEqual([
      {
        field: 'supportBot',
        reason: 'not set: https://support-bot.example.com is the example link',
      },
      { field: 'mirrors[0]', reason: 'https://docs.example.org is on an example domain' },
      { field: 'mirrors[1]', reason: 'https://x.docs.example is on an example domain' },
      { field: 'chat.websiteToken', reason: 'the example chat token' },
    ])
  })

  it('finds the example brand and company in any case, not a word that only contains it', () => {
    expect(
      configPlaceholders({
        ...good,
        brandName: 'EXAMPLE vpn',
        legal: { ...good.legal, companyName: 'Counterexamples Ltd' },
      }).map((p) => p.field),
    ).toEqual(['brandName'])
  })
})

describe('fieldLines (the line of each field, from the syntax tree)', () => {
  const source = [
    "import type { ProviderConfig } from './lib/provider-config'",
    '// brandName: "not this line"',
    'const config = {',
    "  brandName: 'x', url: 'https://a.test',",
    '  legal: {',
    "    'email': 'x',",
    '  },',
    '  mirrors: [',
    "    'https://m1.test',",
    "    'https://m2.test',",
    '  ],',
    "  apps: { happ: ['android',",
    "    'ios'] },",
    '} as const satisfies ProviderConfig',
    'export default (config)',
  ].join('\n')

  it('finds fields through a const, as const, satisfies and parentheses, ignoring comments', () => {
    const lines = fieldLines(source)
    expect(lines.get('brandName')).toBe(4)
    expect(lines.get('url')).toBe(4)
    expect(lines.get('legal.email')).toBe(6)
    expect(lines.get('mirrors[1]')).toBe(10)
    expect(lines.get('apps.happ[1]')).toBe(13)
  })

  it('writes file:line: field: reason, the nearest written field for one that is not', () => {
    expect(
      configErrorLines(
        [
          { field: 'mirrors[1]', reason: 'r1' },
          { field: 'apps.happ[5]', reason: 'r2' },
          { field: 'announcement.link', reason: 'r3' },
        ],
        source,
      ),
    ).toEqual([
      'site.config.ts:10: mirrors[1]: r1',
      'site.config.ts:12: apps.happ[5]: r2',
      'site.config.ts: announcement.link: r3',
    ])
  })

  it('finds every field of the shipped file on its own line', () => {
    const text = readFileSync(SITE_CONFIG_FILE, 'utf8').split('\n')
    const lines = fieldLines(text.join('\n'))
    for (const field of ['brandName', 'legal.companyName', 'chat.websiteToken', 'apps']) {
      const name = field.split('.').at(-1)!
      expect(text[lines.get(field)! - 1]).toMatch(new RegExp(`^\\s*${name}:`))
    }
  })
})

describe('checkSiteConfig', () => {
  const source = readFileSync(SITE_CONFIG_FILE, 'utf8')

  it('fails a launch build on each placeholder, one line each with its field and line', () => {
    const { errors, warning } = checkSiteConfig({ config: shipped, launch: true, source })
    expect(warning).toBeUndefined()
    expect(errors).toHaveLength(configPlaceholders(shipped).length)
    for (const line of errors) expect(line).toMatch(/^site\.config\.ts:\d+: [\w.[\]]+: .+/)
    expect(errors).toContain(
      `site.config.ts:${fieldLines(source).get('brandName')}: brandName: "Example VPN" is the example brand`,
    )
  })

  it('lets a local build go on with the same lines as one warning', () => {
    const launch = checkSiteConfig({ config: shipped, launch: true, source }).errors
    const { errors, warning } = checkSiteConfig({ config: shipped, launch: false, source })
    expect(errors).toEqual([])
    expect(warning?.split('\n').slice(1)).toEqual(launch.map((line) => `  ${line}`))
    expect(warning).toMatch(/^site\.config\.ts still has 20 placeholders/)
  })

  it('fails any build on a wrong field, and says nothing of a ready configuration', () => {
    const bad = { ...good, support: 'http://x.test' as `https://${string}` }
    expect(checkSiteConfig({ config: bad, launch: false, source }).errors).toEqual([
      `site.config.ts:${fieldLines(source).get('support')}: support: "http://x.test" is not an https URL`,
    ])
    expect(checkSiteConfig({ config: good, launch: true, source })).toEqual({ errors: [] })
  })

  it('reads the launch switch from LAUNCH', () => {
    expect(isLaunch({ LAUNCH: '1' })).toBe(true)
    expect(isLaunch({ LAUNCH: 'true' })).toBe(true)
    expect(isLaunch({})).toBe(false)
    expect(isLaunch({ LAUNCH: '0' })).toBe(false)
  })
})
