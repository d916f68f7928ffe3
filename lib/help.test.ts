import { describe, expect, it } from 'vitest'

import {
  matchesList,
  problemApplies,
  problemsFor,
  START_PARAM,
  supportLink,
  supportStartCode,
  tocWithProblems,
  troubleshootingContext,
} from './help'
import { devices, helpAppsFor } from './source/routes'
import { readGuideRoutes } from './source/files'
import type { Entry } from './source/schema'

/** The guides of content/, as the site links them. */
const routes = readGuideRoutes()

const meta = (over: Partial<Entry>): Entry => ({
  id: 'x',
  locale: 'ru',
  title: 'X',
  symptoms: ['x'],
  platforms: ['all'],
  apps: ['all'],
  code: 'x1',
  order: 1,
  ...over,
})

describe('problemApplies / problemsFor', () => {
  it('filters by device and app, and shows everything without a context', () => {
    const android = meta({ id: 'a', platforms: ['android'], order: 2 })
    const happ = meta({ id: 'h', apps: ['happ'], order: 1 })
    const all = meta({ id: 'z', order: 3 })
    const list = [all, android, happ]
    expect(problemsFor(list, {}).map((p) => p.id)).toEqual(['h', 'a', 'z'])
    expect(problemsFor(list, { device: 'ios', app: 'karing' }).map((p) => p.id)).toEqual(['z'])
    expect(problemsFor(list, { device: 'android', app: 'happ' }).map((p) => p.id)).toEqual([
      'h',
      'a',
      'z',
    ])
    expect(problemApplies(happ, { device: 'ps5' })).toBe(true)
    expect(problemApplies(android, { device: 'ps5' })).toBe(false)
  })

  it('matches space- or comma-separated lists', () => {
    expect(matchesList('ios macos', 'macos')).toBe(true)
    expect(matchesList('ios,macos', 'ios')).toBe(true)
    expect(matchesList('ios', 'tvos')).toBe(false)
    expect(matchesList('ios', undefined)).toBe(false)
  })
})

describe('support start codes', () => {
  it('builds help-<device>-<app>-<code>, leaving out what the context lacks', () => {
    expect(supportStartCode({ device: 'android', app: 'happ' }, 'noinet')).toBe(
      'help-android-happ-noinet',
    )
    expect(supportStartCode({ device: 'ps5' }, 'devlimit')).toBe('help-ps5-devlimit')
    expect(supportStartCode({}, 'noinet')).toBe('help-noinet')
    expect(supportStartCode({ device: 'ios', app: 'stash' })).toBe('help-ios-stash')
  })

  it('fits Telegram’s limit for every device, app and the longest code', () => {
    for (const device of devices) {
      for (const app of [undefined, ...helpAppsFor(device, routes)]) {
        const start = supportStartCode({ device, app }, 'abcdefghijkl')
        expect(start).toMatch(START_PARAM)
        expect(start.length).toBeLessThanOrEqual(64)
      }
    }
  })

  it('refuses a code outside the alphabet', () => {
    expect(() => supportStartCode({}, 'no inet')).toThrow(/A–Z/)
    expect(() => supportStartCode({}, 'x'.repeat(70))).toThrow()
  })

  it('adds ?start= only to a Telegram link', () => {
    expect(supportLink('https://t.me/example_support_bot', 'help-noinet')).toBe(
      'https://t.me/example_support_bot?start=help-noinet',
    )
    expect(supportLink('https://telegram.me/bot?x=1', 'help-a')).toBe(
      'https://telegram.me/bot?x=1&start=help-a',
    )
    expect(supportLink('https://www.t.me/example_support_bot', 'help-a')).toBe(
      'https://www.t.me/example_support_bot?start=help-a',
    )
    expect(supportLink('https://support-bot.example.com', 'help-noinet')).toBe(
      'https://support-bot.example.com',
    )
    expect(supportLink('https://t.me.example.com/bot', 'help-a')).toBe(
      'https://t.me.example.com/bot',
    )
  })
})

describe('guides', () => {
  it('takes the context from <Troubleshooting> props, else from the page', () => {
    const page = { platform: 'android', app: 'happ' }
    expect(troubleshootingContext([], page)).toBeUndefined()
    expect(troubleshootingContext([{ name: 'Troubleshooting', props: {} }], page)).toEqual({
      device: 'android',
      app: 'happ',
    })
    expect(
      troubleshootingContext([{ name: 'Troubleshooting', props: { device: 'ps5' } }], {}),
    ).toEqual({ device: 'ps5' })
  })

  it('inserts the entries into the TOC right after the troubleshooting section', () => {
    const toc = [
      { depth: 2, title: 'Routing', id: 'routing' },
      { depth: 2, title: 'Troubleshooting', id: 'troubleshooting' },
      { depth: 3, title: 'Own', id: 'own' },
    ]
    expect(
      tocWithProblems(toc, [{ id: 'no-internet', title: 'No internet' }]).map((i) => i.id),
    ).toEqual(['routing', 'troubleshooting', 'no-internet', 'own'])
    expect(tocWithProblems(toc.slice(0, 1), [{ id: 'a', title: 'A' }])).toEqual(toc.slice(0, 1))
  })
})
