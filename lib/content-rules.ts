import {
  appIds,
  apps,
  matchesFilePattern,
  platforms,
  utcToday,
  type AppId,
  type Platform,
} from './apps'
import { contentFileSize } from './content-files'
import { guideSections } from './guide-sections'
import {
  allHelpPaths,
  problemsFor,
  troubleshootingContext,
  type HelpContext,
  type ProblemMeta,
} from './help'
import { locales, type Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'
import { checkImageRefs, type ImageFileSize, type ResolvedImage } from './images/refs'
import { analyseMdx, type MdxAnalysis } from './mdx/analyse'

/** What the build-time checks need to know of a page. */
export interface CheckedDoc {
  /** Path relative to `content/`, e.g. `ru/android/happ.mdx`. */
  file: string
  /** The whole file, front matter included (for line numbers). */
  source: string
  locale: Locale
  /** Locale-free path, `/` for the landing page. */
  path: string
  url: string
  kind: string
  app?: AppId
  platform?: Platform
  tags: readonly string[]
  unlisted: boolean
  /** Guides: the app version and the day the guide was checked against the app. */
  verified?: { version?: string; date?: string; unconfirmed?: readonly string[] }
}

/** A knowledge-base entry as the checks see it (`content/troubleshooting/<locale>/<id>.mdx`). */
export interface CheckedProblem extends ProblemMeta {
  /** Path relative to `content/`. */
  file: string
  source: string
  locale: Locale
}

export interface CheckResult {
  errors: string[]
  warnings: string[]
  /** Every image reference that names a file within the budget, for the image build. */
  images: ResolvedImage[]
}

/** Public URLs generated besides the MDX pages: the tag index and one page per tag. */
export function tagUrls(docs: readonly CheckedDoc[]): string[] {
  const urls = new Set<string>()
  for (const locale of locales) {
    urls.add(localizedPath(locale, '/tags'))
    for (const doc of docs) {
      if (doc.locale !== locale || doc.unlisted) continue
      for (const tag of doc.tags) urls.add(localizedPath(locale, `/tags/${tag}`))
    }
  }
  return [...urls]
}

/** A version the guide was checked with, or `docs` when only the app's documentation was read. */
export const VERIFIED_VERSION = /^(\d+(\.\d+)*(-[0-9A-Za-z]+(\.[0-9A-Za-z]+)*)?|docs)$/

/** A download file name in inline code (`v2rayNG_<version>_universal.apk`). */
const DOWNLOAD_FILE = /^[^\s`]+\.(?:apk|exe|zip|dmg|msi|msix|pkg|7z)$/i

/**
 * Whether a file name a guide mentions is one the registry lists: `<version>` stands for any text, and a
 * name's tail (guides say "the file ending in `x64-setup.exe`") matches a listed name that ends in it.
 */
export function isListedFile(name: string, patterns: readonly string[]): boolean {
  const glob = name.replace(/<[^>]*>/g, '*')
  return patterns.some((pattern) => {
    if (pattern === glob || (!glob.includes('*') && matchesFilePattern(pattern, glob))) return true
    const before = pattern.length - glob.length
    return before > 0 && pattern.endsWith(glob) && /[*_.-]/.test(pattern[before - 1]!)
  })
}

/** The context of a help page path (`/help/android/happ` → android, happ). */
function helpContextOf(path: string): HelpContext {
  const [, , device, app] = path.split('/')
  return { device, app } as HelpContext
}

/**
 * Checks that a set of pages is complete and consistent; errors name the file, the line and the reason.
 * With `problems`, the knowledge-base entries' links are checked too, and the anchors they add (on the
 * `/help` pages and in guides' troubleshooting sections) may be linked to. `analyse` parses a file (the
 * build passes one that remembers the parses its computed fields already made); `imageSize` reads the size
 * of a file under `content/` that an image reference names.
 */
export function checkContent(
  docs: readonly CheckedDoc[],
  problems: readonly CheckedProblem[] = [],
  analyse: (source: string) => MdxAnalysis = analyseMdx,
  imageSize: ImageFileSize = contentFileSize,
): CheckResult {
  const errors: string[] = []
  const warnings: string[] = []
  const images: ResolvedImage[] = []
  const checkImages = (page: { file: string; locale: Locale }, analysis: MdxAnalysis) => {
    const checked = checkImageRefs(page, analysis.images, imageSize)
    errors.push(...checked.errors)
    images.push(...checked.resolved)
  }

  // Routes and their anchors.
  const anchors = new Map<string, Set<string>>()
  const byUrl = new Map<string, CheckedDoc>()
  const analyses = new Map(docs.map((doc) => [doc, analyse(doc.source)]))
  for (const doc of docs) {
    const other = byUrl.get(doc.url)
    if (other)
      warnings.push(`content/${doc.file}: duplicate route ${doc.url} (also content/${other.file})`)
    byUrl.set(doc.url, doc)
    anchors.set(doc.url, new Set(analyses.get(doc)!.headings.map((h) => h.id)))
  }
  for (const url of tagUrls(docs)) if (!anchors.has(url)) anchors.set(url, new Set())
  for (const locale of locales) {
    const own = problems.filter((p) => p.locale === locale)
    for (const path of allHelpPaths()) {
      const ids = problemsFor(own, helpContextOf(path)).map((p) => p.id)
      anchors.set(localizedPath(locale, path), new Set(ids))
    }
  }
  for (const doc of docs) {
    const ctx = troubleshootingContext(analyses.get(doc)!.components, doc)
    if (!ctx) continue
    const ids = anchors.get(doc.url)!
    const own = problems.filter((p) => p.locale === doc.locale)
    for (const problem of problemsFor(own, ctx)) {
      if (ids.has(problem.id)) {
        errors.push(
          `content/${doc.file}: heading id #${problem.id} is also the id of content/${problem.file}, which the troubleshooting section renders`,
        )
      }
      ids.add(problem.id)
    }
  }

  // Every page has its twin in every other locale.
  const paths = new Map<string, Set<Locale>>()
  for (const doc of docs) {
    const set = paths.get(doc.path) ?? new Set<Locale>()
    set.add(doc.locale)
    paths.set(doc.path, set)
  }
  for (const doc of docs) {
    for (const locale of locales) {
      if (!paths.get(doc.path)?.has(locale)) {
        const twin = `${locale}/${doc.file.split('/').slice(1).join('/')}`
        errors.push(`content/${doc.file}: missing translation: no content/${twin} for ${doc.url}`)
      }
    }
  }

  for (const doc of docs) {
    const where = `content/${doc.file}`
    const analysis = analyses.get(doc)!

    // contentlayer types enums but does not check their values at build time.
    const kinds = ['home', 'doc', 'platform', 'guide', 'legal']
    if (!kinds.includes(doc.kind))
      errors.push(`${where}: kind: "${doc.kind}" is not one of ${kinds.join(', ')}`)
    if (doc.app !== undefined && !appIds.includes(doc.app)) {
      errors.push(`${where}: app: "${doc.app}" is not one of ${appIds.join(', ')}`)
    }
    if (doc.platform !== undefined && !platforms.includes(doc.platform)) {
      errors.push(`${where}: platform: "${doc.platform}" is not one of ${platforms.join(', ')}`)
      continue
    }

    // Guides and platform pages name what they are about.
    if (doc.kind === 'guide') {
      if (!doc.app) errors.push(`${where}: app: required for kind "guide"`)
      if (!doc.platform) errors.push(`${where}: platform: required for kind "guide"`)
      if (doc.app && doc.platform && !apps[doc.app].platforms[doc.platform]) {
        errors.push(
          `${where}: platform: ${apps[doc.app].name} has no "${doc.platform}" build in lib/apps.ts`,
        )
      }
      const verified = doc.verified
      if (!verified) {
        errors.push(
          `${where}: verified: required for kind "guide" (verified: { version: "1.2.3", date: YYYY-MM-DD })`,
        )
      } else {
        const version = verified.version?.trim() ?? ''
        if (!version) errors.push(`${where}: verified.version: required`)
        else if (!VERIFIED_VERSION.test(version)) {
          errors.push(
            `${where}: verified.version: "${version}" is neither a version number (1.2.3, 2.5.0-rc) nor "docs" (checked against the app's documentation only)`,
          )
        }
        const day = verified.date?.slice(0, 10) ?? ''
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
          errors.push(`${where}: verified.date: required, YYYY-MM-DD`)
        } else if (day > utcToday()) {
          errors.push(`${where}: verified.date: ${day} is in the future`)
        }
      }
      const build = doc.app && doc.platform ? apps[doc.app].platforms[doc.platform] : undefined
      if (build) {
        const listed = [...(build.releaseFiles?.value ?? []), ...(build.bundledFiles ?? [])]
        for (const { line, value: name } of analysis.code) {
          if (DOWNLOAD_FILE.test(name) && !isListedFile(name, listed)) {
            errors.push(
              `${where}:${line}: download file \`${name}\` is not in lib/apps.ts ${doc.app}.platforms.${doc.platform}.releaseFiles`,
            )
          }
        }
      }
      const h2 = analysis.headings.filter((h) => h.depth === 2)
      const ids = h2.map((h) => h.id)
      let last = -1
      for (const section of guideSections) {
        const at = ids.indexOf(section.id)
        if (at === -1) {
          errors.push(
            `${where}: missing section "## ${section.title[doc.locale]}" (#${section.id})`,
          )
        } else if (at < last) {
          errors.push(`${where}:${h2[at]!.line}: section #${section.id} is out of order`)
        } else last = at
      }
    }
    if (doc.kind === 'platform' && !doc.platform) {
      errors.push(`${where}: platform: required for kind "platform"`)
    }

    checkLinks(where, doc.locale, doc.url, analysis.links)
    checkImages(doc, analysis)
  }
  for (const problem of problems) {
    const analysis = analyse(problem.source)
    checkLinks(`content/${problem.file}`, problem.locale, undefined, analysis.links)
    checkImages(problem, analysis)
  }
  return { errors, warnings, images }

  /** Internal links point at pages and anchors that exist, in the same language. */
  function checkLinks(
    where: string,
    locale: Locale,
    url: string | undefined,
    links: readonly { line: number; target: string }[],
  ) {
    for (const { line, target } of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
      const [rawPath = '', hash] = target.split('#')
      let path: string
      try {
        if (!rawPath && !url) throw new URIError('a bare #anchor has no page here')
        path = decodeURI(rawPath || url!)
      } catch {
        errors.push(
          `${where}:${line}: broken link ${target}: ${rawPath ? 'malformed percent-encoding' : 'a bare #anchor has no page here'}`,
        )
        continue
      }
      if (!path.startsWith('/')) {
        errors.push(`${where}:${line}: link ${target}: use a path from the site root (/…)`)
        continue
      }
      const ids = anchors.get(path)
      if (!ids) {
        errors.push(`${where}:${line}: broken link ${target}: no page ${path}`)
        continue
      }
      const targetDoc = byUrl.get(path)
      if (targetDoc && targetDoc.locale !== locale) {
        errors.push(`${where}:${line}: link ${target} leads to the ${targetDoc.locale} site`)
      }
      if (hash !== undefined && hash !== '' && !ids.has(decodeURIComponent(hash))) {
        errors.push(`${where}:${line}: broken link ${target}: no heading #${hash} on ${path}`)
      }
    }
  }
}
