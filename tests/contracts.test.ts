// A feature's markup contract (its `data-*` attribute names) is defined once, in a contract module of
// lib/ (like lib/search/markup.ts), and imported by both the component that renders it and the behaviour
// that reads it, so the two cannot drift apart (`data-one-tap` against `data-onetap`). This scan reads
// every non-test file of client/ and components/ with the TypeScript parser and lists each `data-*` name
// written there as a literal: in a string or template, as a JSX attribute, or as a `dataset` property.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'

const DATA_NAME = /\bdata-[a-z][a-z0-9-]*/

/** The `data-*` names written as literals in one source file, `file:line: name` each. */
export function dataLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, name: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push(`${fileName}:${line + 1}: ${name}`)
  }
  const check = (node: ts.Node, text: string) => {
    const match = DATA_NAME.exec(text)
    if (match) report(node, match[0])
  }
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text)
    else if (ts.isTemplateExpression(node))
      check(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '))
    else if (ts.isJsxAttribute(node)) check(node, node.name.getText(file))
    else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'dataset'
    )
      report(node, `dataset.${node.name.text}`)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('dataLiterals', () => {
  it('finds a data-* name in a string, a template, a JSX attribute and a dataset property', () => {
    const sample = [
      "const a = document.querySelector('[data-menu-toggle]')",
      'const b = `[data-sidebar-section="${key}"]`',
      'const c = <div data-theme-toggle="" />',
      'const d = el.dataset.labelOpen',
      "const e = { [MenuAttribute.toggle]: '', 'aria-label': 'x' }",
    ].join('\n')
    expect(dataLiterals('x.tsx', sample)).toEqual([
      'x.tsx:1: data-menu-toggle',
      'x.tsx:2: data-sidebar-section',
      'x.tsx:3: data-theme-toggle',
      'x.tsx:4: dataset.labelOpen',
    ])
  })
})

describe('client/ and components/', () => {
  const files = ['client', 'components'].flatMap((dir) =>
    walkFiles(dir, (rel) => /\.tsx?$/.test(rel) && !/\.test\.tsx?$/.test(rel)).map((rel) =>
      path.join(dir, rel),
    ),
  )
  const found = new Map(files.map((f) => [f, dataLiterals(f, readFileSync(f, 'utf8'))]))

  it('write no data-* name as a literal: they import it from a contract module', () => {
    expect(files.length).toBeGreaterThan(50)
    expect([...found].flatMap(([, lines]) => lines)).toEqual([])
  })
})

/**
 * The contract modules' exports. Besides the names, one spelling of them exists for esbuild's sake: a
 * ready `*_SELECTOR` (a behaviour object's selector, which must stay out of the head script), built from
 * names of a contract.
 */
const contracts = {
  ...(await import('@/lib/announcement')),
  ...(await import('@/lib/device-check')),
  ...(await import('@/lib/early-taps')),
  ...(await import('@/lib/help')),
  ...(await import('@/lib/hosting')),
  ...(await import('@/lib/i18n/paths')),
  ...(await import('@/lib/markup')),
  ...(await import('@/lib/onetap/markup')),
  ...(await import('@/lib/search/markup')),
  ...(await import('@/lib/search/records')),
  ...(await import('@/lib/search/shortcut')),
  ...(await import('@/lib/single-files')),
  ...(await import('@/lib/status/markup')),
  ...(await import('@/lib/subscription')),
  ...(await import('@/lib/theme')),
} as Record<string, unknown>

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).filter((v): v is string => typeof v === 'string')
      : []

describe('contract modules', () => {
  const names = new Set(Object.values(contracts).flatMap(strings))

  it('build each ready selector from names of a contract', () => {
    const selectors = Object.entries(contracts).filter(([name]) => name.endsWith('_SELECTOR'))
    expect(selectors.length).toBeGreaterThan(4)
    for (const [name, value] of selectors) {
      const used = [...String(value).matchAll(/\[([\w-]+)\]|[.#]([\w-]+)/g)].map(
        (m) => m[1] ?? m[2]!,
      )
      expect(used.length, name).toBeGreaterThan(0)
      for (const n of used) expect(names.has(n), `${name}: ${n}`).toBe(true)
    }
  })
})
