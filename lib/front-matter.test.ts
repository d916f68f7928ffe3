import { describe, expect, it } from 'vitest'

import { blankFrontMatter, fieldPosition, parseFrontMatter } from './front-matter'

const source = [
  '---',
  'title: Happ',
  'platforms: [android, amiga]',
  'verified:',
  '  version: 3.25',
  '  date: 2026-11-22',
  '---',
  '',
  '# Body',
].join('\n')

describe('front matter', () => {
  it('parses the block and keeps the lines of the rest', () => {
    expect(parseFrontMatter(source)).toEqual({
      data: {
        title: 'Happ',
        platforms: ['android', 'amiga'],
        verified: { version: 3.25, date: '2026-11-22' },
      },
      errors: [],
    })
    expect(blankFrontMatter(source).split('\n')).toHaveLength(source.split('\n').length)
    expect(blankFrontMatter(source).split('\n')[8]).toBe('# Body')
    expect(parseFrontMatter('# no front matter')).toEqual({ data: {}, errors: [] })
  })

  it('reports YAML syntax errors at their line in the file', () => {
    const { data, errors } = parseFrontMatter('---\ntitle: x\nlist: [a, b\n---\n')
    expect(data).toEqual({})
    expect(errors[0]!.at.line).toBeGreaterThanOrEqual(3)
    expect(errors[0]!.reason).toMatch(/^invalid YAML: /)
  })

  it('finds the line and column of a field, a nested field and a list item', () => {
    expect(fieldPosition(source, 'title')).toEqual({ line: 2, column: 1 })
    expect(fieldPosition(source, 'verified.date')).toEqual({ line: 6, column: 3 })
    expect(fieldPosition(source, 'platforms[1]')).toEqual({ line: 3, column: 22 })
    // Not written: the nearest parent, else the opening line.
    expect(fieldPosition(source, 'verified.unconfirmed')).toEqual({ line: 4, column: 1 })
    expect(fieldPosition(source, 'description')).toEqual({ line: 1, column: 1 })
  })
})
