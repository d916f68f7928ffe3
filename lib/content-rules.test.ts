import { describe, expect, it } from 'vitest'

import { analyseMdx } from './mdx/analyse'
import { checkContent, checkProblems, isListedFile } from './content-rules'
import { guideSections } from './guide-sections'
import type { Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'
import type { PageFile, ProblemFile } from './source/files'
import { readEntry, readPage } from './source/schema'

const guideBody = (locale: Locale) =>
  guideSections.map((s) => `## ${s.title[locale]}\n\nText.\n`).join('\n')

/** A page as the content check reads it, its front matter written one field a line and read by the schema. */
function doc(
  locale: Locale,
  path: string,
  body: string,
  fields: Record<string, unknown> = {},
): PageFile {
  const rel = `${locale}${path === '/' ? '/index' : path}.mdx`
  const lines = Object.entries({ title: 'T', description: 'D', ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}\n`)
  const source = `---\n${lines.join('')}---\n${body}`
  const read = readPage(`content/${rel}`, source)
  if (!read.data) throw new Error(read.errors.join('\n'))
  return {
    ...read.data,
    file: `content/${rel}`,
    rel,
    source,
    locale,
    path,
    url: localizedPath(locale, path),
  }
}

/** A knowledge-base entry as the content check reads it, its front matter one field a line. */
function entry(locale: Locale, id: string, fields: Record<string, unknown> = {}): ProblemFile {
  const rel = `troubleshooting/${locale}/${id}.mdx`
  const lines = Object.entries({
    title: 'T',
    symptoms: ['s'],
    platforms: ['android'],
    apps: ['all'],
    code: 'ab',
    order: 1,
    ...fields,
  }).map(([key, value]) => `${key}: ${JSON.stringify(value)}\n`)
  const source = `---\n${lines.join('')}---\nText.\n`
  const read = readEntry(`content/${rel}`, source)
  if (!read.data) throw new Error(read.errors.join('\n'))
  return { ...read.data, id, locale, file: `content/${rel}`, rel, source }
}

const happGuide = {
  kind: 'guide',
  app: 'happ',
  platform: 'android',
  verified: { version: '4.7.0', date: '2026-11-22' },
}

const pair = (path: string, body: (l: Locale) => string, extra: Record<string, unknown> = {}) =>
  (['ru', 'en'] as const).map((l) => doc(l, path, body(l), extra))

describe('checkContent', () => {
  it('accepts a consistent set of pages', () => {
    const docs = [
      ...pair('/', (l) => `[Happ](${localizedPath(l, '/android/happ')}#install)`),
      ...pair('/android/happ', guideBody, happGuide),
    ]
    expect(checkContent(docs)).toEqual({ errors: [], warnings: [], images: [] })
  })

  it('refuses a download file name that the registry does not list for the app', () => {
    const body = (l: Locale) => `${guideBody(l)}\nTake \`Happ.apk\`, not \`Happ-setup.exe\`.`
    const docs = [...pair('/', () => ''), ...pair('/android/happ', body, happGuide)]
    const errors = checkContent(docs).errors
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(
      /^content\/ru\/android\/happ\.mdx:\d+:\d+: download file `Happ-setup.exe`: not in lib\/apps.ts happ.platforms.android.releaseFiles$/,
    )
  })

  it('accepts registry labels and refuses an unknown label id or app, at its line and column', () => {
    const v2rayn = { ...happGuide, app: 'v2rayn' as const, platform: 'windows' as const }
    const body = (l: Locale) =>
      `${guideBody(l)}\nOpen <Label id="subscription.menu" /> → <Label id="subscription.nope" />.\n\n` +
      `See <Label app="stash" id="x" /> and <Label app="nope" id="x" /> and <Label id="settings.language" lang="en" />.`
    const docs = [...pair('/', () => ''), ...pair('/windows/v2rayn', body, v2rayn)]
    const errors = checkContent(docs).errors.filter((e) => e.startsWith('content/ru/'))
    const line = 9 + guideBody('ru').split('\n').length
    expect(errors).toEqual([
      `content/ru/windows/v2rayn.mdx:${line}:41: Label id: "subscription.nope" is not a label of v2rayn in lib/labels/v2rayn.ts`,
      `content/ru/windows/v2rayn.mdx:${line + 2}:5: Label id: "x" is not a label of stash in lib/labels/stash.ts`,
      `content/ru/windows/v2rayn.mdx:${line + 2}:38: Label app: "nope" is not an app of lib/apps.ts`,
    ])
    const outside = [...pair('/', () => '<Label id="subscription.menu" />')]
    expect(checkContent(outside).errors[0]).toMatch(
      /^content\/ru\/index\.mdx:5:1: Label app: required outside a guide/,
    )
  })

  it('names the file, the line and the target of a broken link or anchor', () => {
    const docs = [
      ...pair('/', () => ''),
      doc('ru', '/faq', 'Текст.\n\nСм. [нет](/android/nope) и [якорь](/#nope).'),
      doc('en', '/faq', ''),
    ]
    expect(checkContent(docs).errors).toEqual([
      'content/ru/faq.mdx:7:5: link /android/nope: no page /android/nope',
      'content/ru/faq.mdx:7:28: link /#nope: no heading #nope on /',
    ])
  })

  it('fails on a page without its twin in the other locale', () => {
    const docs = [...pair('/', () => ''), doc('ru', '/only-ru', '')]
    expect(checkContent(docs).errors).toEqual([
      'content/ru/only-ru.mdx: translation: missing: no content/en/only-ru.mdx for /only-ru',
    ])
  })

  it('fails on a link into the other language', () => {
    const docs = [...pair('/', (l) => (l === 'ru' ? '[en](/en)' : ''))]
    expect(checkContent(docs).errors).toEqual([
      'content/ru/index.mdx:5:1: link /en: leads to the en site',
    ])
  })

  it('fails on a guide without a section, pointing at the next section', () => {
    const body = (l: Locale) => guideBody(l).replace(/## (Подключение|Connect)\n/, '')
    const { errors } = checkContent(pair('/x', body, happGuide))
    // The line of "## Проверка", the section that follows the missing one.
    expect(errors).toContain(
      'content/ru/x.mdx:24:1: section #connect: missing: add "## Подключение" before this heading',
    )
  })

  it('fails on sections out of order, naming the line', () => {
    const body = (l: Locale) => {
      const [first, second, ...rest] = guideSections.map((s) => `## ${s.title[l]}\n`)
      return [second, first, ...rest].join('\n')
    }
    const { errors } = checkContent(pair('/x', body, happGuide))
    expect(errors).toContain('content/ru/x.mdx:9:1: section #install: out of order')
  })

  it('accepts links to generated tag pages, Cyrillic ones percent-encoded too', () => {
    const docs = [
      ...pair(
        '/',
        (l) =>
          `[t](${localizedPath(l, '/tags/%D1%83%D1%81')}) [a](${localizedPath(l, '/tags/ус')})`,
      ),
      ...pair('/a', () => '', { tags: ['ус'] }),
    ]
    expect(checkContent(docs).errors).toEqual([])
  })

  it('takes a new guide’s /help page from its app and platform, with no table to edit', () => {
    const karing = { ...happGuide, app: 'karing', platform: 'tvos' } as const
    const helpLink = (l: Locale) => `[help](${localizedPath(l, '/help/tvos/karing')})`
    const docs = [
      ...pair('/', helpLink),
      ...pair('/tvos/karing', guideBody, karing),
      // A second guide of an app on a platform (Happ on Android TV) is fine.
      ...pair('/android/tv', guideBody, happGuide),
    ]
    const { errors, warnings } = checkContent(docs)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
    const without = checkContent([...pair('/', helpLink)]).errors
    expect(without).toContain(
      'content/ru/index.mdx:5:1: link /help/tvos/karing: no page /help/tvos/karing',
    )
  })

  it('anchors each /help page at the entries that apply to its device and app', () => {
    const linked = (to: string) => [
      ...pair('/', (l) => `[help](${localizedPath(l, to)})`),
      ...pair('/android/happ', guideBody, happGuide),
    ]
    const errors = (to: string) =>
      checkContent(linked(to), [entry('ru', 'no-internet'), entry('en', 'no-internet')]).errors
    expect(errors('/help/android/happ#no-internet')).toEqual([])
    expect(errors('/help/android#no-internet')).toEqual([])
    expect(errors('/help/ios#no-internet')).toEqual([
      'content/ru/index.mdx:5:1: link /help/ios#no-internet: no heading #no-internet on /help/ios',
      'content/en/index.mdx:5:1: link /en/help/ios#no-internet: no heading #no-internet on /en/help/ios',
    ])
  })

  it('fails a link to a switched-off guide or its /help page naming the switch', () => {
    const links = (l: Locale) =>
      `[v2rayNG](${localizedPath(l, '/android/v2rayNG')}#update) [help](${localizedPath(l, '/help/android/v2rayng')})`
    const v2rayng = { ...happGuide, app: 'v2rayng', platform: 'android' } as const
    const docs = [...pair('/', links), ...pair('/android/happ', guideBody, happGuide)]
    const { errors } = checkContent(
      docs,
      [],
      undefined,
      undefined,
      pair('/android/v2rayNG', guideBody, v2rayng),
    )
    // One line per switch, naming every place that links through it.
    expect(errors).toEqual([
      'content/ru/index.mdx:5:1: link /android/v2rayNG#update: the v2rayNG guide on android is switched off (apps in site.config.ts); also linked from content/en/index.mdx:5:1: mark each passage about it (<ForApp>, <ForPlatform>) or take the link out',
      'content/ru/index.mdx:5:36: link /help/android/v2rayng: the /help page of v2rayNG on android is switched off (apps in site.config.ts); also linked from content/en/index.mdx:5:39: mark each passage about it (<ForApp>, <ForPlatform>) or take the link out',
    ])
    // Switched on, the same links are fine.
    expect(checkContent([...docs, ...pair('/android/v2rayNG', guideBody, v2rayng)]).errors).toEqual(
      [],
    )
  })

  it('warns about two files for one route', () => {
    const docs = [...pair('/', () => ''), { ...doc('ru', '/', ''), rel: 'ru/index2.mdx' }]
    expect(checkContent(docs).warnings[0]).toMatch(/duplicate route \//)
  })
})

describe('checkContent: what the provider offers', () => {
  // Happ on Android and iPhone, v2rayNG on Android: no Karing, no Apple TV, no PS5.
  const config = { apps: { happ: ['android', 'ios'], v2rayng: ['android'] } } as const
  const check = (docs: PageFile[], launch = false) =>
    checkContent(docs, [], (source) => analyseMdx(source, config), undefined, [], new Set(), {
      config,
      launch,
    })
  const page = (body: string, fields: Record<string, unknown> = {}) =>
    pair('/faq', () => body, fields)

  it('warns where the text names an app or a device the site does not offer, with its place', () => {
    const { errors, warnings } = check(page('Karing runs on Apple TV as well.\n'))
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      'content/ru/faq.mdx:5:1: text: names the app Karing ("Karing"), which site.config.ts does not offer: mark the passage <ForApp app="karing"> or reword it',
      'content/ru/faq.mdx:5:1: text: names the device Apple TV ("Apple TV"), which site.config.ts does not offer: mark the passage <ForPlatform platform="tvos"> or reword it',
      'content/en/faq.mdx:5:1: text: names the app Karing ("Karing"), which site.config.ts does not offer: mark the passage <ForApp app="karing"> or reword it',
      'content/en/faq.mdx:5:1: text: names the device Apple TV ("Apple TV"), which site.config.ts does not offer: mark the passage <ForPlatform platform="tvos"> or reword it',
    ])
  })

  it('fails a launch build on it', () => {
    const { errors, warnings } = check(page('Try Karing.\n'), true)
    expect(warnings).toEqual([])
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(/^content\/ru\/faq\.mdx:5:1: text: names the app Karing/)
  })

  it('says nothing of what is offered, of a marked passage, or of a word inside another name', () => {
    const body = [
      'Happ and v2rayNG on Android and iPhone; Macintosh and `happ://add/` name nothing else.',
      '',
      '<ForApp app="karing">',
      '',
      'Karing on [Apple TV](/tvOS)…',
      '',
      '</ForApp>',
      '',
      '<ForPlatform platform="tvos">Apple TV</ForPlatform> <ForApp app="stash">Stash.</ForApp>',
      '',
    ].join('\n')
    expect(check(page(body))).toEqual({ errors: [], warnings: [], images: [] })
  })

  it('reads the title and the description, and components about an app', () => {
    const { warnings } = check(
      page('<StoreButtons app="karing" platform="ios" />\n', { description: 'Happ or Stash?' }),
    )
    expect(warnings.filter((w) => w.startsWith('content/en'))).toEqual([
      'content/en/faq.mdx: description: names the app Stash ("Stash"), which site.config.ts does not offer: mark the passage <ForApp app="stash"> or reword it',
      'content/en/faq.mdx:5:1: <StoreButtons app="karing">: is about Karing, which site.config.ts does not offer: mark the passage <ForApp app="karing">',
    ])
  })

  it('refuses a mark it cannot read', () => {
    const { errors } = check(page('<ForApp app="karng">x</ForApp> <ForCount>y</ForCount>\n'))
    expect(errors.filter((e) => e.startsWith('content/en'))).toEqual([
      'content/en/faq.mdx:5:1: <ForApp> app: "karng" is not an app of lib/apps.ts (happ, v2rayng, clash-meta, karing, streisand, shadowrocket, stash, clashx-meta, clash-verge-rev, v2rayn)',
      'content/en/faq.mdx:5:32: <ForCount> one or many: required (<ForCount one> or <ForCount many>)',
    ])
  })
})

