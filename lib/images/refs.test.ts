import { describe, expect, it } from 'vitest'

import { analyseMdx } from '../mdx/analyse'

import { checkImageRefs, imageCandidates, localeVariant } from './refs'
import { imageRules } from './rules'

describe('imageCandidates', () => {
  it('names a language variant', () => {
    expect(localeVariant('ru/faq/add-subscription.png', 'en')).toBe(
      'ru/faq/add-subscription.en.png',
    )
  })

  it('looks beside the page, then beside its twin, the language variant first in each folder', () => {
    expect(imageCandidates('en/faq.mdx', './faq/x.png', 'en')).toEqual([
      'en/faq/x.en.png',
      'en/faq/x.png',
      'ru/faq/x.en.png',
      'ru/faq/x.png',
    ])
    expect(imageCandidates('ru/android/happ.mdx', 'add.png', 'ru')).toEqual([
      'ru/android/add.ru.png',
      'ru/android/add.png',
      'en/android/add.ru.png',
      'en/android/add.png',
    ])
    expect(imageCandidates('troubleshooting/en/slow.mdx', './speed.png', 'en')).toEqual([
      'troubleshooting/en/speed.en.png',
      'troubleshooting/en/speed.png',
      'troubleshooting/ru/speed.en.png',
      'troubleshooting/ru/speed.png',
    ])
  })

  it('takes a path out of the language folder as it is', () => {
    expect(imageCandidates('ru/faq.mdx', '../shared/x.svg', 'ru')).toEqual([
      'shared/x.ru.svg',
      'shared/x.svg',
    ])
  })

  it('refuses a URL, a path from the site root and a path out of content/', () => {
    expect(() => imageCandidates('ru/faq.mdx', 'https://e.example/x.png', 'ru')).toThrow(
      /files in the repository/,
    )
    expect(() => imageCandidates('ru/faq.mdx', '/img/x.png', 'ru')).toThrow(/from the page/)
    expect(() => imageCandidates('ru/faq.mdx', '../../x.png', 'ru')).toThrow(/leaves content/)
  })
})

describe('checkImageRefs', () => {
  const files: Record<string, number> = {
    'ru/faq/one.png': 50_000,
    'ru/faq/one.en.png': 40_000,
    'ru/faq/huge.png': imageRules.maxSourceBytes + 1,
  }
  const size = (file: string) => files[file]
  const check = (locale: 'ru' | 'en', body: string) =>
    checkImageRefs({ file: `${locale}/faq.mdx`, locale }, analyseMdx(body).images, size)

  it('resolves each language to its variant, with the position of the reference', () => {
    const body = '# FAQ\n\nText.\n\n![One](./faq/one.png)\n'
    expect(check('ru', body)).toEqual({
      errors: [],
      resolved: [
        {
          page: 'ru/faq.mdx',
          src: './faq/one.png',
          locale: 'ru',
          file: 'ru/faq/one.png',
          line: 5,
          column: 1,
        },
      ],
    })
    expect(check('en', body).resolved.map((r) => r.file)).toEqual(['ru/faq/one.en.png'])
  })

  it('names the file, line and column of a missing image, an empty or missing alt and a source over budget', () => {
    const body = [
      '# FAQ',
      '',
      'Text ![](./faq/one.png) inline.',
      '',
      '<Figure',
      '  src="./faq/gone.png"',
      '  alt="Gone"',
      '/>',
      '',
      '<Figure src="./faq/one.png" />',
      '',
      '![Huge](./faq/huge.png)',
      '',
      '![Anim](./faq/a.gif)',
      '',
      '<Figure alt="No source" />',
    ].join('\n')
    expect(check('ru', body).errors).toEqual([
      'content/ru/faq.mdx:3:6: alt: empty for ./faq/one.png: say what the image shows, for readers who cannot see it',
      'content/ru/faq.mdx:6:3: image ./faq/gone.png: not found (looked for content/ru/faq/gone.ru.png, content/ru/faq/gone.png, content/en/faq/gone.ru.png, content/en/faq/gone.png)',
      'content/ru/faq.mdx:10:1: alt: missing for ./faq/one.png: say what the image shows, for readers who cannot see it',
      expect.stringMatching(
        /^content\/ru\/faq\.mdx:12:1: image \.\/faq\/huge\.png: content\/ru\/faq\/huge\.png is 1\.01 MB, over the 1 MB budget/,
      ),
      'content/ru/faq.mdx:14:1: image ./faq/a.gif: not a .png, .jpg, .jpeg, .svg file (PNG or JPEG for screenshots, SVG for diagrams)',
      'content/ru/faq.mdx:16:1: src: required, a plain string naming the file ("./name.png")',
    ])
  })
})
