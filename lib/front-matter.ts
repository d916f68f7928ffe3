/**
 * The YAML front matter of an MDX file: where it is, what it says, where each field is written, and
 * whether it fits the schema of contentlayer.config.ts. Front-matter errors point at the field's line, so
 * this module parses with positions (the `yaml` package's LineCounter) instead of contentlayer, whose
 * own field errors name the file only.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'

import type { ContentErrorAt } from './content-errors'

/** Where the front matter is in a file: its YAML text and the file line its first YAML line is on. */
export interface FrontMatterBlock {
  yaml: string
  /** 1-based line of the YAML's first line (2: the line after the opening `---`). */
  firstLine: number
  /** The whole block, both `---` lines included. */
  raw: string
}

/** The opening `---` line, the YAML, and a closing `---` at the start of a line. */
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---(?:\r?\n|$)/

/** The leading `---` … `---` block, or undefined when the file has none. */
export function frontMatterBlock(source: string): FrontMatterBlock | undefined {
  const match = FRONT_MATTER.exec(source)
  return match ? { yaml: match[1] ?? '', firstLine: 2, raw: match[0] } : undefined
}

/** The file with its front matter replaced by blank lines, so positions in the rest stay file lines. */
export function blankFrontMatter(source: string): string {
  const block = frontMatterBlock(source)
  return block ? block.raw.replace(/[^\n]/g, '') + source.slice(block.raw.length) : source
}

/** The parsed front matter with what its parse found wrong, each at its line in the file. */
export interface ParsedFrontMatter {
  data: Record<string, unknown>
  errors: { at: ContentErrorAt; reason: string }[]
}

function parseBlock(block: FrontMatterBlock) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(block.yaml, { lineCounter, prettyErrors: false })
  const at = (offset: number): ContentErrorAt => {
    const { line, col } = lineCounter.linePos(offset)
    return { line: line + block.firstLine - 1, column: col }
  }
  return { doc, at }
}

/**
 * The front matter's data (`{}` without one) and its YAML syntax errors. A mapping is required: a file
 * whose front matter is a list or a scalar gets an error and empty data.
 */
