// The image build, run by the content step (contentlayer.config.ts, after the content checks; relative
// imports, as everything the config imports: contentlayer bundles it without the `@/` alias): every image a
// page references, for the page's language, encoded with sharp into public/_assets/img/<locale>/ (copied to
// out/ by `next build`, served under /_assets/, immutable) and described in lib/generated/images.json
// (lib/images/manifest.ts), which the figure component renders from. A raster image becomes AVIF and WebP
// at the widths of lib/images/rules.ts, a fallback in its own format (PNG, or JPEG for a JPEG) at the same
// widths, and a small WebP copy for the single-file guides; an SVG is copied as it is. Encoded files are kept
// in node_modules/.cache/images/, keyed by the source's hash and the settings, so a rebuild encodes only
// what changed. Returns the errors (with the page, line and column of a reference) for the content check to
// print.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs'
import path from 'node:path'

import sharp, { type Metadata } from 'sharp'

import { contentError } from '../../lib/content-errors'
import { walkFiles } from '../../lib/files'
import { CONTENT_DIR } from '../../lib/source/files'

import {
  IMAGES_MANIFEST,
  type GeneratedImage,
  type ImageFile,
  type ImageManifest,
  imageFiles,
} from '../../lib/images/manifest'
import type { ResolvedImage } from '../../lib/images/refs'
import {
  displaySize,
  phoneWidth,
  sizesOf,
  sourceBudgetProblems,
  svgProblems,
  svgSize,
  variantWidths,
} from '../../lib/images/rules'
import { IMAGES_PATH, imageStem, imageUrl, type ImageFileName } from '../../lib/images/urls'

/**
 * The encoders' settings. Part of every file's cache key and name, so changing one re-encodes and renames
 * every image. Chosen on this site's own 686 px phone screenshots (flat colours and text; sizes of the
 * one-tap box): AVIF q55 with full-resolution colour (4:4:4) keeps text sharp at 27.8 KB (q45: 23.5 KB,
 * visibly softer); lossless WebP is exact and smaller (32.8 KB) than lossy WebP q80 (43.8 KB) or q70
 * (37.3 KB), so a screenshot (a PNG source) at its own width gets lossless WebP; scaled down, its blended
 * edges make lossless larger than lossy (the device chooser at 343 px: 17.1 KB against 9.4 KB), so scaled
 * variants and photos (JPEG sources) get lossy WebP. The palette PNG fallback is 34.8 KB.
 */
export const encoderSettings = {
  avif: { quality: 55, effort: 4, chromaSubsampling: '4:4:4' },
  webpScreenshot: { lossless: true, effort: 6 },
  webpLossy: { quality: 80, effort: 5, smartSubsample: true },
  png: { palette: true, quality: 90, effort: 7, compressionLevel: 9 },
  jpeg: { quality: 82, mozjpeg: true },
  /**
   * The single-file guides' copy: a little wider than a phone shows it, lossy (19 KB for the one-tap box,
   * 7.6 KB for the device chooser), so a guide holds a few within its budget.
   */
  inline: { width: 400, webp: { quality: 45, effort: 6 } },
} as const

/** The folder the build writes to; `next build` publishes it as IMAGES_PATH. */
const publicDir = (root: string) => path.join(root, 'public', ...IMAGES_PATH.split('/'))
const cacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'images')

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

/** Everything an output depends on besides its source: a new sharp or libvips re-encodes. */
const toolchain = JSON.stringify({ settings: encoderSettings, versions: sharp.versions })

interface Job {
  name: ImageFileName
  encode: () => Promise<Buffer>
  width: number
}

/** A promise pool: at most `limit` jobs at a time (libvips already uses every core inside one). */
async function inPool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export interface ImageBuild {
  /** `content/<page>:<line>:<column>: image <src>: <reason>`, for the content check to print. */
  errors: string[]
  /** A line for the build log. */
  summary: string
}

/** One source for one language: the references that use it and what the build makes of it. */
interface Source {
  locale: ResolvedImage['locale']
  file: string
  refs: ResolvedImage[]
  /** Why it could not be built, one line per reference. */
  errors: string[]
  /** Its key in the manifest's images, once built. */
  key?: string
}

