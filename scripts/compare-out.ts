// Compares two exported sites (`out/` folders) file by file, so a refactor can show that every page's
// HTML, and everything else it ships, is the same as before. Only what a rebuild of the same tree changes
// anyway is set aside: content-hashed names of Next's and esbuild's files, the CSP hashes of the head
// script, the service worker's precache revisions, and the date in a ZIP's entries (the build's time:
// archives are compared by their entries' names and contents). The inline head script is compared with
// its minified names set aside (`unnamed`). Prints each differing file with a short diff and
// exits 1 on any difference.
// Usage: node scripts/run.mjs scripts/compare-out.ts <before-out> <after-out>
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { unzipSync } from 'fflate'
import ts from 'typescript'

import { walkFiles } from '@/lib/files'

/** Files compared as text (after the hashes are set aside); any other file is compared byte for byte. */
const TEXT = /\.(html|js|mjs|css|json|txt|xml|svg|webmanifest|map|conf|md)$/

/**
 * What differs between two builds of the same tree, each replaced by a placeholder. Applied to file
 * names and to the text of text files.
 */
const VOLATILE: [RegExp, string][] = [
  // Next's build output: chunk and stylesheet names, and the build id folder.
  [/(^|\/)_next\/static\/[^"'\s)\\,]+/g, '$1_next/static/#'],
  // esbuild's `[name].[hash]` names of the client build (scripts/build/client.ts), and their maps.
  [/\b([\w-]+)\.[A-Z0-9]{8}\.(js|css|mjs)(\.map)?\b/g, '$1.#.$2$3'],
  // The head script's hash in each page's Content-Security-Policy (scripts/build/csp.ts).
  [/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'"],
  // Workbox's precache revisions (an md5 of each file) in sw.js.
  [/(\brevision\W{1,3})[0-9a-f]{32}\b/g, '$1#'],
]

const normalise = (text: string) =>
  VOLATILE.reduce((t, [pattern, placeholder]) => t.replace(pattern, placeholder), text)

/**
 * Minified code with its names set aside: each identifier becomes `$n`, n its order of first
 * appearance, so code that differs only by a consistent renaming reads alike and any other change
 * still shows. esbuild picks the head script's names by how often each character occurs in the source
 * of the modules it bundles, so editing one of them (an import, a comment) renames the variables of
 * the same code on every page.
 */
export function unnamed(code: string): string {
  // TypeScript's parser tells names from regular expressions, strings and template text.
  const file = ts.createSourceFile('head.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const names = new Map<string, number>()
  const parts: string[] = []
  let done = 0
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const id = names.get(node.text) ?? names.set(node.text, names.size).size - 1
      parts.push(code.slice(done, node.getStart(file)), `$${id}`)
      done = node.end
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return parts.join('') + code.slice(done)
}

/** The head script every page inlines (client/early/main.ts, built by scripts/build/client.ts). */
const HEAD_SCRIPT = /<script>("use strict";[\s\S]*?)<\/script>/g

/** Lines to diff: one per source line, and one per tag in minified HTML (a page is often one line). */
const linesOf = (text: string) => text.replace(/></g, '>\n<').split('\n')

/** The lines that differ, after the common start and end are cut off; a few lines of each side. */
export function shortDiff(before: string, after: string, max = 6): string {
  const a = linesOf(before)
  const b = linesOf(after)
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++
  const clip = (line: string) => (line.length > 160 ? `${line.slice(0, 157)}...` : line)
  const side = (lines: string[], mark: string) => {
    const changed = lines.slice(start, lines.length - end)
    const shown = changed.slice(0, max).map((line) => `    ${mark} ${clip(line)}`)
    if (changed.length > max) shown.push(`    ${mark} … ${changed.length - max} more lines`)
    return shown
  }
  return [`    @@ line ${start + 1}`, ...side(a, '-'), ...side(b, '+')].join('\n')
}

/** Each folder's files by normalised name; a name may stand for several files (two hashed chunks). */
function filesOf(root: string): Map<string, string[]> {
  const byName = new Map<string, string[]>()
  for (const rel of walkFiles(root)) {
    const name = normalise(rel)
    byName.set(name, [...(byName.get(name) ?? []), rel])
  }
  return byName
}

function contentOf(root: string, rel: string): string {
  const bytes = readFileSync(path.join(root, rel))
  if (rel.endsWith('.zip')) {
    return Object.entries(unzipSync(bytes))
      .map(([name, data]) => `${name}: ${contentOfBytes(name, Buffer.from(data))}`)
      .sort()
      .join('\n')
  }
  return contentOfBytes(rel, bytes)
}

function contentOfBytes(name: string, bytes: Buffer): string {
  if (!TEXT.test(name)) return bytes.toString('base64')
  const text = normalise(bytes.toString('utf8'))
  return name.endsWith('.html')
    ? text.replace(HEAD_SCRIPT, (_, code: string) => `<script>${unnamed(code)}</script>`)
    : text
}

/** Every difference between the two folders, one entry per file (with a short diff for text). */
export function compareOut(beforeRoot: string, afterRoot: string): string[] {
  const before = filesOf(beforeRoot)
  const after = filesOf(afterRoot)
  const names = [...new Set([...before.keys(), ...after.keys()])].sort()
  const differences: string[] = []
  for (const name of names) {
    const a = before.get(name) ?? []
    const b = after.get(name) ?? []
    if (b.length === 0) {
      differences.push(`only in ${beforeRoot}: ${a.join(', ')}`)
      continue
    }
    if (a.length === 0) {
      differences.push(`only in ${afterRoot}: ${b.join(', ')}`)
      continue
    }
    // Hashed names that normalise alike are matched by content, whatever their order.
    const left = a.map((rel) => contentOf(beforeRoot, rel)).sort()
    const right = b.map((rel) => contentOf(afterRoot, rel)).sort()
    if (left.length !== right.length) {
      differences.push(`${name}: ${a.length} files before, ${b.length} after`)
      continue
    }
    left.forEach((text, i) => {
      if (text === right[i]) return
      const diff =
        /\.zip$/.test(name) || TEXT.test(name) ? `\n${shortDiff(text, right[i]!)}` : ' (binary)'
      differences.push(`differs: ${b.length > 1 ? `${name} (one of ${b.length})` : b[0]}${diff}`)
    })
  }
  return differences
}

// scripts/run.mjs sets argv[1] to the entry it runs; the test imports the functions only.
if (process.argv[1]?.endsWith('compare-out.ts')) {
  const [beforeRoot, afterRoot] = process.argv.slice(2)
  if (!beforeRoot || !afterRoot) {
    console.error('usage: node scripts/run.mjs scripts/compare-out.ts <before-out> <after-out>')
    process.exit(2)
  }
  const differences = compareOut(beforeRoot, afterRoot)
  const count = walkFiles(afterRoot).length
  if (differences.length === 0) {
    console.log(
      `identical: ${count} files (hashed names, CSP hashes, precache revisions and the head script's minified names aside)`,
    )
  } else {
    for (const line of differences) console.log(line)
    console.log(`${differences.length} differences in ${count} files`)
    process.exit(1)
  }
}
