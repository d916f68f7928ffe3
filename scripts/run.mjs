// Runs a TypeScript entry point with the project's own toolchain: esbuild bundles it (resolving the `@/`
// alias and the site's TypeScript modules), leaves packages external, and Node imports the result.
// Usage: node scripts/run.mjs <entry.ts> [args…]; the entry reads process.argv.slice(2) as usual.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run.mjs <entry.ts> [args…]')
  process.exit(2)
}

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, '.tmp', 'run')
mkdirSync(outdir, { recursive: true })
const outfile = path.join(
  outdir,
  `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}-${process.pid}.mjs`,
)

await build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@': root },
  logLevel: 'warning',
  plugins: [
    {
      // 'server-only' guards React server modules from client bundles; scripts run on the server and may
      // import them, but the package itself throws outside React's server environment: it is empty here.
      name: 'server-only',
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({
          path: 'server-only',
          namespace: 'empty',
        }))
        b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
      },
    },
  ],
})

process.on('exit', () => rmSync(outfile, { force: true }))
process.argv = [process.argv[0], path.resolve(entry), ...args]
await import(pathToFileURL(outfile).href)
