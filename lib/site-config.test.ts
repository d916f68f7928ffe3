import { describe, expect, it } from 'vitest'

import { contactLinks, parseBasePath, siteConfig, siteConfigProblems } from './site-config'

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

describe('siteConfig.mirrors', () => {
  it('lists valid mirrors', () => {
    expect(siteConfigProblems(siteConfig)).toEqual([])
    for (const mirror of siteConfig.mirrors) expect(new URL(mirror).hostname).toMatch(/\.example\./)
  })

  it('names each bad mirror and why', () => {
    const url = 'https://docs.example.com'
    const problems = siteConfigProblems({
      url,
      mirrors: [
        'https://ok.example.net/docs',
        'http://plain.example.net' as `https://${string}`,
        'https://slash.example.net/',
        url,
        'https://ok.example.net/docs',
        'https://' as `https://${string}`,
      ],
    })
    expect(problems).toEqual([
      'mirrors[1] "http://plain.example.net": not an https URL',
      'mirrors[2] "https://slash.example.net/": ends with a slash',
      `mirrors[3] "${url}": is the site's own url`,
      'mirrors[4] "https://ok.example.net/docs": listed twice',
      'mirrors[5] "https://": not an absolute URL',
    ])
  })
})
