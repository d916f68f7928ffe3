// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { contractsAsEnums } from './contract-enums'

describe('contractsAsEnums', () => {
  it('declares each contract as an enum of the same names, its TSDoc and the rest kept', () => {
    const source = [
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
    expect(contractsAsEnums(source, 'lib/x.ts')).toBe(
      [
        "import { defineContract } from '@/lib/contract'",
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
