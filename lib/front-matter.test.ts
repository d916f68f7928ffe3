import { describe, expect, it } from 'vitest'

import {
  blankFrontMatter,
  checkFields,
  fieldPosition,
  parseFrontMatter,
  withDefaults,
  type SchemaFields,
} from './front-matter'

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

const nested = {
  def: () => ({ fields: { version: { type: 'string', required: true }, date: { type: 'date' } } }),
}
const schema: SchemaFields = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  kind: { type: 'enum', options: ['doc', 'guide'], default: 'doc' },
  platforms: { type: 'list', of: { type: 'enum', options: ['android', 'ios'] } },
  order: { type: 'number' },
  unlisted: { type: 'boolean', default: false },
  verified: { type: 'nested', of: nested },
}

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

  it('checks fields against the schema: required, unknown, types, enums, lists, nested', () => {
    const { data } = parseFrontMatter(source)
    expect(
      checkFields({ ...data, order: 'first', unlisted: 'yes', kind: 'page', autor: 'x' }, schema),
    ).toEqual([
      { field: 'autor', reason: expect.stringMatching(/^unknown field \(the fields are title, /) },
      { field: 'description', reason: 'required' },
      { field: 'kind', reason: '"page" is not one of doc, guide' },
      { field: 'platforms[1]', reason: '"amiga" is not one of android, ios' },
      { field: 'order', reason: '"first" is not a number' },
      { field: 'unlisted', reason: '"yes" is neither true nor false' },
      { field: 'verified.version', reason: "3.25 is not text (put it in quotes: '3.25')" },
    ])
  })

  it('fills in defaults as contentlayer does', () => {
    expect(withDefaults({ title: 'T' }, schema)).toEqual({
      title: 'T',
      kind: 'doc',
      unlisted: false,
    })
  })

  it('refuses a schema type it cannot check, instead of passing anything', () => {
    expect(() => checkFields({ x: 1 }, { x: { type: 'json' } })).toThrow(/does not know the type/)
  })
})
