/**
 * The YAML front matter of an MDX file: where it is, what it says and where each field is written.
 * Front-matter errors point at the field's line, so this module parses with positions (the `yaml`
 * package's LineCounter); the schema that checks what it says is lib/source/schema.ts.
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
