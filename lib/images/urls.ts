// The addresses of the images the build makes of writers' screenshots (scripts/build/images.ts). One module
// for the image build, the pages, the offline precache split and the service worker, which is why it imports
// nothing but two constant modules: it is bundled into sw.js.
import { ASSETS_DIR } from '../assets-dir'
import { locales, type Locale } from '../i18n/config'

/**
 * Where generated images are published: `/_assets/img/<locale>/`. Under `/_assets/`, so hosts serve them
 * immutable for a year (their names change with their content); one folder per language, so offline mode
 * stores a language's images with its pages (lib/pwa/precache.ts).
 */
export const IMAGES_PATH = `/${ASSETS_DIR}/img`

/**
 * One generated file: `<stem>.<id>.<variant>.<ext>`, or `<stem>.<id>.<ext>` for an SVG copied as it is.
 * `id` is a hash of the source file and of the encoder settings: a changed screenshot or setting gets a
 * new name, so a cached copy is never stale.
 */
export interface ImageFileName {
  locale: Locale
  /** The source's file name without its extension, in URL-safe characters. */
  stem: string
  /** 10 hex digits. */
  id: string
  /** `<width>w` for a width of a raster image, `inline` for the single-file copy, none for an SVG. */
  variant?: string
  ext: 'avif' | 'webp' | 'png' | 'jpg' | 'svg'
}

/** A source file name (`Add subscription.en.png`) as a URL-safe stem (`add-subscription-en`). */
export function imageStem(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '')
  return (
    base
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image'
  )
}

/** The site-absolute URL (without the base path) of a generated file. */
export function imageUrl({ locale, stem, id, variant, ext }: ImageFileName): string {
  return `${IMAGES_PATH}/${locale}/${stem}.${id}${variant ? `.${variant}` : ''}.${ext}`
}

const FILE = /^([a-z0-9-]+)\.([0-9a-f]{10})(?:\.(\d+w|inline))?\.(avif|webp|png|jpg|svg)$/

/** The parts of a generated image's URL path (base path removed), or undefined for any other path. */
export function parseImageUrl(pathname: string): ImageFileName | undefined {
  if (!pathname.startsWith(`${IMAGES_PATH}/`)) return undefined
  const [locale, name, ...rest] = pathname.slice(IMAGES_PATH.length + 1).split('/')
  if (rest.length > 0 || !(locales as readonly string[]).includes(locale ?? '')) return undefined
  const match = FILE.exec(name ?? '')
  if (!match) return undefined
  return {
    locale: locale as Locale,
    stem: match[1]!,
    id: match[2]!,
    variant: match[3],
    ext: match[4] as ImageFileName['ext'],
  }
}

/** Whether two generated files are versions of one image (another width or format of it). */
export function sameImage(a: ImageFileName, b: ImageFileName): boolean {
  return a.locale === b.locale && a.stem === b.stem && a.id === b.id
}
