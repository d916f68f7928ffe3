import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

import type { Offer } from '../offer'

import { analyseMdx } from './analyse'
import { markProblem, remarkOffer, type OfferFileData } from './offer'

/** The page's body after the marks for `config` were applied, as Markdown again. */
function offered(body: string, config: Offer, device?: OfferFileData['offerDevice']) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkOffer, { config })
    .use(remarkStringify)
  const file = new VFile(body)
  ;(file.data as OfferFileData).offerDevice = device ?? null
  return String(processor.processSync(file)).trim()
}

const threeApps: Offer = {
  apps: {
    happ: ['android', 'ios', 'macos', 'windows'],
    v2rayng: ['android'],
    'clash-verge-rev': ['windows'],
  },
}
const oneApp: Offer = { apps: { v2rayng: ['android'] } }

describe('remarkOffer', () => {
  it('keeps a passage about an app offered on the page’s device and drops the others', () => {
    const body = [
      '<ForApp app="happ">',
      '',
      'Happ is the simplest.',
      '',
      '</ForApp>',
      '',
      '<ForApp app="karing">',
      '',
      'Karing is the same everywhere.',
      '',
      '</ForApp>',
    ].join('\n')
    expect(offered(body, threeApps, 'android')).toContain('Happ is the simplest.')
    expect(offered(body, threeApps, 'android')).not.toContain('Karing')
    // v2rayNG is offered on Android only: on an iPhone page its passage goes, on a page about no device it stays.
    const ng = '<ForApp app="v2rayng">v2rayNG has a whitelist.</ForApp>'
    expect(offered(ng, threeApps, 'ios')).toBe('')
    expect(offered(ng, threeApps)).toContain('whitelist')
    expect(offered('<ForApp app="v2rayng" platform="any">ng</ForApp>', threeApps, 'ios')).toContain(
      'ng',
    )
    expect(offered('<ForApp app="v2rayng" platform="ios">ng</ForApp>', threeApps)).toBe('')
  })

  it('takes a list item, a paragraph and a list with the passage that was all of it', () => {
    const body = [
      'Guides:',
      '',
      '- <ForApp app="happ">[Happ](/android/happ): simple.</ForApp>',
      '- <ForApp app="karing">[Karing](/android/karing): everywhere.</ForApp>',
      '',
      '- <ForApp app="stash">Stash</ForApp>',
      '',
      'After.',
    ].join('\n')
    const out = offered(body, threeApps, 'android')
    expect(out).toContain('[Happ](/android/happ)')
    expect(out).not.toContain('Karing')
    expect(out).not.toMatch(/^\s*[-*]\s*$/m)
    expect(out.split('\n').filter((l) => /^[-*] /.test(l))).toHaveLength(1)
    expect(out).toContain('After.')
  })

  it('keeps a device’s passage while an app is offered on it; `not` the other way round', () => {
    expect(offered('<ForPlatform platform="tvos">Apple TV</ForPlatform>', threeApps)).toBe('')
    expect(offered('<ForPlatform platform="windows">PC</ForPlatform>', threeApps)).toContain('PC')
    expect(offered('<ForPlatform platform="ps5">PS5</ForPlatform>', threeApps)).toContain('PS5')
    expect(offered('<ForPlatform platform="ps5">PS5</ForPlatform>', oneApp)).toBe('')
    expect(offered('<ForApp app="happ" not>Without Happ.</ForApp>', oneApp)).toContain('Without')
    expect(offered('<ForApp app="happ" not>Without Happ.</ForApp>', threeApps)).toBe('')
  })

  it('chooses between one app and several on the page’s device', () => {
    const body = '<ForCount one>The app.</ForCount><ForCount many>The apps.</ForCount>'
    expect(offered(body, threeApps, 'android')).toBe('<ForCount many>The apps.</ForCount>')
    expect(offered(body, threeApps, 'ios')).toBe('<ForCount one>The app.</ForCount>')
    // On the PS5 guide: the apps that share their connection (Clash Verge Rev only here).
    expect(offered(body, threeApps, 'ps5')).toBe('<ForCount one>The app.</ForCount>')
  })

  it('drops a tab of an app not offered, and a troubleshooting entry’s passage no context can show', () => {
    const tabs =
      '<Tabs>\n<Tab label="Happ" app="happ">\n\nH\n\n</Tab>\n<Tab label="Karing" app="karing">\n\nK\n\n</Tab>\n</Tabs>'
    expect(offered(tabs, threeApps, 'windows')).not.toContain('Karing')
    expect(offered(tabs, threeApps, 'windows')).toContain('Happ')
    expect(offered('<ForPlatform is="tvos">TV</ForPlatform>', threeApps)).toBe('')
    // On the PS5 guide a computer's tab stays where an app on it shares its connection (Clash Verge Rev).
    const computers =
      '<Tabs>\n<Tab label="Windows" platform="windows">\n\nW\n\n</Tab>\n<Tab label="macOS" platform="macos">\n\nM\n\n</Tab>\n</Tabs>'
    expect(offered(computers, threeApps, 'ps5')).not.toContain('macOS')
    expect(offered(computers, threeApps, 'ps5')).toContain('Windows')
    expect(offered(computers, threeApps, 'android')).toContain('macOS')
    expect(offered('<ForApp is="karing happ">KH</ForApp>', threeApps)).toContain('KH')
  })

  it('reads a list as any of them, counts an app’s devices, and drops a mark left empty', () => {
    expect(offered('<ForApp app="karing happ">KH</ForApp>', threeApps, 'ios')).toContain('KH')
    expect(offered('<ForApp app="karing stash">KS</ForApp>', threeApps, 'ios')).toBe('')
    expect(offered('<ForPlatform platform="tvos ps5">X</ForPlatform>', threeApps)).toContain('X')
    expect(offered('<ForPlatform platform="tvos android">Y</ForPlatform>', oneApp)).toContain('Y')
    expect(offered('<ForPlatform platform="tvos ios">Z</ForPlatform>', oneApp)).toBe('')
    // Happ is offered on four devices, v2rayNG on one.
    const same =
      '<ForCount app="happ" many>Everywhere.</ForCount><ForCount app="v2rayng" one>One.</ForCount>'
    expect(offered(same, threeApps)).toBe(same)
    expect(offered('<ForCount app="v2rayng" many>No.</ForCount>', threeApps)).toBe('')
    // Clash Verge Rev shares its connection with the PS5: still one platform.
    expect(offered('<ForCount app="clash-verge-rev" one>One.</ForCount>', threeApps)).toContain(
      'One.',
    )
    // The outer mark stays (Happ is offered), its only passage goes: the item goes with both.
    const nested =
      '- <ForApp app="happ"><ForApp app="karing">Karing too.</ForApp></ForApp>\n- Kept.'
    expect(offered(nested, threeApps, 'android')).toBe('* Kept.')
  })

  it('leaves a mark it cannot read for the content check to report', () => {
    expect(offered('<ForApp app="karng">x</ForApp>', oneApp)).toContain('x')
    expect(markProblem('ForApp', { app: 'karng', not: false })).toMatch(
      /^app: "karng" is not an app/,
    )
    expect(markProblem('ForPlatform', { not: false })).toMatch(/^platform: required/)
    expect(markProblem('ForCount', { not: false })).toMatch(/one or many/)
    expect(markProblem('ForApp', { app: 'happ', platform: 'tv', not: false })).toMatch(/^platform/)
    expect(markProblem('ForApp', { app: 'happ karng', not: false })).toMatch(/^app: "karng"/)
  })

  it('runs in the analysis: a dropped heading leaves the table of contents', () => {
    // The shipped configuration offers every app: both headings stay, and the device comes from the front matter.
    const page =
      '---\ntitle: T\nplatform: android\n---\n\n## A\n\n<ForApp app="karing">\n\n## Karing\n\n</ForApp>\n'
    expect(analyseMdx(page).toc.map((h) => h.title)).toEqual(['A', 'Karing'])
  })
})
