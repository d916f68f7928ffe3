import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { readMessages } from '@/lib/i18n/message-files'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

type Element = ReturnType<typeof parse>[number]

/** ICU argument and tag names of a message (`{count, plural, …}` → count, `<time>` → <time>). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      if (el.type === TYPE.tag) names.add(`<${el.value}>`)
      else if ('value' in el && el.type !== TYPE.literal) names.add(el.value)
      if ('children' in el) walk(el.children)
      if ('options' in el) Object.values(el.options).forEach((o) => walk(o.value))
    }
  }
  walk(parse(message))
  return [...names].sort()
}

const ruFlat = flatten(readMessages('ru'))
const enFlat = flatten(readMessages('en'))

describe('messages', () => {
  it('have exactly the same keys in every locale', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(ruFlat).sort())
  })

  it('use the same ICU arguments and tags in every locale', () => {
    for (const key of Object.keys(ruFlat)) {
      expect(argumentsOf(enFlat[key] ?? ''), key).toEqual(argumentsOf(ruFlat[key]!))
    }
  })

  it('give Russian plurals the one, few and many forms', () => {
    for (const [key, message] of Object.entries(ruFlat)) {
      if (!message.includes('plural')) continue
      for (const form of ['one', 'few', 'many', 'other'])
        expect(message, key).toContain(`${form} {`)
    }
  })

  it('nest no deeper than namespace.key with PascalCase namespaces and camelCase keys', () => {
    for (const key of Object.keys(ruFlat)) {
      expect(key.split('.'), key).toHaveLength(2)
      const [ns, name] = key.split('.')
      expect(ns).toMatch(/^[A-Z][A-Za-z]+$/)
      expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/)
    }
  })

  it('have no empty message', () => {
    for (const [key, message] of Object.entries({ ...ruFlat, ...enFlat }))
      expect(message.trim(), key).not.toBe('')
  })
})
