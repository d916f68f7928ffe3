// Post-build step: the single-file guides (docs/bot.md, "Single-file guides". From the exported pages in
// out/ (the same render the site serves, never a second copy of the content) it writes, for every page
// that `singleFilePages` lists in every locale, one self-contained `files/<locale>/<name>.html`, one zip
// per locale, and then fills in the file sizes that the pages' download links and the /files page left
// as placeholders. A listed page that was not exported, or a placeholder without its file, fails the
// build.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createTranslator } from 'use-intl/core'

import { walkFiles } from '@/lib/files'
import { DAY_FORMAT, locales, type Locale } from '@/lib/i18n/config'
import { readMessages } from '@/lib/i18n/message-files'
import { localizedPath, stripBasePath } from '@/lib/i18n/paths'
import { imageFiles, readImageManifest, type GeneratedImage } from '@/lib/images/manifest'
import { siteConfig } from '@/lib/site-config'
import { readOutputDocs } from '@/lib/source/output'
import {
  findSizePlaceholders,
  isSingleFile,
  singleFileBudget,
  SINGLE_FILES_DIR,
  singleFilePages,
  singleFileRel,
  singleFilesZipRel,
  sizeInKb,
  type SingleFilePage,
} from '@/lib/single-files'

import type { PostBuild } from './post-build'
import { gzipBytes } from '../lib/gzip'
import { zip } from '../lib/zip'

import { singleFileCss } from './single-file-css'
import { singleFileHtml } from './single-file-html'

/** The pages of a locale that get a file, from the content source's compiled pages (as the pages get them). */
export function singleFilePagesOf(locale: Locale, root = process.cwd()): SingleFilePage[] {
  const docs = readOutputDocs(root).filter((doc) => doc.locale === locale)
  return singleFilePages(docs, readMessages(locale).Help.title)
}

/** The exported HTML file of a public path (`/en/faq` → `en/faq.html`, `/en` → `en.html`). */
export const exportedFile = (publicPath: string) =>
  publicPath === '/' ? 'index.html' : `${publicPath.slice(1)}.html`

const mimeTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
}

/** A site file (`/img/x.svg`, with or without the base path) read from out/. */
function assetReader(out: string) {
  return (sitePath: string) => {
    const base = siteConfig.basePath as string
    const rel = base && sitePath.startsWith(`${base}/`) ? sitePath.slice(base.length) : sitePath
    const file = path.join(out, rel)
    const type = mimeTypes[path.extname(file).toLowerCase()]
    if (!type || !file.startsWith(out + path.sep) || !existsSync(file)) return undefined
    return { data: readFileSync(file), type }
  }
}

/**
 * A figure's small copy (scripts/build/images.ts) by the site path of any file of it, read from out/: what
 * a single file inlines in place of the figure's picture.
 */
function figureCopies(out: string) {
  const byUrl = new Map<string, GeneratedImage>()
  for (const image of Object.values(readImageManifest().images)) {
    for (const file of imageFiles(image)) byUrl.set(file.url, image)
  }
  return (sitePath: string) => {
    const image = byUrl.get(stripBasePath(siteConfig.basePath, sitePath))
    if (!image) return undefined
    return { data: readFileSync(path.join(out, image.inline.url)), type: image.inline.type }
  }
}

/** The day the files are built, as the locale writes it (SOURCE_DATE_EPOCH for reproducible builds). */
function buildDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH)
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()
}

export async function singleFiles({ out }: PostBuild): Promise<string> {
  const dir = path.join(out, SINGLE_FILES_DIR)
  rmSync(dir, { recursive: true, force: true })
  const css = singleFileCss()
  const readAsset = assetReader(out)
  const figureCopy = figureCopies(out)
  const figures = { inline: 0, linked: 0 }
  const built = buildDate()
  const sizes: { rel: string; raw: number; gzip: number }[] = []
  const zips: string[] = []
  for (const locale of locales) {
    const t = createTranslator({ locale, messages: readMessages(locale), namespace: 'SingleFiles' })
    const date = new Intl.DateTimeFormat(locale, DAY_FORMAT).format(built)
    const entries: { name: string; data: Buffer }[] = []
    for (const page of singleFilePagesOf(locale)) {
      const publicPath = localizedPath(locale, page.path)
      const source = path.join(out, exportedFile(publicPath))
      if (!existsSync(source)) {
        throw new Error(`single files: ${page.path} (${locale}) has no exported page ${source}`)
      }
      const pageUrl = `${siteConfig.url}${siteConfig.basePath}${publicPath === '/' ? '' : publicPath}`
      let html: string
      try {
        let made: { inline: number; linked: number }
        ;({ html, figures: made } = singleFileHtml({
          html: readFileSync(source, 'utf8'),
          pageUrl,
          siteUrl: siteConfig.url,
          brand: siteConfig.brandName,
          builtLine: t('built', { date }),
          onlineLine: t('online', { link: '{link}' }),
          css,
          readAsset,
          figureCopy,
          figureNotes: {
            inline: t('imageInline', { link: '{link}' }),
            online: t('imageOnline', { link: '{link}' }),
            fullSize: t('imageFullSize'),
          },
          gzipBudget: singleFileBudget,
        }))
        figures.inline += made.inline
        figures.linked += made.linked
      } catch (error) {
        throw new Error(
          `single files: ${path.relative(process.cwd(), source)}: ${(error as Error).message}`,
        )
      }
      const rel = singleFileRel(locale, page.name)
      mkdirSync(path.dirname(path.join(out, rel)), { recursive: true })
      writeFileSync(path.join(out, rel), html)
      const data = Buffer.from(html)
      entries.push({ name: page.name, data })
      sizes.push({ rel, raw: data.length, gzip: gzipBytes(data) })
    }
    const zipRel = singleFilesZipRel(locale)
    const archive = zip(entries, built)
    writeFileSync(path.join(out, zipRel), archive)
    zips.push(`${zipRel} ${archive.length} B`)
  }
  const filled = fillSizes(out)
  const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  const smallest = sizes.reduce((a, b) => (b.gzip < a.gzip ? b : a))
  return (
    `${sizes.length} files (largest ${largest.rel} ${largest.raw} B / ${largest.gzip} B gzip, ` +
    `smallest ${smallest.rel} ${smallest.raw} B / ${smallest.gzip} B gzip); ` +
    `figures: ${figures.inline} inlined as small copies, ${figures.linked} linked online to fit ${singleFileBudget} B gzip; ${zips.join(', ')}; ` +
    `${filled} sizes filled in`
  )
}

/** Replaces every size placeholder in the site's pages with the size of its file; returns the count. */
export function fillSizes(out: string): number {
  let count = 0
  const missing: string[] = []
  for (const rel of walkFiles(out, (f) => f.endsWith('.html') && !isSingleFile(f))) {
    const file = path.join(out, rel)
    let html = readFileSync(file, 'utf8')
    const found = findSizePlaceholders(html)
    if (found.length === 0) continue
    for (const { placeholder, rel: target } of found) {
      const targetFile = path.join(out, target)
      if (!target.startsWith(`${SINGLE_FILES_DIR}/`) || !existsSync(targetFile)) {
        missing.push(`out/${rel}: a link to ${target}, which the build did not make`)
        continue
      }
      html = html.replaceAll(placeholder, String(sizeInKb(statSync(targetFile).size)))
      count += 1
    }
    writeFileSync(file, html)
  }
  if (missing.length > 0) throw new Error(`single files:\n  ${missing.join('\n  ')}`)
  return count
}
