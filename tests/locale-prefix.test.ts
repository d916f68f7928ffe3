import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'
import { prefixedLocales } from '@/lib/i18n/paths'

// The locale list and its URL prefixes live in lib/i18n/ only; code elsewhere asks localizedPath(),
// localeOfPath() or prefixedLocales. Content (MDX links) and messages are data, not code.
const roots = ['app', 'client', 'components', 'e2e', 'lib', 'scripts', 'sw', 'tests']
const code = roots.flatMap((root) =>
  walkFiles(root, (rel) => /\.(ts|tsx|mjs)$/.test(rel) && !rel.includes('fixtures/')).map(
    (rel) => `${root}/${rel}`,
  ),
)

/** Code without its comments (doc comments may show example URLs). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1')

/** `/en` as a path prefix inside a string, template or regex literal (`'/en/faq'`, `/^\/en(\/|$)/`). */
const prefixLiteral = (locale: string) =>
  new RegExp(`(['"\`]|\\^\\\\?)/${locale}(?=[/'"\`?#]|\\\\/|\\(|$)`, 'm')

describe('locale prefixes', () => {
  it('are written only in lib/i18n/', () => {
    const offenders = code
      .filter((file) => !file.startsWith('lib/i18n/') && file !== 'tests/locale-prefix.test.ts')
      .flatMap((file) => {
        const text = withoutComments(readFileSync(file, 'utf8'))
        return prefixedLocales
          .filter((locale) => prefixLiteral(locale).test(text))
          .map((locale) => {
            const line = text.split('\n').findIndex((l) => prefixLiteral(locale).test(l)) + 1
            return `${file}:${line}: /${locale}`
          })
      })
    expect(offenders).toEqual([])
  })

  it('reads code, not comments', () => {
    expect(
      withoutComments("/** `/en/faq` */\nconst a = 1 // '/en'\nconst b = 'https://x.org/en'"),
    ).not.toMatch(prefixLiteral('en'))
  })

  it('catches the forms a prefix takes', () => {
    for (const sample of ["'/en/faq'", '"/en"', '`/en/${x}`', '/^\\/en(\\/|$)/', "'/en?x=1'"]) {
      expect(prefixLiteral('en').test(sample), sample).toBe(true)
    }
    for (const sample of ["'/entry'", "'/ru/x'", 'stash.wiki/en/faq', "'https://x/en/'"]) {
      expect(prefixLiteral('en').test(sample), sample).toBe(false)
    }
  })
})