describe('checkContent: images', () => {
  // The front matter takes lines 1–4 of each file (doc()), so the body's line 3 is the file's line 7.
  const body = () => 'Text.\n\n![Экран](./faq/shot.png)\n\n<Figure src="./faq/gone.png" alt="" />\n'
  const docs = pair('/faq', body)
  const sizes: Record<string, number> = { 'ru/faq/shot.png': 1000, 'ru/faq/shot.en.png': 900 }

  it('reports image errors with the file, line and column, and hands on the images it found', () => {
    const { errors, images } = checkContent(docs, [], undefined, (file) => sizes[file])
    expect(errors).toEqual([
      'content/ru/faq.mdx:9:30: alt: empty for ./faq/gone.png: say what the image shows, for readers who cannot see it',
      expect.stringMatching(/^content\/ru\/faq\.mdx:9:9: image \.\/faq\/gone\.png: not found/),
      'content/en/faq.mdx:9:30: alt: empty for ./faq/gone.png: say what the image shows, for readers who cannot see it',
      expect.stringMatching(/^content\/en\/faq\.mdx:9:9: image \.\/faq\/gone\.png: not found/),
    ])
    expect(images.map((i) => [i.page, i.file, i.line, i.column])).toEqual([
      ['ru/faq.mdx', 'ru/faq/shot.png', 7, 1],
      ['en/faq.mdx', 'ru/faq/shot.en.png', 7, 1],
    ])
  })
})

