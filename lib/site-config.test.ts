import { describe, expect, it } from 'vitest'

import { contactLinks, siteConfig } from './site-config'

const urls = (): [string, string][] => [
  ['url', siteConfig.url],
  ['mainSite', siteConfig.mainSite],
  ['chat.baseUrl', siteConfig.chat.baseUrl],
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
