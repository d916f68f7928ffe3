// @vitest-environment node
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer boundaries are lint rules (eslint.config.mjs). Each case lints a small snippet as if it were
// a file of that layer, through the project's own configuration: removing a rule, or a change that stops
// it matching, fails here. The allowed cases keep the rules from forbidding what the layout allows.
// The project's root, whatever folder another test of the same worker left it in.
const root = path.resolve(import.meta.dirname, '..')
// import/no-cycle reads the imported files from disk and fails on a snippet's made-up path: off here, and
// checked below to be on for every source file.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })

/** The restricted-import and restricted-syntax messages for a snippet at a path of the project. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result!.messages
    .filter((m) =>
      /^(no-restricted-imports|no-restricted-syntax|import\/no-restricted-paths)$/.test(
        m.ruleId ?? '',
      ),
    )
    .map((m) => `${m.ruleId}: ${m.message}`)
}

const forbidden: [string, string, RegExp][] = [
  // Arrows point down.
  [
    'lib/x.ts',
    "import { DocPage } from '@/components/docs/doc-page'\nexport { DocPage }",
    /restricted-paths.*ground floor/,
  ],
  [
    'lib/source/x.ts',
    "import type { Props } from '../../components/docs/doc-page'\nexport type { Props }",
    /restricted-paths.*ground floor/,
  ],
  [
    'lib/x.ts',
    "export const page = await import('@/app/(ru)/layout')",
    /restricted-paths.*ground floor/,
  ],
  [
    'client/behaviours/x.ts',
    "import { DocPage } from '@/components/docs/doc-page'\nexport { DocPage }",
    /restricted-paths.*client\//,
  ],
  // The content has one reader.
  [
    'components/x.tsx',
    "import { allDocs } from 'contentlayer/generated'\nexport { allDocs }",
    /restricted-imports.*lib\/source\/index\.ts only/,
  ],
  [
    'app/x.ts',
    "export const docs = await import('contentlayer/generated')",
    /restricted-syntax.*lib\/source\/index\.ts only/,
  ],
  [
    'scripts/x.ts',
    "readFileSync(path.join('.contentlayer/generated', 'Doc/_index.json'))",
    /restricted-syntax.*lib\/source\//,
  ],
  [
    'scripts/x.ts',
    "walkFiles(CONTENT_DIR, (rel) => rel.endsWith('.mdx'))",
    /restricted-syntax.*content\//,
  ],
  [
    'tests/x.test.ts',
    "readdirSync('content', { recursive: true })",
    /restricted-syntax.*content\//,
  ],
  ['lib/x.ts', "readFileSync('content/ru/faq.mdx', 'utf8')", /restricted-syntax.*MDX/],
  ['lib/x.ts', 'readFileSync(`content/${locale}/faq.mdx`)', /restricted-syntax.*MDX/],
  [
    'components/x.tsx',
    "import Faq from '@/content/ru/faq.mdx'\nexport { Faq }",
    /restricted-imports.*MDX/,
  ],
  // The catalogues have one reader.
  [
    'components/x.tsx',
    "import en from '@/messages/en.json'\nexport { en }",
    /restricted-imports.*catalogues/,
  ],
  ['scripts/x.ts', 'readFileSync(`messages/${locale}.json`)', /restricted-syntax.*catalogues/],
  [
    'lib/x.ts',
    "path.join(process.cwd(), 'messages', `${locale}.json`)",
    /restricted-syntax.*catalogues/,
  ],
  [
    'lib/x.ts',
    'export const m = await import(`../../messages/${locale}.json`)',
    /restricted-syntax.*catalogues/,
  ],
  // Markup contracts live in lib/.
  ['client/x.ts', "const A = defineContract({ open: 'data-x-open' })", /contract module/],
  ['components/x.tsx', "const A = defineContract({ open: 'data-x-open' })", /contract module/],
  // The page rules stay plain code.
  [
    'lib/source/pages.ts',
    "import { readFileSync } from 'node:fs'\nexport { readFileSync }",
    /restricted-imports.*plain code/,
  ],
  [
    'lib/source/pages.ts',
    "import { rawPages } from './files'\nexport { rawPages }",
    /restricted-imports.*plain code/,
  ],
]

const allowed: [string, string][] = [
  ['lib/source/index.ts', "import { allDocs } from 'contentlayer/generated'\nexport { allDocs }"],
  ['lib/source/files.ts', "walkFiles(CONTENT_DIR, (rel) => rel.endsWith('.mdx'))"],
  ['lib/i18n/message-files.ts', "path.join(process.cwd(), 'messages', `${locale}.json`)"],
  ['components/x.tsx', "import type ru from '@/messages/ru.json'\nexport type M = typeof ru"],
  [
    'client/behaviours/x.test.ts',
    "import { DocPage } from '@/components/docs/doc-page'\nexport { DocPage }",
  ],
  ['components/x.tsx', "import { getPages } from '@/lib/source'\nexport { getPages }"],
  ['lib/x/markup.ts', "const A = defineContract({ open: 'data-x-open' })"],
]

describe('the layer boundaries (eslint.config.mjs)', () => {
  it.each(forbidden)('forbid in %s: %s', async (filePath, code, expected) => {
    const errors = await boundaryErrors(filePath, code)
    expect(
      errors.some((e) => expected.test(e)),
      errors.join('\n') || 'no error',
    ).toBe(true)
  })

  it.each(allowed)('allow in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })

  it.each(['lib/help.ts', 'client/core.ts', 'components/docs/doc-page.tsx', 'scripts/serve.ts'])(
    'forbid import cycles in %s',
    async (filePath) => {
      const config = await new ESLint({ cwd: root }).calculateConfigForFile(filePath)
      expect(config.rules['import/no-cycle']?.[0]).toBe(2)
    },
  )
})
