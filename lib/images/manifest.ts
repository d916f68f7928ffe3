// What the image build (scripts/build/images.ts, run by the content step) made of the pages' images: one
// record per image and language, and which record each reference of each page stands for. The figure
// component renders from it; the single-file, service-worker and budget steps read it instead of
// re-deriving the files from the HTML.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import type { Locale } from '../i18n/config'

/** Where the image build writes the manifest (git-ignored). */
export const IMAGES_MANIFEST = 'lib/generated/images.json'

/** One generated file. URLs are site-absolute without the base path (`/_assets/img/ru/…`). */
export interface ImageFile {
  url: string
  /** Width in pixels. */
  width: number
  bytes: number
}

/** An image as a page of one language shows it. */
export interface GeneratedImage {
  /** The source file, `content/ru/faq/device-chooser.png`. */
  source: string
  locale: Locale
  /** `svg`: copied as it is; `raster`: encoded at `widths` in AVIF, WebP and the fallback format. */
  kind: 'raster' | 'svg'
  /** The size it is shown at, CSS pixels (the `width` and `height` attributes). */
  width: number
  height: number
  /** The source's size in pixels (after its EXIF orientation). */
  pixelWidth: number
  pixelHeight: number
  /** The `sizes` of its srcsets (raster). */
  sizes?: string
  avif: ImageFile[]
  webp: ImageFile[]
  /** PNG (or JPEG for a JPEG source) at the same widths, for browsers without AVIF and WebP; SVG: itself. */
  fallback: ImageFile[]
  fallbackType: 'image/png' | 'image/jpeg' | 'image/svg+xml'
  /** The file the zoom link opens: the full-size fallback, or the SVG. */
  full: ImageFile
  /** The variants a phone takes (`PHONE` in lib/images/rules.ts), limited by the budgets (raster). */
  phone?: { avif: ImageFile; webp: ImageFile }
  /** What offline mode stores for the language: the phone's AVIF and WebP, or the SVG. */
  offline: string[]
  /** The small copy a single-file guide inlines (WebP), or the SVG. */
  inline: ImageFile & { type: string }
  /** Where pages use it (`content/en/faq.mdx:57:1`). */
  usedAt: string[]
}

export interface ImageManifest {
  /** Records by key (`<locale>/<stem>.<id>`). */
  images: Record<string, GeneratedImage>
  /** The record of each reference: page file (relative to `content/`) → `src` as written → key. */
  refs: Record<string, Record<string, string>>
}

export const emptyImageManifest = (): ImageManifest => ({ images: {}, refs: {} })

let loaded: { mtimeMs: number; manifest: ImageManifest } | undefined

/**
 * The manifest the last content step wrote (an empty one before any content step). Re-read when the file
 * changes, so `npm run dev` shows an image added while it runs.
 */
export function readImageManifest(root = process.cwd()): ImageManifest {
  const file = path.join(root, IMAGES_MANIFEST)
  let mtimeMs: number
  try {
    mtimeMs = statSync(file).mtimeMs
  } catch {
    return emptyImageManifest()
  }
  if (loaded?.mtimeMs !== mtimeMs) {
    loaded = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as ImageManifest }
  }
  return loaded.manifest
}

/** The image a page's reference stands for; throws naming the page and the reference when there is none. */
export function imageFor(manifest: ImageManifest, page: string, src: string): GeneratedImage {
  const key = manifest.refs[page]?.[src]
  const image = key ? manifest.images[key] : undefined
  if (!image) {
    throw new Error(
      `content/${page}: image ${src}: not in ${IMAGES_MANIFEST}; the content step (npm run content) builds the images`,
    )
  }
  return image
}

/** Every file of an image. */
export function imageFiles(image: GeneratedImage): ImageFile[] {
  const all = [...image.avif, ...image.webp, ...image.fallback, image.full, image.inline]
  return [...new Map(all.map((f) => [f.url, f])).values()]
}
