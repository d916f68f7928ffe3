import { describe, expect, it } from 'vitest'

import { contactLinks, editUrl, offers, parseBasePath, siteConfig } from './site-config'

const urls = (): [string, string][] => [
  ['url', siteConfig.url],
  ['mainSite', siteConfig.mainSite],
  ['chat.baseUrl', siteConfig.chat.baseUrl],
  ...(siteConfig.statusFeed ? [['statusFeed', siteConfig.statusFeed] as [string, string]] : []),
  ...Object.entries(contactLinks),
]

describe('siteConfig', () => {
  it.each(urls())('%s is an absolute https URL without a trailing slash', (_, value) => {
    const url = new URL(value)
    expect(url.protocol).toBe('https:')
    expect(value.endsWith('/')).toBe(false)
  })

  it('uses only placeholder domains, never a real third party', () => {
    for (const [, value] of urls()) {
      expect(new URL(value).hostname).toMatch(/(^|\.)example\.com$/)
    }
    expect(siteConfig.legal.email).toMatch(/@example\.com$/)
  })

  it('has every chat field when chat is enabled', () => {
    if (!siteConfig.chat.enabled) return
    expect(siteConfig.chat.provider).toBe('chatwoot')
    expect(siteConfig.chat.websiteToken.length).toBeGreaterThan(0)
    expect(new URL(siteConfig.chat.baseUrl).pathname).toBe('/')
  })

  it('has a version and a semver site version', () => {
    expect(siteConfig.version).toMatch(/^\d+\.\d+\.\d+$/)
  })
})

describe('parseBasePath (BASE_PATH)', () => {
  it.each([undefined, ''])('%j is the root', (value) => expect(parseBasePath(value)).toBe(''))
  it.each(['/docs', '/a/b', '/v1.2_x-y'])('%s is kept', (value) =>
    expect(parseBasePath(value)).toBe(value),
  )
  it.each(['docs', '/docs/', '/', '//docs', '/a//b', '/a b', '/../x', '/docs?x'])(
    '%j fails with the reason',
    (value) => expect(() => parseBasePath(value)).toThrow(/BASE_PATH=.*must be empty/),
  )
})

describe('offers (siteConfig.apps)', () => {
  it('offers every app everywhere with "all", as shipped', () => {
    expect(siteConfig.apps).toBe('all')
    expect(offers('happ', 'tvos')).toBe(true)
  })

  it('offers only the listed apps on the listed platforms', () => {
    const config = { apps: { happ: ['android', 'ios'], v2rayng: ['android'] } } as const
    expect(offers('happ', 'android', config)).toBe(true)
    expect(offers('happ', 'ios', config)).toBe(true)
    expect(offers('happ', 'windows', config)).toBe(false)
    expect(offers('v2rayng', 'android', config)).toBe(true)
    expect(offers('karing', 'android', config)).toBe(false)
  })
})

describe('editUrl (siteConfig.repoUrl, repoBranch)', () => {
  it('has a repository URL without a trailing slash or .git, and a branch', () => {
    if (siteConfig.repoUrl === null) return
    expect(new URL(siteConfig.repoUrl).protocol).toBe('https:')
    expect(siteConfig.repoUrl).not.toMatch(/\/$|\.git$/)
    expect(siteConfig.repoBranch).toMatch(/^[\w./-]+$/)
  })

  it('links a file to the web editor on the branch, and nothing without a repository', () => {
    const config = { repoUrl: 'https://github.com/o/r', repoBranch: 'main' } as const
    expect(editUrl('content/ru/android/happ.mdx', config)).toBe(
      'https://github.com/o/r/edit/main/content/ru/android/happ.mdx',
    )
    expect(editUrl('content/ru/тест.mdx', config)).toBe(
      'https://github.com/o/r/edit/main/content/ru/%D1%82%D0%B5%D1%81%D1%82.mdx',
    )
    expect(editUrl('content/ru/faq.mdx', { repoUrl: null, repoBranch: 'main' })).toBeUndefined()
  })
})
