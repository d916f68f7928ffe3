import { describe, expect, it } from 'vitest'

import { defaultFactsConfig, factsConfig } from './config'

describe('factsConfig', () => {
  it('uses the public services without overrides', () => {
    expect(factsConfig({})).toEqual(defaultFactsConfig)
    expect(defaultFactsConfig.urls.githubApi).toBe('https://api.github.com')
    expect(defaultFactsConfig.staleAfterDays).toBe(90)
  })

  it('takes base URLs, the timeout and the token from the environment', () => {
    const config = factsConfig({
      FACTS_ITUNES_URL: 'http://127.0.0.1:4000/itunes/',
      FACTS_PLAY_URL: 'http://127.0.0.1:4000/play',
      FACTS_FDROID_URL: 'http://127.0.0.1:4000/fdroid',
      FACTS_GITHUB_API_URL: 'http://127.0.0.1:4000/github',
      FACTS_TIMEOUT_MS: '250',
      FACTS_CONCURRENCY: '2',
      GITHUB_TOKEN: 'secret',
    })
    expect(config.urls).toEqual({
      itunes: 'http://127.0.0.1:4000/itunes',
      play: 'http://127.0.0.1:4000/play',
      fdroid: 'http://127.0.0.1:4000/fdroid',
      githubApi: 'http://127.0.0.1:4000/github',
    })
    expect(config.timeoutMs).toBe(250)
    expect(config.concurrency).toBe(2)
    expect(config.githubToken).toBe('secret')
  })

  it('refuses a malformed value, naming the variable', () => {
    expect(() => factsConfig({ FACTS_TIMEOUT_MS: '10s' })).toThrow(/FACTS_TIMEOUT_MS/)
    expect(() => factsConfig({ FACTS_PLAY_URL: 'play.google.com' })).toThrow(/FACTS_PLAY_URL/)
  })
})
