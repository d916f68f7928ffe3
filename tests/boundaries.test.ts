import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { walkFiles } from '@/lib/files'

// The arrows of STYLE.md's layout, and the files that only one module reads. Test files may render the
// server components a behaviour enhances (the markup is the contract between the two); site code may not.
const roots = ['app', 'client', 'components', 'e2e', 'lib', 'scripts', 'sw', 'tests']
const code = [
  ...roots.flatMap((root) =>
    walkFiles(root, (rel) => /\.(ts|tsx|mts|mjs)$/.test(rel)).map((rel) => `${root}/${rel}`),
  ),
  // The content step's configuration reads the pages too (for its computed fields and checks).
  'contentlayer.config.ts',
]
/** This file names what it looks for. */
const SELF = 'tests/boundaries.test.ts'
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || /^(tests|e2e)\//.test(file)

/** Code without its comments (they may name what they do not import). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1')

/** The project files a module imports (static, type and dynamic imports), as paths from the root. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specifiers = [
    ...withoutComments(text).matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g,
    ),
  ].map((m) => m[1]!)
  return specifiers.flatMap((spec) => {
    if (spec.startsWith('@/')) return [spec.slice(2)]
    if (spec.startsWith('.'))
      return [path.posix.normalize(path.posix.join(path.dirname(file), spec))]
    return []
  })
}

describe('imports', () => {
  it('point down: client/ and lib/ import nothing from components/ or app/', () => {
    const offenders = code
      .filter((file) => /^(client|lib)\//.test(file) && !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => /^(components|app)\//.test(target))
          .map((target) => `${file} → ${target}`),
      )
    expect(offenders).toEqual([])
  })

  it('read how a module imports, by alias, relative path or import()', () => {
    const sample =
      "import { A } from '@/components/a'\nimport type { B } from '../../components/b'\n" +
      "const c = await import('./c')\nimport './d.css'\n// import { E } from '@/components/e'"
    expect(importsOf('client/x/y.ts', sample)).toEqual([
      'components/a',
      'components/b',
      'client/x/c',
      'client/x/d.css',
    ])
  })
})

/**
 * What reads the content itself: contentlayer's output (`contentlayer/generated`, `.contentlayer/generated`,
 * `Doc/_index.json`) or the MDX files under `content/` (a walk of the folder, a read of an `.mdx` file).
 */
const contentReader =
  /contentlayer\/generated|\b(?:Doc|Problem)\/_index\.json|walkFiles\(\s*(?:CONTENT_DIR|['"`]content['"`])|readdirSync\(\s*(?:CONTENT_DIR|['"`]content['"`])|readFileSync\([^)]*\.mdx['"`]/

describe('the content source', () => {
  // lib/source/ reads contentlayer's output (output.ts, and index.ts's `next dev` import) and the MDX files
  // (files.ts) for everyone; its rules (pages.ts) read neither.
  const reader = (file: string) => file.startsWith('lib/source/') && !isTest(file)

  it('is the only reader of contentlayer’s output and of content/', () => {
    const offenders = code.filter(
      (file) =>
        !reader(file) &&
        file !== SELF &&
        contentReader.test(withoutComments(readFileSync(file, 'utf8'))),
    )
    expect(offenders).toEqual([])
  })

  it('shares its rules as plain code: lib/source/pages.ts reads no files and needs no server', () => {
    const text = withoutComments(readFileSync('lib/source/pages.ts', 'utf8'))
    expect(text).not.toMatch(/from ['"](?:node:|server-only|contentlayer)/)
    expect(
      importsOf('lib/source/pages.ts', text).filter((t) => t.startsWith('lib/source/')),
    ).toEqual([])
  })

  it('is imported as a whole: contentlayer/generated only by lib/source/index.ts', () => {
    const importers = code.filter(
      (file) =>
        file !== SELF &&
        withoutComments(readFileSync(file, 'utf8')).includes("from 'contentlayer/generated'"),
    )
    expect(importers).toEqual(['lib/source/index.ts'])
  })

  it('recognises a read of the content however it is written', () => {
    for (const sample of [
      "import { allDocs } from 'contentlayer/generated'",
      "const dev = await import('contentlayer/generated')",
      "readFileSync(path.join('.contentlayer/generated', 'Doc/_index.json'))",
      "walkFiles(CONTENT_DIR, (rel) => rel.endsWith('.mdx'))",
      "walkFiles('content')",
      "readdirSync('content', { recursive: true })",
      "readFileSync('content/ru/faq.mdx', 'utf8')",
    ]) {
      expect(contentReader.test(sample), sample).toBe(true)
    }
    for (const sample of [
      "walkFiles('components')",
      "readFileSync(path.join(out, 'index.html'))",
    ]) {
      expect(contentReader.test(sample), sample).toBe(false)
    }
  })
})

/** A path of a message catalogue written in code (`messages/en.json`, `'messages', \`${l}.json\``). */
const catalogueFile = /messages\/[^'"`\s]*\.json|['"`]messages['"`]\s*,\s*`[^`]*\.json`/

describe('message catalogues', () => {
  // lib/i18n/message-files.ts reads them for everyone; lib/i18n/messages.ts imports them in `next dev`
  // only (so an edit reloads the page); a type import (`typeof ru`) reads nothing.
  const readers = ['lib/i18n/message-files.ts', 'lib/i18n/messages.ts']

  it('are read through lib/i18n/message-files.ts only', () => {
    const offenders = code.filter((file) => {
      if (readers.includes(file) || file === SELF) return false
      const text = withoutComments(readFileSync(file, 'utf8')).replace(/^import type .*$/gm, '')
      return catalogueFile.test(text)
    })
    expect(offenders).toEqual([])
  })

  it('are recognised however a path to them is written', () => {
    for (const sample of [
      "import en from '@/messages/en.json'",
      'readFileSync(`messages/${locale}.json`)',
      "path.join(process.cwd(), 'messages', `${locale}.json`)",
      'await import(`../../messages/${locale}.json`)',
    ]) {
      expect(catalogueFile.test(sample), sample).toBe(true)
    }
    expect(catalogueFile.test("t('Messages.title')")).toBe(false)
  })
})
