// Writes a brotli (`x.br`, quality 11) and a gzip (`x.gz`, level 9) copy beside every text file of out/
// worth compressing, for servers that send a file's precompressed copy instead of compressing it per
// request: nginx's `brotli_static` and `gzip_static` (deploy/nginx/), and `npm run serve`. A server
// compresses on the fly at a level that costs it little (nginx's brotli 5, gzip 6); a file compressed
// once at build time can take a slow level. For a guide that is the difference that counts on a slow
// network: about 16.7 KB of HTML at brotli 4-5 against 13.6 KB at 11, which fits in the first
// round trip of a new connection (TCP starts with 10 segments, about 14.6 KB), so the page arrives a
// whole round trip sooner. Runs last, over the final files; hosts that compress themselves (Cloudflare,
// Netlify) ignore the copies.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { walkFiles } from '@/lib/files'

import type { PostBuild } from './post-build'

/** The text types the servers compress (nginx's `gzip_types`, scripts/build/hosting.ts). */
const TEXT = /\.(html|css|js|json|xml|svg|webmanifest|txt)$/

/**
 * Smaller files are left as they are: a copy would save a few hundred bytes at most (`npm run serve`'s
 * threshold for compressing on the fly too; nginx's gzip_min_length is 256).
 */
export const MIN_BYTES = 1024

/** The encodings of the copies, in the order a server prefers them, with the suffix of their files. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const encoders: Record<
  (typeof PRECOMPRESSED)[number]['encoding'],
  (data: Buffer) => Promise<Buffer>
> = {
  br: (data) =>
    brotli(data, {
      params: {
        // 11 against 10: 1.6 % smaller for 2.5× the CPU time (6.4 against 2.5 s on one thread over the
        // 239 files; the step takes about 3.5 s). Guides sit near the first round trip's 14.6 KB, HTML
        // and headers together: with 10, nine Russian guides were over it, with 11 seven are.
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipped(data, { level: 9 }),
}

/** Whether a file of out/ (by its path, relative or not) gets precompressed copies. */
export const isCompressible = (rel: string) => TEXT.test(rel)

/**
 * The copy of `file` a client that sends this `Accept-Encoding` takes, as nginx's brotli_static and
 * gzip_static choose it: brotli first, then gzip; a coding listed with `q=0` is refused.
 */
export function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: string } | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  )
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (accepted.has(encoding) && existsSync(file + suffix))
      return { file: file + suffix, encoding }
  }
  return undefined
}

/**
 * Removes the copies of `file`, which was changed after the build: they would still be sent for it. The
 * server then compresses the new bytes itself (what tests that change a copy of out/ do).
 */
export function dropCopies(file: string) {
  for (const { suffix } of PRECOMPRESSED) rmSync(file + suffix, { force: true })
}

/**
 * Writes the copies of every compressible file of `out` at least MIN_BYTES long, where the copy is
 * smaller. A copy that exists already is the build's own (`search.json.gz`, lib/search/search-file.ts)
 * and is kept.
 */
export async function precompress({ out }: Pick<PostBuild, 'out'>): Promise<string> {
  const files = walkFiles(out, isCompressible).filter(
    (rel) => statSync(path.join(out, rel)).size >= MIN_BYTES,
  )
  let raw = 0
  const written = { br: 0, gzip: 0 }
  // zlib's asynchronous calls run on libuv's thread pool: all cores compress at once.
  await Promise.all(
    files.map(async (rel) => {
      const file = path.join(out, rel)
      const data = readFileSync(file)
      raw += data.length
      for (const { encoding, suffix } of PRECOMPRESSED) {
        if (existsSync(file + suffix)) continue
        const copy = await encoders[encoding](data)
        if (copy.length >= data.length) continue
        writeFileSync(file + suffix, copy)
        written[encoding] += copy.length
      }
    }),
  )
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  return `${files.length} files (${kb(raw)}): brotli ${kb(written.br)}, gzip ${kb(written.gzip)}`
}
