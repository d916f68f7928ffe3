// Bundles the one client script (client/main.ts) and the code it loads on demand (search, QR, progress
// bar) with esbuild: ES modules with code splitting, content-hashed names, in public/_assets/ so that
// `next build` copies them to out/_assets/ and the root layout can name them (lib/client-assets.ts).
// It also writes the palette stylesheet lib/generated/tokens.css (lib/design-tokens.ts). The script does
// not depend on BASE_PATH (it reads the page's `data-base`), but this first step of `npm run build`
// imports lib/site-config.ts, so a bad BASE_PATH or mirror fails the build before `next build`.
// `--watch` rebuilds on change for `npm run dev`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build, context, type BuildOptions, type Metafile } from 'esbuild'

import { ASSETS_DIR, CLIENT_MANIFEST, type ClientManifest } from '@/lib/client-assets-manifest'
import { TOKENS_CSS, tokensCss } from '@/lib/design-tokens'
import { siteConfig } from '@/lib/site-config'

const root = process.cwd()
const outdir = path.join(root, 'public', ASSETS_DIR)

/** The page script: everything a page loads before the reader acts. */
const entryPoints = { site: 'client/main.ts' }

function manifestOf(metafile: Metafile): ClientManifest {
  const main = Object.entries(metafile.outputs).find(([, out]) =>
    out.entryPoint?.endsWith(entryPoints.site),
  )
  if (!main) throw new Error('client build: no output for client/main.ts')
  const url = (file: string) =>
    `/${path.relative(path.join(root, 'public'), path.resolve(root, file))}`
  return {
    main: url(main[0]),
    files: Object.keys(metafile.outputs)
      .filter((f) => f.endsWith('.js'))
      .map(url),
  }
}

function writeManifest(metafile: Metafile) {
  const manifest = manifestOf(metafile)
  mkdirSync(path.dirname(CLIENT_MANIFEST), { recursive: true })
  writeFileSync(path.join(root, CLIENT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** The palette's custom properties (lib/design-tokens.ts), imported by the root layouts. */
function writeTokens() {
  mkdirSync(path.dirname(path.join(root, TOKENS_CSS)), { recursive: true })
  writeFileSync(path.join(root, TOKENS_CSS), tokensCss())
}

const options = (dev: boolean): BuildOptions => ({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  // Class fields stay as they are (only uqr, in the on-demand QR chunk, has any): lowering them puts
  // esbuild's helper into a shared chunk that the page script must fetch before it runs. A browser
  // without them (Safari < 14) only misses the QR code.
  supported: { 'class-field': true },
  minify: !dev,
  sourcemap: dev ? 'inline' : false,
  entryNames: '[name].[hash]',
  chunkNames: 'chunk.[hash]',
  metafile: true,
  alias: { '@': root },
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  legalComments: 'none',
  logLevel: 'warning',
})

/** Builds public/_assets/ afresh and returns a line for the build log. */
export async function buildClient(): Promise<string> {
  writeTokens()
  rmSync(outdir, { recursive: true, force: true })
  const result = await build(options(false))
  const manifest = writeManifest(result.metafile!)
  const bytes = Object.values(result.metafile!.outputs).reduce((sum, out) => sum + out.bytes, 0)
  return `${manifest.files.length} files, ${bytes} B (page script ${manifest.main}); base path ${siteConfig.basePath || '/'}`
}

if (process.argv.includes('--watch')) {
  writeTokens()
  rmSync(outdir, { recursive: true, force: true })
  const ctx = await context({
    ...options(true),
    plugins: [
      {
        name: 'manifest',
        setup(b) {
          b.onEnd((result) => {
            if (result.metafile) writeManifest(result.metafile)
          })
        },
      },
    ],
  })
  await ctx.watch()
  console.log('client: watching client/ for changes')
} else if (process.argv[1]?.endsWith('client.ts')) {
  console.log(`client: ${await buildClient()}`)
}
