// A feature's markup contract (its `data-*` attribute names, and the class names and ids its behaviour
// selects) is defined once, in a contract module of lib/ (`defineContract`, lib/contract.ts; like
// lib/search/markup.ts), and imported by both the component that renders it and the behaviour that reads
// it, so the two cannot drift apart (`data-one-tap` against `data-onetap`, `.one-tap__qr` against a renamed
// class). These scans read every non-test file with the TypeScript parser: `dataLiterals` lists each
// `data-*` name written as a literal in client/ and components/ (in a string or template, as a JSX
// attribute, or as a `dataset` key, which would spell the name a second time); `selectorLiterals` lists
// each class or id written as a literal in a selector, or class name handed to `classList` or `className`,
// in client/.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'

const DATA_NAME = /\bdata-[a-z][a-z0-9-]*/

/** A reporter of `file:line: what` lines for one parsed file. */
function reporter(fileName: string, source: string) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push(`${fileName}:${line + 1}: ${what}`)
  }
  return { file, found, report }
}

/**
 * The text of a string or template with each `${…}` as `\x01`: what is written there is the literal
 * part, what comes in through a substitution comes from somewhere else (a contract).
 */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => `\x01${s.literal.text}`)].join('')
  return undefined
}

/** The `data-*` names written as literals in one source file, `file:line: name` each. */
export function dataLiterals(fileName: string, source: string): string[] {
  const { file, found, report } = reporter(fileName, source)
  const check = (node: ts.Node, text: string) => {
    const match = DATA_NAME.exec(text)
    if (match) report(node, match[0])
  }
  const visit = (node: ts.Node): void => {
    const text = literalText(node)
    if (text !== undefined) check(node, text)
    else if (ts.isJsxAttribute(node)) check(node, node.name.getText(file))
    // A `dataset` key is an attribute's name spelled again, in camelCase.
    else if (ts.isPropertyAccessExpression(node) && node.name.text === 'dataset')
      report(
        node,
        ts.isPropertyAccessExpression(node.parent) ? `dataset.${node.parent.name.text}` : 'dataset',
      )
    else if (
      ts.isBindingElement(node) &&
      (node.propertyName ?? node.name).getText(file) === 'dataset'
    )
      report(node, 'dataset')
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const NAME = String.raw`-?[_a-zA-Z][\w-]*`
/** A class or id in a selector whose name is written there (not `.${…}`). */
const NAMED = new RegExp(String.raw`[.#]${NAME}`, 'g')
/**
 * Element names a compound selector may start with (`a.x`, `dialog.search-dialog`): those of a page's
 * markup, not `script`, `style`, `data`, `search`, `menu` or `main`, which also start file names.
 */
const TAG = String.raw`(?:a|article|aside|body|button|code|details|dialog|div|figure|footer|form|h[1-6]|header|html|img|input|kbd|label|li|nav|ol|p|pre|section|select|span|summary|svg|table|td|template|textarea|th|tr|ul)(?![\w-])`
const PART = String.raw`(?:[.#](?:${NAME}|\x01)|\[[^\]]*\]|::?[\w-]+(?:\([^)]*\))?)`
const COMPOUND = String.raw`(?:(?:${TAG}|\*)${PART}*|${PART}+|\x01)`
const COMPLEX = String.raw`${COMPOUND}(?:\s*[>+~]\s*${COMPOUND}|\s+${COMPOUND})*`
/** A whole selector list (`'.x'`, `'a.x, #y b'`, `` `[${A}] a.x` ``), wherever the string is. */
const SELECTOR_LIST = new RegExp(String.raw`^\s*${COMPLEX}(?:\s*,\s*${COMPLEX})*\s*$`)
/** A colour (`'#fff'`), which reads like an id. */
const COLOUR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i

/** The DOM methods whose first argument is a selector (as a behaviour object's `selector` is one). */
const SELECTING = new Set(['querySelector', 'querySelectorAll', 'closest', 'matches'])
/** The `classList` methods, whose arguments are class names. */
const CLASS_LIST = new Set(['add', 'remove', 'toggle', 'contains', 'replace'])

/**
 * The classes and ids written as literals in selectors in one source file (`'.x'`, `'a.x'`,
 * `querySelector('#y a')`, a behaviour's `selector: '.x'`), and the class names written as literals for
 * `classList` or `className`, `file:line: text` each. Element names and the platform's attributes
 * (`'pre code'`, `'a[href]'`, `'[aria-current="page"]'`) are HTML's, not a contract's; `data-*` names are
 * `dataLiterals`' business.
 */
export function selectorLiterals(fileName: string, source: string): string[] {
  const { file, found, report } = reporter(fileName, source)
  // A quoted attribute value (`[href^="#"]`) names nothing.
  const names = (text: string) => text.replace(/(["'])[^"']*\1/g, '""').match(NAMED) ?? []
  const selectors = new Set<ts.Node>()
  const classes = new Set<ts.Node>()
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { name, expression } = node.expression
      if (SELECTING.has(name.text) && node.arguments[0]) selectors.add(node.arguments[0])
      if (
        CLASS_LIST.has(name.text) &&
        ts.isPropertyAccessExpression(expression) &&
        expression.name.text === 'classList'
      )
        node.arguments.forEach((a) => classes.add(a))
    } else if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'selector')
      selectors.add(node.initializer)
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'className'
    )
      classes.add(node.right)
    const text = literalText(node)
    if (text !== undefined) {
      const literal = text.replace(/\x01/g, '${…}')
      if (classes.has(node) && /[^\x01\s]/.test(text)) report(node, literal)
      else if (
        (selectors.has(node) || (SELECTOR_LIST.test(text) && !COLOUR.test(text))) &&
        names(text).length > 0
      )
        report(node, literal)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('dataLiterals', () => {
  it('finds a data-* name in a string, a template, a JSX attribute and a dataset key', () => {
    const sample = [
      "const a = document.querySelector('[data-menu-toggle]')",
      'const b = `[data-sidebar-section="${key}"]`',
      'const c = <div data-theme-toggle="" />',
      'const d = el.dataset.labelOpen',
      'const e = el.dataset[LabelKey.open]',
      'const { dataset } = el',
      "const g = { [MenuAttribute.toggle]: '', 'aria-label': 'x' }",
    ].join('\n')
    expect(dataLiterals('x.tsx', sample)).toEqual([
      'x.tsx:1: data-menu-toggle',
      'x.tsx:2: data-sidebar-section',
      'x.tsx:3: data-theme-toggle',
      'x.tsx:4: dataset.labelOpen',
      'x.tsx:5: dataset',
      'x.tsx:6: dataset',
    ])
  })
})

describe('selectorLiterals', () => {
  it.each([
    ["const a = '.one-tap__qr'", '.one-tap__qr'],
    ["doc.querySelectorAll('dialog.search-dialog')", 'dialog.search-dialog'],
    ["const c = { selector: '.menu-backdrop, #site-menu a' }", '.menu-backdrop, #site-menu a'],
    ['link.closest(`${BOX} .one-tap__personal`)', '${…} .one-tap__personal'],
    ["el.classList.toggle('code-block--wrap', wrap)", 'code-block--wrap'],
    ["link.className = 'menu__link'", 'menu__link'],
    ["const g = 'a.x'", 'a.x'],
    ["el.matches('#main')", '#main'],
  ])('finds the literal in %s', (code, literal) => {
    expect(selectorLiterals('x.ts', code)).toEqual([`x.ts:1: ${literal}`])
  })

  it.each([
    'doc.querySelector(`.${OneTapClass.qr}`)',
    'const b = { selector: `dialog.${SearchClass.dialog}` }',
    'el.classList.toggle(LayoutClass.codeWrap, wrap)',
    'list.querySelector(\'a[aria-current="page"]\')',
    'doc.querySelectorAll(`[${TocAttribute.highlight}] a[href^="#"]`)',
    "block.querySelector('pre code')",
    'doc.querySelector(`#${SEARCH_RESULTS_ID} a`)',
    "const h = ['search.json', 'style.css', `${name}.js`, 'client/search/dialog.ts', '#', 'v1.2', '#fff']",
  ])("lets names from a contract, HTML's own names and other strings pass: %s", (code) => {
    expect(selectorLiterals('x.ts', code)).toEqual([])
  })
})

const sources = (dir: string) =>
  walkFiles(dir, (rel) => /\.tsx?$/.test(rel) && !/\.test\.tsx?$/.test(rel)).map((rel) =>
    path.join(dir, rel),
  )

describe('client/ and components/', () => {
  const files = ['client', 'components'].flatMap(sources)
  const found = new Map(files.map((f) => [f, dataLiterals(f, readFileSync(f, 'utf8'))]))

  it('write no data-* name as a literal: they import it from a contract module', () => {
    expect(files.length).toBeGreaterThan(50)
    expect([...found].flatMap(([, lines]) => lines)).toEqual([])
  })
})

describe('client/', () => {
  const files = sources('client')

  it('writes no class or id it selects or sets as a literal: it imports it from a contract module', () => {
    expect(files.length).toBeGreaterThan(30)
    expect(files.flatMap((f) => selectorLiterals(f, readFileSync(f, 'utf8')))).toEqual([])
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
