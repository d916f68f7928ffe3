// Compiles MDX files with the same MDX version the build uses and prints syntax errors with file and line.
// Usage: node scripts/run.mjs scripts/check-mdx-syntax.ts content/ru/android/happ.mdx [...]
import { readFile } from 'node:fs/promises'

import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'

/** The parts of a VFileMessage (what @mdx-js/mdx throws) that locate a syntax error. */
interface SyntaxProblem {
  message?: string
  reason?: string
  /** A point, or a position with a start point. */
  place?: { line?: number; start?: { line?: number } }
}

/** `file:line: reason` for what compile() threw. */
function describe(file: string, error: unknown): string {
  const problem: SyntaxProblem = typeof error === 'object' && error !== null ? error : {}
  const place = problem.place?.start ?? problem.place
  return `${file}:${place?.line ?? '?'}: ${problem.reason ?? problem.message ?? String(error)}`
}

let failed = 0
for (const file of process.argv.slice(2)) {
  const source = await readFile(file, 'utf8')
  // Blank lines in place of the front matter keep line numbers right.
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1))
  try {
    await compile(body, { remarkPlugins: [remarkGfm] })
    console.log(`ok   ${file}`)
  } catch (error) {
    failed++
    console.log(`FAIL ${describe(file, error)}`)
  }
}
process.exit(failed ? 1 : 0)