describe('checkProblems', () => {
  it('names an entry whose file name is not an id', () => {
    expect(checkProblems([entry('ru', 'Bad_Name')], ['ru'])).toEqual([
      'content/troubleshooting/ru/Bad_Name.mdx: id: the file name "Bad_Name" is not kebab-case',
    ])
  })

  it('requires the twin in every locale with the same code, platforms and apps, codes unique', () => {
    const errors = checkProblems(
      [entry('ru', 'a'), entry('en', 'a', { code: 'cd' }), entry('ru', 'b')],
      ['ru', 'en'],
    )
    expect(errors).toEqual([
      'content/troubleshooting/en/a.mdx:6:1: code: differs from content/troubleshooting/ru/a.mdx (twins share it)',
      'content/troubleshooting/ru/b.mdx: translation: missing: no content/troubleshooting/en/b.mdx',
      'content/troubleshooting/ru/b.mdx:6:1: code: "ab" is also used by content/troubleshooting/ru/a.mdx',
    ])
  })

  it('skips the fields of an entry the schema refused, but counts it as a twin', () => {
    const refused = entry('en', 'a', { code: 'cd' })
    expect(
      checkProblems(
        [entry('ru', 'a'), refused, entry('en', 'b')],
        ['ru', 'en'],
        new Set([refused.rel]),
      ),
    ).toEqual([
      'content/troubleshooting/en/b.mdx: translation: missing: no content/troubleshooting/ru/b.mdx',
    ])
  })
})

describe('isListedFile', () => {
  const patterns = ['v2rayNG_*_universal.apk', 'Clash.Verge_*_x64-setup.exe', 'Happ.apk']
  it('reads <version> as any text and a tail as the end of a listed name', () => {
    expect(isListedFile('v2rayNG_<version>_universal.apk', patterns)).toBe(true)
    expect(isListedFile('v2rayNG_<версия>_universal.apk', patterns)).toBe(true)
    expect(isListedFile('v2rayNG_1.9.0_universal.apk', patterns)).toBe(true)
    expect(isListedFile('x64-setup.exe', patterns)).toBe(true)
    expect(isListedFile('Happ.apk', patterns)).toBe(true)
  })
  it('refuses names that are not listed', () => {
    expect(isListedFile('v2rayNG_<version>_SelfContained.apk', patterns)).toBe(false)
    expect(isListedFile('4-setup.exe', patterns)).toBe(false)
    expect(isListedFile('Happ_beta.apk', patterns)).toBe(false)
  })
})