/** Builds every referenced image and writes the manifest; `root` is the project folder. */
export async function buildImages(
  resolved: readonly ResolvedImage[],
  root = process.cwd(),
): Promise<ImageBuild> {
  const sources = new Map<string, Source>()
  for (const ref of resolved) {
    const key = `${ref.locale}\n${ref.file}`
    const source = sources.get(key) ?? { locale: ref.locale, file: ref.file, refs: [], errors: [] }
    source.refs.push(ref)
    sources.set(key, source)
  }
  const manifest: ImageManifest = { images: {}, refs: {} }
  const written = new Set<string>()
  let encoded = 0
  let cached = 0
  mkdirSync(cacheDir(root), { recursive: true })

  /** Encodes in progress, by cache key: one source shown in both languages is encoded once. */
  const encoding = new Map<string, Promise<Buffer>>()

  /** The bytes of one output: from the cache when it has them, else encoded and kept there. */
  async function output(job: Job, sourceHash: string): Promise<ImageFile> {
    const url = imageUrl(job.name)
    // The source's bytes, the settings and the variant: not its name or language, so a renamed, moved or
    // shared screenshot is not encoded again.
    const key = sha256(sourceHash, toolchain, `${job.name.variant ?? ''}.${job.name.ext}`)
    const cacheFile = path.join(cacheDir(root), `${key}.${job.name.ext}`)
    let data: Buffer
    if (existsSync(cacheFile)) {
      data = readFileSync(cacheFile)
      cached += 1
    } else if (encoding.has(key)) {
      data = await encoding.get(key)!
      cached += 1
    } else {
      const pending = job.encode()
      encoding.set(key, pending)
      data = await pending
      // Written whole or not at all: a build stopped half-way leaves no broken cache entry.
      const partial = `${cacheFile}.${process.pid}.tmp`
      writeFileSync(partial, data)
      renameSync(partial, cacheFile)
      encoded += 1
    }
    const target = path.join(root, 'public', url)
    mkdirSync(path.dirname(target), { recursive: true })
    if (!existsSync(target) || !readFileSync(target).equals(data)) writeFileSync(target, data)
    written.add(target)
    return { url, width: job.width, bytes: data.length }
  }

  async function build(source: Source) {
    const at = source.refs.map((r) => `content/${r.page}:${r.line}:${r.column}`)
    const fail = (reason: string) => {
      source.errors = source.refs.map((ref) =>
        contentError(
          `content/${ref.page}`,
          `image ${ref.src}`,
          `content/${source.file} ${reason}`,
          ref,
        ),
      )
    }
    const data = readFileSync(path.join(root, CONTENT_DIR, source.file))
    const sourceHash = sha256(data)
    const id = sha256(sourceHash, toolchain).slice(0, 10)
    const stem = imageStem(path.posix.basename(source.file))
    const name = (variant: string | undefined, ext: ImageFileName['ext']): ImageFileName => ({
      locale: source.locale,
      stem,
      id,
      variant,
      ext,
    })
    const key = `${source.locale}/${stem}.${id}`
    let image: GeneratedImage

    if (source.file.toLowerCase().endsWith('.svg')) {
      const svg = data.toString('utf8')
      const size = svgSize(svg)
      if ('problem' in size) return fail(size.problem)
      const problems = svgProblems(svg)
      if (problems.length > 0) return fail(problems.join('; '))
      const file = await output(
        { name: name(undefined, 'svg'), width: size.width, encode: async () => data },
        sourceHash,
      )
      image = {
        source: `${CONTENT_DIR}/${source.file}`,
        locale: source.locale,
        kind: 'svg',
        width: size.width,
        height: size.height,
        pixelWidth: size.width,
        pixelHeight: size.height,
        avif: [],
        webp: [],
        fallback: [file],
        fallbackType: 'image/svg+xml',
        full: file,
        offline: [file.url],
        inline: { ...file, type: 'image/svg+xml' },
        usedAt: at,
      }
    } else {
      let meta: Metadata
      try {
        meta = await sharp(data).metadata()
      } catch (error) {
        return fail(`cannot be read as an image (${(error as Error).message})`)
      }
      const { width: pixelWidth, height: pixelHeight } = meta.autoOrient
      const problems = sourceBudgetProblems({
        bytes: data.length,
        width: pixelWidth,
        height: pixelHeight,
      })
      if (problems.length > 0) return fail(`is ${problems.join('; ')}`)
      const jpeg = meta.format === 'jpeg'
      const display = displaySize(pixelWidth, pixelHeight)
      const widths = variantWidths(pixelWidth)
      // Orientation applied, metadata (EXIF, location) dropped: sharp keeps none unless asked.
      const resized = (width: number) =>
        sharp(data, { autoOrient: true }).resize({ width, withoutEnlargement: true })
      const encodeAll = (ext: 'avif' | 'webp' | 'png' | 'jpg') =>
        Promise.all(
          widths.map((width) =>
            output(
              {
                name: name(`${width}w`, ext),
                width,
                encode: () => {
                  const pipeline = resized(width)
                  if (ext === 'avif') return pipeline.avif(encoderSettings.avif).toBuffer()
                  if (ext === 'webp') {
                    // Scaling a screenshot blends its flat colours, which lossless coding pays for.
                    const lossless = !jpeg && width === pixelWidth
                    return pipeline
                      .webp(lossless ? encoderSettings.webpScreenshot : encoderSettings.webpLossy)
                      .toBuffer()
                  }
                  if (ext === 'png') return pipeline.png(encoderSettings.png).toBuffer()
                  return pipeline.jpeg(encoderSettings.jpeg).toBuffer()
                },
              },
              sourceHash,
            ),
          ),
        )
      let avif: ImageFile[], webp: ImageFile[], fallback: ImageFile[], inline: ImageFile
      try {
        avif = await encodeAll('avif')
        webp = await encodeAll('webp')
        fallback = await encodeAll(jpeg ? 'jpg' : 'png')
        const inlineWidth = Math.min(pixelWidth, encoderSettings.inline.width)
        inline = await output(
          {
            name: name('inline', 'webp'),
            width: inlineWidth,
            encode: () => resized(inlineWidth).webp(encoderSettings.inline.webp).toBuffer(),
          },
          sourceHash,
        )
      } catch (error) {
        return fail(`cannot be encoded (${(error as Error).message})`)
      }
      const phone = phoneWidth(widths, display.width)
      const phoneFiles = {
        avif: avif.find((f) => f.width === phone)!,
        webp: webp.find((f) => f.width === phone)!,
      }
      image = {
        source: `${CONTENT_DIR}/${source.file}`,
        locale: source.locale,
        kind: 'raster',
        ...display,
        pixelWidth,
        pixelHeight,
        sizes: sizesOf(display.width),
        avif,
        webp,
        fallback,
        fallbackType: jpeg ? 'image/jpeg' : 'image/png',
        full: fallback.at(-1)!,
        phone: phoneFiles,
        offline: [phoneFiles.avif.url, phoneFiles.webp.url],
        inline: { ...inline, type: 'image/webp' },
        usedAt: at,
      }
    }
    manifest.images[key] = image
    source.key = key
  }

  await inPool([...sources.values()], 2, build)
  // In the order of the references, however the pool finished: a page's refs list its figures in the
  // order the page shows them (the e2e tests and the single files read them so).
  for (const ref of resolved) {
    const key = sources.get(`${ref.locale}\n${ref.file}`)!.key
    if (key) (manifest.refs[ref.page] ??= {})[ref.src] = key
  }
  const errors = [...sources.values()].flatMap((source) => source.errors)

  // Files of images no page uses any more go; the manifest lists what is left.
  const dir = publicDir(root)
  if (existsSync(dir)) {
    for (const rel of walkFiles(dir)) {
      const file = path.join(dir, rel)
      if (!written.has(file)) rmSync(file)
    }
  }
  const sorted: ImageManifest = {
    images: Object.fromEntries(
      Object.entries(manifest.images).sort(([a], [b]) => a.localeCompare(b)),
    ),
    refs: Object.fromEntries(Object.entries(manifest.refs).sort(([a], [b]) => a.localeCompare(b))),
  }
  mkdirSync(path.dirname(path.join(root, IMAGES_MANIFEST)), { recursive: true })
  writeFileSync(path.join(root, IMAGES_MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`)

  const images = Object.values(sorted.images)
  const files = images.flatMap(imageFiles)
  const bytes = files.reduce((n, f) => n + f.bytes, 0)
  return {
    errors,
    summary: `${images.length} images (${sources.size - images.length} failed), ${files.length} files ${bytes} B in public${IMAGES_PATH}/: ${encoded} encoded, ${cached} from the cache`,
  }
}
