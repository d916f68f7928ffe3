// Which file an image reference in an MDX page stands for, and what is wrong with a reference. Used by the
// content check (lib/content-rules.ts), which reports the errors with the page's file, line and column.
import path from 'node:path'

import { contentError } from '../content-errors'
import { locales, type Locale } from '../i18n/config'
import type { MdxImage } from '../mdx/analyse'

import { imageRules, sourceBudgetProblems } from './rules'

/** A reference whose file was found: what the image build encodes for the page's language. */
export interface ResolvedImage {
  /** The page (or knowledge-base entry) file, relative to `content/`: `en/faq.mdx`. */
  page: string
  /** The reference as written: `./faq/device-chooser.png`. */
  src: string
  /** The language of the page, which the image is published and stored offline for. */
  locale: Locale
  /** The image file, relative to `content/`: `ru/faq/device-chooser.en.png`. */
  file: string
  line: number
  column: number
}

/** What the check reads of a file under `content/`: its size in bytes, or undefined when missing. */
export type ImageFileSize = (file: string) => number | undefined

/** The name of a file's language variant: `add-subscription.png` → `add-subscription.en.png`. */
export function localeVariant(file: string, locale: Locale): string {
  const ext = path.posix.extname(file)
  return `${file.slice(0, file.length - ext.length)}.${locale}${ext}`
}

/**
 * The files a relative reference may stand for, in the order they are tried (paths relative to `content/`):
 * beside the page, then beside its twin in each other language (the same path with the other locale's
 * folder); in each folder the page's language variant (`x.en.png`) before the plain file (`x.png`). So a
 * writer keeps one screenshot and its translations together, beside either language's page. Throws with
 * the reason when the reference is not a relative path inside `content/`.
 */
export function imageCandidates(page: string, src: string, locale: Locale): string[] {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) {
    throw new Error('images are files in the repository, beside the page: write ./name.png')
  }
  if (src.startsWith('/')) {
    throw new Error('write the path from the page, not from the site root: ./name.png')
  }
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(page), src))
  if (file.startsWith('../')) throw new Error('the path leaves content/')
  // The language folder of the page: `ru/faq.mdx`, `troubleshooting/ru/slow.mdx`.
  const own = page.split('/').find((s): s is Locale => (locales as readonly string[]).includes(s))
  const at = own ? page.split('/').indexOf(own) : -1
  const segments = file.split('/')
  const folders =
    own && segments[at] === own
      ? [own, ...locales.filter((l) => l !== own)].map((l) =>
          segments.map((s, i) => (i === at ? l : s)).join('/'),
        )
      : [file]
  return [...new Set(folders.flatMap((f) => [localeVariant(f, locale), f]))]
}

/** Whether a reference names a file format the image build takes. */
function supported(src: string): boolean {
  const ext = path.posix.extname(src.split(/[?#]/)[0]!).toLowerCase()
  return (imageRules.extensions as readonly string[]).includes(ext)
}

/**
 * Resolves a page's image references and checks them: a plain, relative `src` of a supported format that
 * names an existing file within the source budget, and a non-empty `alt`. Errors are content error lines
 * (lib/content-errors.ts), `content/<page>:<line>:<column>: <field>: <reason>`.
 */
export function checkImageRefs(
  page: { file: string; locale: Locale },
  images: readonly MdxImage[],
  sizeOf: ImageFileSize,
): { errors: string[]; resolved: ResolvedImage[] } {
  const errors: string[] = []
  const resolved: ResolvedImage[] = []
  const where = `content/${page.file}`
  for (const image of images) {
    const at = { line: image.line, column: image.column }
    const fail = (reason: string) =>
      errors.push(contentError(where, `image ${image.src}`, reason, at))
    if (image.alt === undefined || image.alt.trim() === '') {
      errors.push(
        contentError(
          where,
          'alt',
          `${image.alt === undefined ? 'missing' : 'empty'} for ${image.src ?? 'the image'}: say what the image shows, for readers who cannot see it`,
          { line: image.altLine, column: image.altColumn },
        ),
      )
    }
    if (image.src === undefined) {
      errors.push(
        contentError(where, 'src', 'required, a plain string naming the file ("./name.png")', at),
      )
      continue
    }
    if (!supported(image.src)) {
      fail(
        `not a ${imageRules.extensions.join(', ')} file (PNG or JPEG for screenshots, SVG for diagrams)`,
      )
      continue
    }
    let candidates: string[]
    try {
      candidates = imageCandidates(page.file, image.src, page.locale)
    } catch (error) {
      fail((error as Error).message)
      continue
    }
    const file = candidates.find((c) => sizeOf(c) !== undefined)
    if (!file) {
      fail(`not found (looked for ${candidates.map((c) => `content/${c}`).join(', ')})`)
      continue
    }
    const problems = sourceBudgetProblems({ bytes: sizeOf(file)! })
    for (const problem of problems) fail(`content/${file} is ${problem}`)
    if (problems.length === 0) {
      resolved.push({
        page: page.file,
        src: image.src,
        locale: page.locale,
        file,
        line: image.line,
        column: image.column,
      })
    }
  }
  return { errors, resolved }
}
