// Single-file guides (docs/bot.md, "Single-file guides": which pages get a self-contained HTML file, where it
// lives and what it is called. Shared by the pages (download links, the /files page), the post-build step
// that writes the files (scripts/build/single-files.ts), the budgets and the e2e spec.
import { helpPath } from './source/routes'
import type { Locale } from './i18n/config'
import { devices, PS5_PATH, type Device } from './source/routes'

/** The folder of out/ that holds the files: `files/<locale>/<name>.html` and one zip per locale. */
export const SINGLE_FILES_DIR = 'files'

/**
 * Each single-file guide, gzip: `npm run budgets` fails over it, and the build links a figure online
 * instead of inlining it where the inline copy would not fit (scripts/build/single-files.ts).
 */
export const singleFileBudget = 60 * 1024

/** On a download link: the file's path in out/ (e2e downloads each by it). */
export const SINGLE_FILE_ATTRIBUTE = 'data-single-file'

/** Locale-free path of the page that lists every file of its locale (`/files`, `/en/files`). */
export const SINGLE_FILES_PAGE = '/files'

/** Pages that get a file besides the guides and the platform pages (when they exist). */
export const singleFileExtras = ['/faq', '/install', helpPath()] as const

/** What the rule needs to know of a page (a contentlayer `Doc` has all of it). */
export interface SingleFileSource {
  path: string
  kind: string
  platform?: string
  title: string
}

/** The group of a file on the /files page: a device, or the general pages. */
export type SingleFileGroup = Device | 'general'

/** A page that gets a single file. */
export interface SingleFilePage {
  /** Locale-free path of the page (`/android/happ`). */
  path: string
  /** File name, from the path (`android-happ.html`). */
  name: string
  title: string
  group: SingleFileGroup
  /** An app guide (or the PS5 guide): its page shows the download link. */
  guide: boolean
}

/** `/android/happ` → `android-happ.html`, `/macOS` → `macos.html`: the path's segments, lower-case. */
export function singleFileName(path: string): string {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) throw new Error('single files: the home page has no file')
  const name = segments.join('-').toLowerCase()
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name)) {
    throw new Error(`single files: ${path}: the path does not make a portable file name (${name})`)
  }
  return `${name}.html`
}

/** The file of a page in out/, relative to it: `files/ru/android-happ.html`. */
export const singleFileRel = (locale: Locale, name: string) =>
  `${SINGLE_FILES_DIR}/${locale}/${name}`

/**
 * The site-absolute URL of a file, clean like every page URL (`/files/en/android-happ`; hosts redirect the
 * `.html` address there): links carry `download="<name>"`, so the saved file keeps its `.html` name. Files
 * are not under the locale prefix.
 */
export const singleFileUrl = (locale: Locale, name: string) =>
  `/${singleFileRel(locale, name)}`.replace(/\.html$/, '')

/** The zip of a locale's files, relative to out/ (not `files/<locale>.zip`: that would shadow the folder). */
export const singleFilesZipRel = (locale: Locale) => `${SINGLE_FILES_DIR}/guides-${locale}.zip`

/** Whether a path of out/ (relative) is a single file, which the site's page steps leave alone. */
export const isSingleFile = (rel: string) =>
  /^[^/]+\/[^/]+\/[^/]+\.html$/.test(rel) && rel.startsWith(`${SINGLE_FILES_DIR}/`)

/**
 * The pages of one locale that get a file, in the order of the /files page: each device's platform
 * page and guides, then the FAQ, the device choice and /help. `docs` are the locale's pages; `help`
 * is the title of /help (not a content page), or undefined when the site has none.
 */
export function singleFilePages(
  docs: readonly SingleFileSource[],
  help: string | undefined,
): SingleFilePage[] {
  const pages: SingleFilePage[] = []
  for (const doc of docs) {
    // The PS5 guide is a device's guide without a platform; a platform's page has its `platform`.
    const device: Device | undefined = doc.path === PS5_PATH ? 'ps5' : undefined
    const isPlatform = doc.kind === 'platform'
    const isGuide = doc.kind === 'guide' || (device !== undefined && !isPlatform)
    const extra = (singleFileExtras as readonly string[]).includes(doc.path)
    if (!isGuide && !isPlatform && !extra) continue
    const group = (device ?? doc.platform ?? 'general') as SingleFileGroup
    pages.push({
      path: doc.path,
      name: singleFileName(doc.path),
      title: doc.title,
      group,
      guide: isGuide,
    })
  }
  if (help !== undefined && !pages.some((p) => p.path === helpPath())) {
    pages.push({
      path: helpPath(),
      name: singleFileName(helpPath()),
      title: help,
      group: 'general',
      guide: false,
    })
  }
  const groupOrder: SingleFileGroup[] = [...devices, 'general']
  // Inside a group: the platform page, then the guides by path; the general pages in the listed order.
  const rank = (p: SingleFilePage) =>
    p.group === 'general'
      ? (singleFileExtras as readonly string[]).indexOf(p.path)
      : p.guide
        ? 0
        : -1
  const sorted = pages.sort(
    (a, b) =>
      groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) ||
      rank(a) - rank(b) ||
      a.path.localeCompare(b.path),
  )
  const seen = new Map<string, string>()
  for (const page of sorted) {
    const other = seen.get(page.name)
    if (other) {
      throw new Error(`single files: ${other} and ${page.path} both make ${page.name}`)
    }
    seen.set(page.name, page.path)
  }
  return sorted
}

/** A size in whole KB as the download links show it (rounded up: a 300-byte file is 1 KB). */
export const sizeInKb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024))

/**
 * The text the pages render where a file's size goes; the post-build step replaces it with
 * `sizeInKb` of the file and fails the build when the file does not exist.
 */
export const sizePlaceholder = (rel: string) => `\u2063size:${rel}\u2063`

/** Every placeholder in a text, with the file each names. */
export function findSizePlaceholders(text: string): { placeholder: string; rel: string }[] {
  return [...text.matchAll(/\u2063size:([^\u2063<>"]+)\u2063/g)].map((m) => ({
    placeholder: m[0],
    rel: m[1]!,
  }))
}
