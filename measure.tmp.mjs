import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { readFileSync, writeFileSync } from 'node:fs'
const root = process.cwd()
const main = readFileSync('client/early/main.ts', 'utf8')
const calls = [...main.matchAll(/^(\w+)\((window|doc)\)$/gm)].map((m) => m[0])
async function size(src) {
  writeFileSync('client/early/_m.ts', src)
  const r = await build({
    entryPoints: ['client/early/_m.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2017',
    minify: true,
    write: false,
    alias: { '@': root },
    logLevel: 'error',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzipSync(r.outputFiles[0].text, { level: 9 }).length
}
const full = await size(main)
console.log('full', full)
for (const c of calls) console.log(c.padEnd(40), full - (await size(main.replace(c, ''))))
