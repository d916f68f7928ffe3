import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// The layout's boundaries (docs/architecture.md, ../shared/STYLE.md "Layout"), as lint rules: this file is
// where they are written down. tests/boundaries.test.ts lints a small offending snippet for each, so a rule
// that is removed or stops matching fails a test.

/** Test files may render the server components a behaviour enhances (the markup is the contract). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'e2e/**']

/**
 * Reads of the content itself: contentlayer's output and the MDX files under `content/`. lib/source/ is
 * the one module that reads them (a compiled view, a raw view, the page rules); everyone else gets pages
 * from it, so a page has one shape and one set of rules.
 */
const contentReads = [
  {
    selector: 'Literal[value=/contentlayer\\/generated|\\b(Doc|Problem)\\/_index\\.json/]',
    message: 'contentlayer’s output is read by lib/source/ only: import the pages from there.',
  },
  {
    selector:
      'CallExpression[callee.name=/^(walkFiles|readdirSync)$/]:matches([arguments.0.name="CONTENT_DIR"], [arguments.0.value="content"])',
    message: 'content/ is walked by lib/source/files.ts only: import the pages from lib/source/.',
  },
  {
    selector:
      'CallExpression[callee.name=/^readFileSync$|^readFile$/] :matches(Literal[value=/\\.mdx$/], TemplateElement[value.raw=/\\.mdx$/])',
    message: 'MDX files are read by lib/source/files.ts only: use its raw view of a page.',
  },
  {
    selector: 'ImportExpression[source.value="contentlayer/generated"]',
    message: 'contentlayer’s output is imported by lib/source/index.ts only.',
  },
]

/**
 * Paths of the message catalogues (`messages/<locale>.json`). lib/i18n/message-files.ts reads them for
 * build steps and tests; lib/i18n/messages.ts imports them in `next dev` (so an edit reloads the page).
 * Components get their strings through next-intl, so both locales keep the same keys.
 */
const catalogueReads = [
  {
    // Import statements are the business of no-restricted-imports (which lets a type import through).
    selector: ':not(ImportDeclaration) > Literal[value=/messages\\/[^\\s]*\\.json/]',
    message: 'message catalogues are read by lib/i18n/message-files.ts only.',
  },
  {
    // `messages/${locale}.json`, `../../messages/${l}.json`
    selector:
      'TemplateLiteral:has(TemplateElement[value.raw=/(^|\\/)messages\\/$/]):has(TemplateElement[value.raw=/^\\.json/])',
    message: 'message catalogues are read by lib/i18n/message-files.ts only.',
  },
  {
    // path.join(root, 'messages', `${locale}.json`)
    selector:
      'CallExpression:has(Literal[value="messages"]):has(TemplateElement[value.raw=/^\\.json$/])',
    message: 'message catalogues are read by lib/i18n/message-files.ts only.',
  },
]

/**
 * Markup contracts (lib/contract.ts) are declared in lib/, where the client build turns each into an enum
 * that esbuild inlines (scripts/build/contract-enums.ts); one declared elsewhere would reach the page
 * script as an object.
 */
const contractsOutsideLib = {
  selector: 'CallExpression[callee.name="defineContract"]',
  message:
    'markup contracts are declared in a module of lib/ (a contract module), which both sides import.',
}

const restrictedImports = {
  paths: [
    {
      name: 'contentlayer/generated',
      message:
        'contentlayer’s output is imported by lib/source/index.ts only: import the pages from there.',
    },
  ],
  patterns: [
    {
      group: ['**/messages/*.json', '@/messages/*.json'],
      // `import type ru from '@/messages/ru.json'` reads nothing: it types the catalogue.
      allowTypeImports: true,
      message: 'message catalogues are read by lib/i18n/message-files.ts only.',
    },
    {
      group: ['*.mdx', '**/*.mdx'],
      message: 'MDX is compiled by contentlayer and reached through lib/source/.',
    },
  ],
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-base/**',
      '.contentlayer/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      // Files a test copies into a copy of the project (tests/provider.test.ts): they compile there.
      'tests/fixtures/sample-app/**',
      '.tmp/**',
      'bench-results/**',
      // Built by scripts/build/client.ts from client/, and other generated files (git-ignored).
      'public/_assets/**',
      'lib/generated/**',
    ],
  },
  // Every file: the content and the catalogues have one reader each.
  {
    rules: {
      'no-restricted-imports': ['error', restrictedImports],
      'no-restricted-syntax': ['error', ...contentReads, ...catalogueReads],
    },
  },
  // Outside lib/, no markup contract is declared.
  {
    ignores: ['lib/**', ...TESTS],
    rules: {
      'no-restricted-syntax': ['error', ...contentReads, ...catalogueReads, contractsOutsideLib],
    },
  },
  // next-intl's plugin types the messages from the reference catalogue; this file and its test name what
  // they forbid.
  {
    files: ['next.config.mjs', 'eslint.config.mjs', 'tests/boundaries.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // The content source reads the content (but not the catalogues).
  {
    files: ['lib/source/**'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...catalogueReads] },
  },
  {
    files: ['lib/source/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { ...restrictedImports, paths: [] }],
      'no-restricted-syntax': ['error', ...catalogueReads],
    },
  },
  // The catalogues' two readers (they read no content).
  {
    files: ['lib/i18n/message-files.ts', 'lib/i18n/messages.ts'],
    rules: { 'no-restricted-syntax': ['error', ...contentReads] },
  },
  // The page rules are plain code shared by the build, contentlayer's config and the site: no files, no
  // server, and none of the source's readers (which import them).
  {
    files: ['lib/source/pages.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restrictedImports,
          patterns: [
            ...restrictedImports.patterns,
            {
              group: [
                'node:*',
                'server-only',
                'contentlayer*',
                './*',
                '!./schema',
                '!./routes',
                '@/lib/source/*',
              ],
              message:
                'lib/source/pages.ts is plain code: no files, no server, no other module of lib/source/ but the schema and the routes (plain code too).',
            },
          ],
        },
      ],
    },
  },
  // Arrows point down: app → components → lib; client → lib. lib/ is the ground floor; the page script
  // shares with the components through lib/ (a contract module), never by importing them.
  {
    files: ['lib/**', 'client/**'],
    ignores: TESTS,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ is the ground floor: it imports no component or route.',
            },
            {
              target: './lib',
              from: ['./scripts'],
              message:
                'lib/ is the site’s model: the build’s tools (scripts/) import it, not the other way.',
            },
            {
              target: './client',
              from: ['./components', './app'],
              message: 'client/ shares with the components through lib/, not by importing them.',
            },
          ],
        },
      ],
    },
  },
  // No import cycle: a module and what it imports form a tree, so each can be read (and tested) on its
  // own. The rule follows imports of values (a type import is left out); contentlayer's generated data
  // and node_modules are not read, which keeps the rule from parsing megabytes of code that imports
  // nothing of ours.
  {
    ignores: TESTS,
    settings: { 'import/ignore': ['node_modules', '\\.contentlayer'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
]

export default config
