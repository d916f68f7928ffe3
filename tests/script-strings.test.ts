// Browser code is typed TypeScript in client/ (the page script) and client/early/ (the head script),
// compiled by the client build. None of it may be written as text in a string in app/, components/ or
// lib/: a template string of code has no types, no tests and no linter, and drifts from the code it
// repeats. This scan reads every string of those folders with the TypeScript parser.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'

/** What code looks like inside a string: calls and names that only browser code uses. */
const CODE =
  /\bfunction\s*\(|=>\s*[{(]|\baddEventListener\s*\(|\b(document|window|location|localStorage|sessionStorage|history|navigator)\.[a-zA-Z]+\s*[.([=+;,)]/

/** Strings of one source file that read like browser code, with their line numbers. */
export function scriptStrings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const check = (node: ts.Node, text: string) => {
    if (CODE.test(text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.push(`${fileName}:${line + 1}: ${text.trim().slice(0, 80)}`)
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text)
    else if (ts.isTemplateExpression(node))
      check(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${}'))
    else if (ts.isJsxText(node)) check(node, node.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('scriptStrings', () => {
  it('finds code written in a string, a template or JSX text', () => {
    const sample = [
      "const a = `(function(){document.documentElement.lang='en'})()`",
      'const b = \'try{localStorage.getItem("x")}catch(e){}\'',
      'const c = `${x}.forEach((l) => { go(l) })`',
      'const d = <p>{"location.replace(x)"}</p>',
    ].join('\n')
    expect(scriptStrings('sample.tsx', sample)).toHaveLength(4)
  })

  it('leaves prose, selectors and URLs alone', () => {
    const sample = [
      "const a = 'Open the window menu and copy the link'",
      "const b = '[data-menu-toggle]'",
      'const c = `https://example.com/${path}`',
      "const d = 'document.pdf'",
    ].join('\n')
    expect(scriptStrings('sample.ts', sample)).toEqual([])
  })
})

describe('app/, components/ and lib/', () => {
  it('hold no browser code in strings', () => {
    const found = ['app', 'components', 'lib'].flatMap((dir) =>
      walkFiles(dir, (rel) => /\.tsx?$/.test(rel) && !/\.test\.tsx?$/.test(rel)).flatMap((rel) => {
        const file = path.join(dir, rel)
        return scriptStrings(file, readFileSync(file, 'utf8'))
      }),
    )
    expect(found).toEqual([])
  })
})
