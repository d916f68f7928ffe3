// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'

import { contractEnums, contractsAsEnums } from './contract-enums'

const root = path.resolve(import.meta.dirname, '../..')

/** A contract module: two contracts (one with TSDoc, one not exported) and a constant. */
const sample = [
  "import { defineContract } from '@/lib/contract'",
  '',
  '/** The menu. */',
  'export const MenuAttribute = defineContract({',
  '  /** The button. */',
  "  toggle: 'data-menu-toggle',",
  "  'open': 'data-menu-open',",
  '})',
  "const Local = defineContract({ panel: 'menu__panel' })",
  "export const MENU_ID = 'site-menu'",
].join('\n')

/** The enums of a module's source, each as `{ member: value }`. */
function enumsOf(source: string): Map<string, Record<string, string>> {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true)
  return new Map(
    file.statements
      .filter(ts.isEnumDeclaration)
      .map((e) => [
        e.name.text,
        Object.fromEntries(
          e.members.map((m) => [
            ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(file),
            (m.initializer as ts.StringLiteral).text,
          ]),
        ),
      ]),
  )
}

describe('contractsAsEnums', () => {
  it('declares each contract as an enum of the same names, its TSDoc and the rest kept', () => {
    expect(contractsAsEnums(sample, 'lib/x.ts')).toBe(
      [
        '',
        '',
        '/** The menu. */',
        "export enum MenuAttribute { toggle = 'data-menu-toggle', 'open' = 'data-menu-open' }",
        "enum Local { panel = 'menu__panel' }",
        "export const MENU_ID = 'site-menu'",
      ].join('\n'),
    )
  })

  it('leaves a module without contracts as it is', () => {
    const source = "export const MENU_ID = 'site-menu'\n"
    expect(contractsAsEnums(source, 'lib/x.ts')).toBe(source)
  })

  it.each([
    [
      'a value that is not a string',
      'export const A = defineContract({ a: `data-${x}` })',
      /entry/,
    ],
    ['a spread', 'export const A = defineContract({ ...B })', /entry/],
    ['a let', "export let A = defineContract({ a: 'data-a' })", /a contract is/],
    [
      'a call inside an expression',
      "export const A = [defineContract({ a: 'data-a' })]",
      /outside/,
    ],
  ])('refuses %s', (_what, source, error) => {
    expect(() => contractsAsEnums(source, 'lib/x.ts')).toThrow(error)
  })
})

describe('the contract modules of lib/', () => {
  const modules = walkFiles(path.join(root, 'lib'), (rel) => /(?<!\.test)\.ts$/.test(rel))
    .map((rel) => path.join(root, 'lib', rel))
    .filter((file) => /= defineContract\(/.test(readFileSync(file, 'utf8')))

  it.each(modules.map((file) => [path.relative(root, file), file]))(
    '%s: the client scripts get each contract as an enum of the same names',
    async (_rel, file) => {
      const enums = enumsOf(contractsAsEnums(readFileSync(file, 'utf8'), file))
      const exports = (await import(file)) as Record<string, unknown>
      expect(enums.size).toBeGreaterThan(0)
      for (const [name, members] of enums) expect(exports[name], name).toEqual(members)
    },
  )

  it("let esbuild write a contract's names into the code that uses them, and nothing else of it", async () => {
    const { outputFiles } = await build({
      stdin: {
        contents: [
          "import { MenuAttribute } from '@/lib/markup'",
          'document.documentElement.toggleAttribute(MenuAttribute.open)',
          'document.querySelector(`[${MenuAttribute.toggle}]`)',
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      alias: { '@': root },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      plugins: [contractEnums],
    })
    expect(modules.length).toBeGreaterThan(4)
    expect(outputFiles[0]!.text).toBe(
      'document.documentElement.toggleAttribute("data-menu-open");document.querySelector("[data-menu-toggle]");\n',
    )
  })
})
