import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'
import { locales } from '@/lib/i18n/config'
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

/** Test code picks fixtures by locale on purpose (`sets.byLocale.en`); the rules below are for the site's code. */
const isTest = (file: string) =>
  /^(tests|e2e)\//.test(file) || /\.(test|spec)\.tsx?$/.test(file) || file.includes('test-')

/** A locale's language and territory written out (`'ru_RU'`): lib/i18n/config.ts has them per locale. */
const territoryTag = /['"`][a-z]{2,3}_[A-Z]{2}['"`]/

/** A locale's entry of a per-locale record picked by name (`urls.ru`, `urls['en']`), not by a variable. */
const pickedByName = (locale: string) =>
  new RegExp(`[\\w)\\]](\\.${locale}\\b(?![\\w$-])|\\[['"\`]${locale}['"\`]\\])`)

/** Code with its one-line strings emptied, but for locale names: `'ResUI.ru.resx'` picks nothing. */
const withoutStrings = (text: string) =>
  text.replace(/'[^'\n]*'|"[^"\n]*"/g, (literal) =>
    (locales as readonly string[]).includes(literal.slice(1, -1)) ? literal : "''",
  )

/** The first line of `text` that matches, as `file:line: what`. */
const offence = (file: string, text: string, pattern: RegExp, what: string) => {
  const line = text.split('\n').findIndex((l) => pattern.test(l)) + 1
  return line > 0 ? [`${file}:${line}: ${what}`] : []
}

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

describe('locale names', () => {
  const siteCode = code.filter((file) => !file.startsWith('lib/i18n/') && !isTest(file))

  it('leave Open Graph territories to lib/i18n/config.ts', () => {
    const offenders = siteCode.flatMap((file) =>
      offence(file, withoutComments(readFileSync(file, 'utf8')), territoryTag, 'a territory tag'),
    )
    expect(offenders).toEqual([])
  })

  it('never pick a per-locale value by the name of a locale (the default is defaultLocale)', () => {
    const offenders = siteCode.flatMap((file) => {
      const text = withoutStrings(withoutComments(readFileSync(file, 'utf8')))
      return locales.flatMap((locale) =>
        offence(file, text, pickedByName(locale), `a value picked by '${locale}'`),
      )
    })
    expect(offenders).toEqual([])
  })

  it('catch the forms a hard-coded locale takes', () => {
    for (const sample of ["locale === 'ru' ? 'ru_RU' : 'en_US'", '"en_GB"']) {
      expect(territoryTag.test(sample), sample).toBe(true)
    }
    for (const sample of ["{ ...urls, 'x-default': urls.ru }", "urls['en']", 'languages["ru"]']) {
      expect(
        locales.some((l) => pickedByName(l).test(sample)),
        sample,
      ).toBe(true)
    }
    for (const sample of ["'ru'", "lang === 'en'", 'urls[defaultLocale]', 'a.en-US', 'x.english']) {
      expect(
        locales.some((l) => pickedByName(l).test(sample)),
        sample,
      ).toBe(false)
    }
    expect(withoutStrings("fact(['en'], at('ResUI.ru.resx'))")).toBe("fact(['en'], at(''))")
    expect(territoryTag.test("'en-US'")).toBe(false)
  })
})
