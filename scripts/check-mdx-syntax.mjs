// Compiles MDX files with the same MDX version the build uses and prints syntax errors with file and line.
// Usage: node scripts/check-mdx-syntax.mjs content/ru/android/happ.mdx [...]
import { readFile } from 'node:fs/promises'

import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'

let failed = 0
for (const file of process.argv.slice(2)) {
  const source = await readFile(file, 'utf8')
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1))
  try {
    await compile(body, { remarkPlugins: [remarkGfm] })
    console.log(`ok   ${file}`)
  } catch (error) {
    failed++
    const place = error.place?.start ?? error.place ?? {}
    console.log(`FAIL ${file}:${place.line ?? '?'}: ${error.reason ?? error.message}`)
  }
}
process.exit(failed ? 1 : 0)
