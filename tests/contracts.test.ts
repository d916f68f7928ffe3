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

/**
 * Files whose `data-*` names are not yet in a contract module, each to be emptied and removed from this
 * list (the test fails on a listed file that has none left, so the list only shrinks). The head script's
 * modules (client/early/taps.ts and the behaviours it imports) are among them on purpose: a selector
 * built from an imported enum (`[${CodeAttribute.copy}]`) made esbuild keep whole behaviour objects in
 * the head script every page inlines (+1 KB a page); they need their selectors as exported constants.
 */
const PENDING: readonly string[] = [
  'client/behaviours/back-to-top.ts',
  'client/behaviours/chat.ts',
  'client/behaviours/code-actions.ts',
  'client/behaviours/device-check.ts',
  'client/behaviours/device-detect.ts',
  'client/behaviours/menu.ts',
  'client/behaviours/one-tap.ts',
  'client/behaviours/search.ts',
  'client/device-check.ts',
  'client/early/color-mode.ts',
  'client/early/hosting.ts',
  'client/early/taps.ts',
  'client/qr.ts',
  'client/search/markup.ts',
  'components/chat/chat.tsx',
  'components/files/single-file-link.tsx',
  'components/files/single-files-route.tsx',
  'components/help/device-check.tsx',
  'components/help/help-route.tsx',
  'components/help/problem-section.tsx',
  'components/help/support-line.tsx',
  'components/help/troubleshooting.tsx',
  'components/home/device-cards.tsx',
  'components/layout/base-url-banner.tsx',
  'components/layout/chunk-error-banner.tsx',
  'components/layout/mirror-links.tsx',
  'components/layout/root-layout.tsx',
  'components/mdx/app-info.tsx',
  'components/mdx/tabs.tsx',
  'components/onetap/one-tap-actions.tsx',
  'components/onetap/one-tap-card.tsx',
  'components/search/search-button.tsx',
]

describe('client/ and components/', () => {
  const files = ['client', 'components'].flatMap((dir) =>
    walkFiles(dir, (rel) => /\.tsx?$/.test(rel) && !/\.test\.tsx?$/.test(rel)).map((rel) =>
      path.join(dir, rel),
    ),
  )
  const found = new Map(files.map((f) => [f, dataLiterals(f, readFileSync(f, 'utf8'))]))

  it('write no data-* name as a literal: they import it from a contract module', () => {
    expect([...found].filter(([f]) => !PENDING.includes(f)).flatMap(([, lines]) => lines)).toEqual(
      [],
    )
  })

  it('list a file as pending only while it still writes a data-* name', () => {
    for (const file of PENDING) expect(found.get(file)?.length ?? 0, file).toBeGreaterThan(0)
  })
})
