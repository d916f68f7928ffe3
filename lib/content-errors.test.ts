import { describe, expect, it } from 'vitest'

import {
  contentError,
  contentErrorReport,
  githubAnnotation,
  parseContentError,
  sortErrors,
} from './content-errors'

describe('contentError', () => {
  it('writes file:line:column: subject: reason, leaving out what is not known', () => {
    expect(contentError('content/ru/a.mdx', 'platform', 'bad', { line: 5, column: 3 })).toBe(
      'content/ru/a.mdx:5:3: platform: bad',
    )
    expect(contentError('content/ru/a.mdx', 'link /x', 'no page /x', { line: 7 })).toBe(
      'content/ru/a.mdx:7: link /x: no page /x',
    )
    expect(contentError('content/ru/a.mdx', 'translation', 'missing')).toBe(
      'content/ru/a.mdx: translation: missing',
    )
  })

  it('reads its own lines back, and any "file: message" line', () => {
    expect(parseContentError('content/ru/a.mdx:5:3: platform: bad')).toEqual({
      file: 'content/ru/a.mdx',
      line: 5,
      column: 3,
      message: 'platform: bad',
    })
    expect(parseContentError('lib/apps.ts: happ.price: source: missing')).toEqual({
      file: 'lib/apps.ts',
      line: undefined,
      column: undefined,
      message: 'happ.price: source: missing',
    })
    expect(parseContentError('something went wrong')).toEqual({ message: 'something went wrong' })
  })
})

describe('githubAnnotation', () => {
  it('puts file, line and column in the properties and escapes the workflow-command syntax', () => {
    expect(githubAnnotation('content/ru/a.mdx:5:3: link /x: 100% broken\nreally')).toBe(
      '::error file=content/ru/a.mdx,line=5,col=3::link /x: 100%25 broken%0Areally',
    )
    expect(githubAnnotation('content/a,b.mdx: translation: missing')).toBe(
      '::error file=content/a%2Cb.mdx::translation: missing',
    )
    expect(githubAnnotation('no file here')).toBe('::error::no file here')
    expect(githubAnnotation('lib/apps.ts: happ.price: source: missing')).toBe(
      '::error file=lib/apps.ts::happ.price: source: missing',
    )
  })
})

describe('contentErrorReport', () => {
  const errors = [
    'content/ru/b.mdx:9:1: title: required',
    'content/en/a.mdx:12:4: link /x: no page /x',
    'content/en/a.mdx:3:1: platform: bad',
    'content/en/a.mdx:3:1: platform: bad',
  ]

  it('prints each error once, by file and line, and a count', () => {
    expect(contentErrorReport(errors, {}).split('\n')).toEqual([
      'content/en/a.mdx:3:1: platform: bad',
      'content/en/a.mdx:12:4: link /x: no page /x',
      'content/ru/b.mdx:9:1: title: required',
      '3 content errors',
    ])
  })

  it('adds an annotation per error on GitHub Actions only', () => {
    const lines = contentErrorReport(errors, { GITHUB_ACTIONS: 'true' }).split('\n')
    expect(lines.filter((l) => l.startsWith('::error '))).toEqual(
      sortErrors(errors).map(githubAnnotation),
    )
    expect(lines).toHaveLength(7)
  })
})
