// Bundles the one client script (client/main.ts) and the code it loads on demand (search, QR, progress
// bar) with esbuild: ES modules, content-hashed names, in public/_assets/ so that
// `next build` copies them to out/_assets/ and the root layout can name them (lib/client-assets.ts).
// It also compiles the head script (client/early/main.ts) into the manifest, which the root layout
// inlines and the CSP step allows by its hash.
// It also writes the palette stylesheet lib/generated/tokens.css (lib/design-tokens.ts). The script does
// not depend on BASE_PATH (it reads the page's `data-base`), but this step of `npm run build` imports
// lib/site-config.ts, so a bad BASE_PATH fails the build before `next build` (the content step before it
// has checked site.config.ts, lib/site-config-check.ts).
// `--watch` rebuilds on change for `npm run dev`.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { build, context, type BuildOptions, type Metafile, type Plugin } from 'esbuild'

import { CLIENT_MANIFEST, type ClientManifest } from '@/lib/client-assets'
import { ASSETS_DIR } from '@/lib/assets-dir'
import { TOKENS_CSS, tokensCss } from '@/lib/design-tokens'
import { IMAGES_PATH } from '@/lib/images/urls'
import { siteConfig } from '@/lib/site-config'
import { ON_DEMAND_SOURCES, type OnDemandName } from '@/lib/on-demand'

import { contractEnums } from './contract-enums'

const root = process.cwd()
const outdir = path.join(root, 'public', ASSETS_DIR)

/** The page script: everything a page loads before the reader acts, in one file. */
const entryPoints = { site: 'client/main.ts' }

/** The head script, inlined into every page. */
const headEntry = 'client/early/main.ts'

/**
 * The code the page script loads on demand (lib/on-demand.ts), built first, each part one file. The page
 * script is then built with each part's file name compiled in (`__ON_DEMAND__`, read by its one loader,
 * client/on-demand.ts). Code they share is copied into each rather than split into chunks that would be
 * fetched one request after another before the code can run (a few hundred bytes copied, a round trip
 * saved).
 */
const require = createRequire(import.meta.url)
const onDemand = Object.fromEntries(
  Object.entries(ON_DEMAND_SOURCES).map(([name, source]) => [
    name,
    source.startsWith('client/') ? source : require.resolve(source),
  ]),
) as Record<OnDemandName, string>

const url = (file: string) =>
  `/${path.relative(path.join(root, 'public'), path.resolve(root, file))}`

/** The head script's code, from its build (in memory: it is inlined, never a file of the site). */
interface HeadScript {
  code: string
}

function manifestOf(page: Metafile, chunks: Metafile, head: HeadScript): ClientManifest {
  const main = Object.entries(page.outputs).find(([, out]) =>
    out.entryPoint?.endsWith(entryPoints.site),
  )
  if (!main) throw new Error('client build: no output for client/main.ts')
  return {
    main: url(main[0]),
    head: head.code,
    headHash: createHash('sha256').update(head.code, 'utf8').digest('base64'),
    files: [...Object.keys(page.outputs), ...Object.keys(chunks.outputs)]
      .filter((f) => f.endsWith('.js'))
      .map(url),
  }
}