export function parseFrontMatter(source: string): ParsedFrontMatter {
  const block = frontMatterBlock(source)
  if (!block) return { data: {}, errors: [] }
  const { doc, at } = parseBlock(block)
  const errors = doc.errors.map((e) => ({
    at: at(e.pos[0]),
    // The first line of yaml's message; the rest is a code frame with the file's own lines.
    reason: `invalid YAML: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
  }))
  if (errors.length > 0) return { data: {}, errors }
  const data: unknown = doc.toJS()
  if (data === null || data === undefined) return { data: {}, errors }
  if (typeof data !== 'object' || Array.isArray(data)) {
    return {
      data: {},
      errors: [
        { at: { line: block.firstLine, column: 1 }, reason: 'must be "field: value" lines' },
      ],
    }
  }
  return { data: data as Record<string, unknown>, errors }
}

/**
 * Where a field is written (`verified.date`, `platforms[1]`): the line and column of its key (of the item,
 * for a list index). For a field that is not there, its nearest written parent, else the opening `---`.
 */
export function fieldPosition(source: string, field: string): ContentErrorAt {
  const block = frontMatterBlock(source)
  if (!block) return { line: 1, column: 1 }
  const { doc, at } = parseBlock(block)
  let found: ContentErrorAt = { line: 1, column: 1 }
  let node: unknown = doc.contents
  for (const part of field.split(/\.|(?=\[)/)) {
    const index = /^\[(\d+)\]$/.exec(part)
    if (index && isSeq(node)) {
      const item = node.items[Number(index[1])] as Node | undefined
      if (!item?.range) break
      found = at(item.range[0])
      node = item
    } else if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === part)
      const key = pair?.key as Node | undefined
      if (!pair || !key?.range) break
      found = at(key.range[0])
      node = pair.value
    } else break
  }
  return found
}

/**
 * The part of a contentlayer field definition (contentlayer2/source-files `FieldDef`) the front-matter
 * check reads. Typed loosely here rather than imported, so `lib/` stays free of contentlayer; the
 * definitions live once, in contentlayer.config.ts. Types it does not know fail the check loudly.
 */
export interface SchemaField {
  type: string
  required?: boolean
  default?: unknown
  /** `enum`: the allowed values. */
  options?: readonly string[]
  /** `list`: the item's definition; `nested`: contentlayer's nested type (`{ def: () => { fields } }`). */
  of?: unknown
}

/** Fields by name, or as a list of named fields (contentlayer takes both). */
export type SchemaFields =
  Readonly<Record<string, SchemaField>> | readonly (SchemaField & { name: string })[]

function byName(fields: SchemaFields): Readonly<Record<string, SchemaField>> {
  return Array.isArray(fields)
    ? Object.fromEntries(fields.map((f: SchemaField & { name: string }) => [f.name, f]))
    : (fields as Readonly<Record<string, SchemaField>>)
}

const SCALARS = ['string', 'number', 'boolean', 'date', 'enum']

function unsupported(field: string, type: string): never {
  throw new Error(
    `lib/front-matter.ts: field ${field}: the front-matter check does not know the type "${type}" (add it to checkFields)`,
  )
}

/** A front-matter error: the field's dotted path and the reason. */
export interface FieldProblem {
  field: string
  reason: string
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

const described = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : JSON.stringify(value)

/** What is wrong with one value for its type, or undefined. */
function valueProblem(type: string, value: unknown, options: readonly string[] = []) {
  switch (type) {
    case 'string':
      return typeof value === 'string'
        ? undefined
        : `${described(value)} is not text (put it in quotes: '${String(value)}')`
    case 'number':
      return typeof value === 'number' ? undefined : `${described(value)} is not a number`
    case 'boolean':
      return typeof value === 'boolean'
        ? undefined
        : `${described(value)} is neither true nor false`
    case 'date':
      return (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) ||
        value instanceof Date
        ? undefined
        : `${described(value)} is not a date (YYYY-MM-DD)`
    case 'enum':
      return typeof value === 'string' && options.includes(value)
        ? undefined
        : `${described(value)} is not one of ${options.join(', ')}`
    default:
      return undefined
  }
}

/**
 * Checks front-matter data against a schema: unknown fields (a misspelt name would otherwise be dropped),
 * required fields, types and enum values, nested fields too. `type` is contentlayer's own field (it
 * names the document type), so it is refused as well.
 */
export function checkFields(
  data: Record<string, unknown>,
  schema: SchemaFields,
  prefix = '',
): FieldProblem[] {
  const fields = byName(schema)
  const problems: FieldProblem[] = []
  for (const name of Object.keys(data)) {
    if (!(name in fields)) {
      problems.push({
        field: prefix + name,
        reason: `unknown field (the fields are ${Object.keys(fields).join(', ')})`,
      })
    }
  }
  for (const [name, def] of Object.entries(fields)) {
    const field = prefix + name
    const value = data[name]
    if (value === undefined || value === null) {
      if (def.required && def.default === undefined) problems.push({ field, reason: 'required' })
      continue
    }
    switch (def.type) {
      case 'list': {
        const item = def.of as SchemaField | undefined
        if (!item || !SCALARS.includes(item.type)) unsupported(field, `list of ${item?.type}`)
        if (!Array.isArray(value)) {
          problems.push({ field, reason: `${described(value)} is not a list (write [a, b])` })
          break
        }
        value.forEach((v, i) => {
          const reason = valueProblem(item.type, v, item.options)
          if (reason) problems.push({ field: `${field}[${i}]`, reason })
        })
        break
      }
      case 'nested': {
        const nested = def.of as { def?: () => { fields?: SchemaFields } } | undefined
        if (typeof nested?.def !== 'function') unsupported(field, 'nested (polymorphic)')
        if (typeof value !== 'object' || Array.isArray(value)) {
          problems.push({
            field,
            reason: `${described(value)} must be indented "field: value" lines`,
          })
          break
        }
        const nestedFields = nested.def().fields ?? {}
        problems.push(...checkFields(value as Record<string, unknown>, nestedFields, `${field}.`))
        break
      }
      default: {
        if (!SCALARS.includes(def.type)) unsupported(field, def.type)
        const reason = valueProblem(def.type, value, def.options)
        if (reason) problems.push({ field, reason })
      }
    }
  }
  return problems
}

/** The data with the schema's defaults filled in (as contentlayer fills them), values left as they are. */
export function withDefaults(
  data: Record<string, unknown>,
  schema: SchemaFields,
): Record<string, unknown> {
  const filled = { ...data }
  for (const [name, def] of Object.entries(byName(schema))) {
    if (filled[name] === undefined && def.default !== undefined) filled[name] = def.default
  }
  return filled
}
