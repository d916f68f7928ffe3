// Compiles MDX files with the same MDX version the build uses and prints syntax errors in the content
// step's format (`file:line:column: MDX: reason`, lib/content-errors.ts).
// Usage: node scripts/run.mjs scripts/check-mdx-syntax.ts content/ru/android/happ.mdx [...]
import { readFile } from 'node:fs/promises'

import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'

import { mdxSyntaxError } from '@/lib/content-check'
import { blankFrontMatter } from '@/lib/front-matter'

let failed = 0
for (const file of process.argv.slice(2)) {
  // Blank lines in place of the front matter keep line numbers right.
  const body = blankFrontMatter(await readFile(file, 'utf8'))
  try {
    await compile(body, { remarkPlugins: [remarkGfm] })
    console.log(`ok   ${file}`)
  } catch (error) {
    failed++
    console.log(`FAIL ${mdxSyntaxError(file, error)}`)
  }
}
process.exit(failed ? 1 : 0)