function writeManifest(page: Metafile, chunks: Metafile, head: HeadScript) {
  const manifest = manifestOf(page, chunks, head)
  mkdirSync(path.dirname(CLIENT_MANIFEST), { recursive: true })
  writeFileSync(path.join(root, CLIENT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/**
 * Removes the files of earlier client builds from public/_assets/. The images the content step built there
 * (IMAGES_PATH, scripts/build/images.ts) stay: this step runs after it, and beside it in `npm run dev`.
 */
function cleanOutdir() {
  if (!existsSync(outdir)) return
  const images = path.relative(outdir, path.join(root, 'public', IMAGES_PATH)).split(path.sep)[0]
  for (const entry of readdirSync(outdir)) {
    if (entry !== images) rmSync(path.join(outdir, entry), { recursive: true, force: true })
  }
}

/** The palette's custom properties (lib/design-tokens.ts), imported by the root layouts. */
function writeTokens() {
  mkdirSync(path.dirname(path.join(root, TOKENS_CSS)), { recursive: true })
  writeFileSync(path.join(root, TOKENS_CSS), tokensCss())
}

const common = (dev: boolean): BuildOptions => ({
  outdir,
  bundle: true,
  format: 'esm',
  target: 'es2020',
  // Class fields stay as they are (only uqr, in the on-demand QR chunk, has any): lowering them adds
  // esbuild's helper to every bundle that shares it. A browser without them (Safari < 14) only misses
  // the QR code.
  supported: { 'class-field': true },
  minify: !dev,
  sourcemap: dev ? 'inline' : false,
  // Fixed names in development, so the page script's imports survive a rebuild of the on-demand code.
  entryNames: dev ? '[name]' : '[name].[hash]',
  metafile: true,
  alias: { '@': root },
  define: {
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    // global.d.ts: code for a switched-off feature is not sent.
    __COLOR_MODE_SWITCH__: JSON.stringify(!siteConfig.colorMode.disableSwitch),
  },
  legalComments: 'none',
  logLevel: 'warning',
  // The markup contracts as enums, which esbuild inlines (contract-enums.ts).
  plugins: [contractEnums],
})

const chunkOptions = (dev: boolean): BuildOptions => ({
  ...common(dev),
  entryPoints: onDemand,
  splitting: false,
  // The search chunk carries Cyrillic (stemmer, the apps' spoken names): as UTF-8 it is 2 bytes a letter, not
  // the 6 of a `\uXXXX` escape. On-demand chunks load by import(), and module scripts are always decoded as
  // UTF-8 (HTML Standard, "fetch a single module script"), whatever the server's Content-Type says.
  charset: 'utf8',
})

/** The built file of each on-demand part, by name (fixed names in development: `<name>.js`). */
function builtParts(chunks: Metafile | undefined): Record<OnDemandName, string> {
  const byEntry = new Map<string, string>()
  for (const [file, out] of Object.entries(chunks?.outputs ?? {})) {
    if (out.entryPoint) byEntry.set(path.resolve(root, out.entryPoint), path.basename(file))
  }
  return Object.fromEntries(
    (Object.entries(onDemand) as [OnDemandName, string][]).map(([name, source]) => {
      const file = chunks ? byEntry.get(path.resolve(root, source)) : `${name}.js`
      if (!file) throw new Error(`client build: no output for ${source}`)
      return [name, file]
    }),
  ) as Record<OnDemandName, string>
}

/**
 * The page script's options: the parts' file names compiled in for the loader, and no `import()` of a
 * module: every on-demand load goes through client/on-demand.ts, which can retry from a new address.
 */
const pageOptions = (dev: boolean, chunks: Metafile | undefined): BuildOptions => ({
  ...common(dev),
  entryPoints,
  splitting: false,
  define: { ...common(dev).define, __ON_DEMAND__: JSON.stringify(builtParts(chunks)) },
  plugins: [
    contractEnums,
    {
      name: 'on-demand-imports',
      setup(b) {
        b.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import'
            ? {
                errors: [
                  {
                    text: `import("${args.path}") in ${path.relative(root, args.importer)}: load on-demand code with load() or soon() of client/on-demand.ts (a part of lib/on-demand.ts)`,
                  },
                ],
              }
            : undefined,
        )
      },
    },
  ],
})

/**
 * The head script's options: one classic script, run inline before the body is parsed. ES2015, so an
 * old in-app browser that cannot run the page script (a module) still gets the clean address, the
 * banners and the early taps; the code it shares with the page script is copied in.
 */
const headOptions = (dev: boolean): BuildOptions => ({
  ...common(dev),
  entryPoints: [headEntry],
  outdir: undefined,
  entryNames: undefined,
  format: 'iife',
  target: 'es2017',
  sourcemap: false,
  write: false,
  metafile: false,
})

const headScript = (files: { text: string }[] | undefined): HeadScript => {
  const code = files?.[0]?.text.trim()
  if (!code) throw new Error(`client build: no output for ${headEntry}`)
  return { code }
}

/** Builds public/_assets/ afresh and returns a line for the build log. */
export async function buildClient(): Promise<string> {
  writeTokens()
  cleanOutdir()
  const chunks = (await build(chunkOptions(false))).metafile!
  const page = (await build(pageOptions(false, chunks))).metafile!
  const head = headScript((await build(headOptions(false))).outputFiles)
  const manifest = writeManifest(page, chunks, head)
  const bytes = [page, chunks]
    .flatMap((m) => Object.values(m.outputs))
    .reduce((sum, out) => sum + out.bytes, 0)
  return `${manifest.files.length} files, ${bytes} B (page script ${manifest.main}), head script ${head.code.length} B; base path ${siteConfig.basePath || '/'}`
}

if (process.argv.includes('--watch')) {
  writeTokens()
  cleanOutdir()
  // Three watchers: the on-demand code, then the page script, which names its files (fixed names in
  // development), and the head script. Each rewrites the manifest when it has built.
  let chunks: Metafile | undefined
  let page: Metafile | undefined
  let head: HeadScript | undefined
  const rewrite = () => {
    if (chunks && page && head) writeManifest(page, chunks, head)
  }
  const written = (set: (m: Metafile) => void): Plugin => ({
    name: 'manifest',
    setup(b) {
      b.onEnd((result) => {
        if (!result.metafile) return
        set(result.metafile)
        rewrite()
      })
    },
  })
  const headCtx = await context({
    ...headOptions(true),
    plugins: [
      contractEnums,
      {
        name: 'manifest',
        setup(b) {
          b.onEnd((result) => {
            if (result.errors.length > 0) return
            head = headScript(result.outputFiles)
            rewrite()
          })
        },
      },
    ],
  })
  await headCtx.rebuild()
  const chunkCtx = await context({
    ...chunkOptions(true),
    plugins: [contractEnums, written((m) => (chunks = m))],
  })
  await chunkCtx.rebuild()
  const options = pageOptions(true, undefined)
  const pageCtx = await context({
    ...options,
    plugins: [...options.plugins!, written((m) => (page = m))],
  })
  await Promise.all([chunkCtx.watch(), pageCtx.watch(), headCtx.watch()])
  console.log('client: watching client/ for changes')
} else if (process.argv[1]?.endsWith('client.ts')) {
  console.log(`client: ${await buildClient()}`)
}
