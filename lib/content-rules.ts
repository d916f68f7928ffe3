import { apps, matchesFilePattern, type AppId } from './apps'
import { contentError, type ContentErrorAt } from './content-errors'
import { fieldPosition } from './front-matter'
import { guideSections } from './guide-sections'
import { PROBLEMS_DIR, problemsFor, troubleshootingContext } from './help'
import { allHelpContexts, helpPath, helpUrl, type Device } from './source/routes'
import { locales, type Locale } from './i18n/config'
import { localizedPath } from './i18n/paths'
import { appLabels, findLabel, labelsFile } from './labels'
import { SCREEN, screenProblem } from './screens'
import { checkImageRefs, type ImageFileSize, type ResolvedImage } from './images/refs'
import { analyseMdx, emptyAnalysis, LABEL, type MdxAnalysis } from './mdx/analyse'
import { FOR_APP, isMarkName, markProblem } from './mdx/offer'
import { appWords, deviceWords, offeredApps, offersDevice, type Offer } from './offer'
import { siteConfig } from './site-config'
import { isLaunch } from './site-config-check'
import { contentFileSize } from './source/files'
import type { PageFile, ProblemFile } from './source/files'
import { guideRoutes, TAGS_PATH, tagPages } from './source/pages'

export interface CheckResult {
  /** One line each, `file:line:column: subject: reason` (lib/content-errors.ts). */
  errors: string[]
  warnings: string[]
  /** Every image reference that names a file within the budget, for the image build. */
  images: ResolvedImage[]
}

/** Public URLs generated besides the MDX pages: the tag index and one page per tag (`tagPages`). */
export function tagUrls(docs: readonly PageFile[]): string[] {
  return locales.flatMap((locale) => [
    localizedPath(locale, TAGS_PATH),
    ...tagPages(docs, locale).map(({ url }) => url),
  ])
}

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

/** No analysis: the file's MDX did not parse (its own error says so); it is not checked further. */
const UNREAD: MdxAnalysis = emptyAnalysis()

/**
 * Checks that a set of pages is complete and consistent; errors name the file, the line and the reason.
 * With `problems`, the knowledge-base entries' links are checked too, and the anchors they add (on the
 * `/help` pages and in guides' troubleshooting sections) may be linked to. `analyse` parses a file (the
 * build passes one that remembers the parses its computed fields already made); it returns undefined for
 * a file whose MDX does not parse, whose anchors are then taken on trust. `imageSize` reads the size of a
 * file under `content/` that an image reference names. Front matter is the schema's (lib/source/schema.ts),
 * checked before; the pages in `refused` are those whose front matter it refused (read as plain docs, so
 * that links to them and their twins still count), and the checks that depend on it skip them.
 */
export function checkContent(
  docs: readonly PageFile[],
  problems: readonly ProblemFile[] = [],
  analyse: (source: string) => MdxAnalysis | undefined = analyseMdx,
  imageSize: ImageFileSize = contentFileSize,
  switchedOff: readonly PageFile[] = [],
  refused: ReadonlySet<string> = new Set(),
  { config = siteConfig, launch = isLaunch() }: { config?: Offer; launch?: boolean } = {},
): CheckResult {
  const errors: string[] = []
  const warnings: string[] = []
  const images: ResolvedImage[] = []
  const checkImages = (page: { rel: string; locale: Locale }, analysis: MdxAnalysis) => {
    const checked = checkImageRefs(
      { file: page.rel, locale: page.locale },
      analysis.images,
      imageSize,
    )
    errors.push(...checked.errors)
    images.push(...checked.resolved)
  }

  // Routes and their anchors (`undefined`: any anchor, the page's headings are unknown).
  const anchors = new Map<string, Set<string> | undefined>()
  const byUrl = new Map<string, PageFile>()
  const analyses = new Map(docs.map((doc) => [doc, analyse(doc.source)]))
  for (const doc of docs) {
    const other = byUrl.get(doc.url)
    if (other)
      warnings.push(`content/${doc.rel}: duplicate route ${doc.url} (also content/${other.rel})`)
    byUrl.set(doc.url, doc)
    const analysis = analyses.get(doc)
    anchors.set(doc.url, analysis ? new Set(analysis.headings.map((h) => h.id)) : undefined)
  }
  for (const url of tagUrls(docs)) if (!anchors.has(url)) anchors.set(url, new Set())
  for (const locale of locales) {
    const own = problems.filter((p) => p.locale === locale)
    for (const ctx of allHelpContexts(guideRoutes(docs.filter((doc) => doc.locale === locale)))) {
      anchors.set(helpUrl(locale, ctx), new Set(problemsFor(own, ctx).map((p) => p.id)))
    }
  }
  // The URLs of the guides switched off in site.config.ts, and of their /help pages: a link to one fails
  // naming the switch (`isOffered`, lib/source/pages.ts).
  const offUrls = new Map<string, string>()
  const switchReason = (what: string) => `${what} is switched off (apps in site.config.ts)`
  // Links to them, by reason: reported once per switch, with every place (`reportSwitchedOff`).
  const offLinks = new Map<string, { where: string; target: string; at: ContentErrorAt }[]>()
  for (const doc of switchedOff) {
    if (doc.kind !== 'guide') {
      // A platform's page or a device's guide: its device has no app offered (lib/offer.ts).
      const device =
        doc.kind === 'platform' ? doc.platform : 'device' in doc ? doc.device : undefined
      if (!device) continue
      offUrls.set(doc.url, switchReason(`every app for ${device}`))
      const help = localizedPath(doc.locale, helpPath(device))
      if (!anchors.has(help)) offUrls.set(help, switchReason(`every app for ${device}`))
      continue
    }
    if (!doc.app || !doc.platform || !apps[doc.app]) continue
    const name = apps[doc.app].name
    offUrls.set(doc.url, switchReason(`the ${name} guide on ${doc.platform}`))
    const help = localizedPath(doc.locale, helpPath(doc.platform, doc.app))
    if (!anchors.has(help))
      offUrls.set(help, switchReason(`the /help page of ${name} on ${doc.platform}`))
  }
  for (const doc of docs) {
    const analysis = analyses.get(doc)
    const ctx = analysis && troubleshootingContext(analysis.components, doc)
    const ids = anchors.get(doc.url)
    if (!ctx || !ids) continue
    const own = problems.filter((p) => p.locale === doc.locale)
    for (const problem of problemsFor(own, ctx)) {
      if (ids.has(problem.id)) {
        const heading = analysis.headings.find((h) => h.id === problem.id)
        errors.push(
          contentError(
            `content/${doc.rel}`,
            `heading #${problem.id}`,
            `also the id of content/${problem.rel}, which the troubleshooting section renders`,
            heading,
          ),
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
        const twin = `${locale}/${doc.rel.split('/').slice(1).join('/')}`
        errors.push(
          contentError(
            `content/${doc.rel}`,
            'translation',
            `missing: no content/${twin} for ${doc.url}`,
          ),
        )
      }
    }
  }

  for (const doc of docs) {
    const where = `content/${doc.rel}`
    const analysis = analyses.get(doc) ?? UNREAD
    const app = refused.has(doc.rel) ? null : doc.app

    if (doc.kind === 'guide') {
      const build = apps[doc.app].platforms[doc.platform]
      if (build) {
        const listed = [...(build.releaseFiles?.value ?? []), ...(build.bundledFiles ?? [])]
        for (const code of analysis.code) {
          if (DOWNLOAD_FILE.test(code.value) && !isListedFile(code.value, listed)) {
            errors.push(
              contentError(
                where,
                `download file \`${code.value}\``,
                `not in lib/apps.ts ${doc.app}.platforms.${doc.platform}.releaseFiles`,
                code,
              ),
            )
          }
        }
      }
      if (analysis !== UNREAD) checkSections(where, doc.locale, analysis)
    }
    checkLinks(where, doc.locale, doc.url, analysis.links)
    // A page whose front matter was refused has its own error: its app is unknown, not missing.
    if (app !== null) {
      checkLabels(where, app, analysis)
      checkScreens(where, app, analysis)
    }
    checkImages(doc, analysis)
    checkOffer(where, analysis, [
      ['title', doc.title],
      ['description', doc.description],
      ['sidebar_label', doc.sidebar_label],
      // What no source confirmed: a reader opens the list under the guide's "Checked with" line.
      ...(doc.kind === 'guide'
        ? doc.verified.unconfirmed.map((item): [string, string] => ['verified.unconfirmed', item])
        : []),
    ])
  }
  for (const problem of problems) {
    const analysis = analyse(problem.source) ?? UNREAD
    checkLabels(`content/${problem.rel}`, undefined, analysis)
    checkLinks(`content/${problem.rel}`, problem.locale, undefined, analysis.links)
    checkImages(problem, analysis)
    checkOffer(`content/${problem.rel}`, analysis, [['title', problem.title]])
  }
  reportSwitchedOff()
  return { errors, warnings, images }

  /**
   * The marks of passages about one app or device are readable (lib/mdx/offer.ts), and what is left of
   * the page once the passages the provider does not offer are gone (the analysis is of that) names no
   * app and no device the site does not offer: in its text, its front matter, or a component about an
   * app. A warning, so a writer sees it while writing; a launch build fails on it.
   */
  function checkOffer(
    where: string,
    analysis: MdxAnalysis,
    fields: readonly [string, string | undefined][],
  ) {
    for (const used of analysis.components) {
      const marked = isMarkName(used.name) || (used.name === 'Tab' && used.props.app)
      if (!marked || used.props.is !== undefined) continue
      const problem = markProblem(used.name, {
        app: used.props.app,
        platform: used.props.platform,
        not: false,
        count: used.props.one ? 'one' : used.props.many ? 'many' : undefined,
      })
      if (problem)
        errors.push(
          contentError(
            where,
            `<${used.name}> ${problem.split(':')[0]}`,
            problem.slice(problem.indexOf(':') + 2),
            used,
          ),
        )
    }
    const offered = new Set<string>(offeredApps(undefined, config))
    const absent = [
      ...(Object.entries(appWords) as [AppId, readonly string[]][])
        .filter(([app]) => !offered.has(app))
        .map(([app, words]) => ({
          what: `the app ${apps[app].name}`,
          mark: `<ForApp app="${app}">`,
          words,
        })),
      ...(Object.entries(deviceWords) as [Device, readonly string[]][])
        .filter(([device]) => !offersDevice(device, config))
        .map(([device, words]) => ({
          what: `the device ${words[0]}`,
          mark: `<ForPlatform platform="${device}">`,
          words,
        })),
    ]
    if (absent.length === 0) return
    const report = (subject: string, text: string, at?: ContentErrorAt) => {
      for (const { what, mark, words } of absent) {
        const word = words.find((w) => mentions(text, w))
        if (!word) continue
        const line = contentError(
          where,
          subject,
          `names ${what} ("${word}"), which site.config.ts does not offer: mark the passage ${mark} or reword it`,
          at,
        )
        ;(launch ? errors : warnings).push(line)
      }
    }
    for (const [field, value] of fields) if (value) report(field, value)
    for (const text of analysis.text) report('text', text.value, text)
    for (const used of analysis.components) {
      const app = used.props.app as AppId | undefined
      if (app && apps[app] && !offered.has(app) && used.name !== FOR_APP && used.name !== 'Tab')
        (launch ? errors : warnings).push(
          contentError(
            where,
            `<${used.name} app="${app}">`,
            `is about ${apps[app].name}, which site.config.ts does not offer: mark the passage <ForApp app="${app}">`,
            used,
          ),
        )
    }
  }

  /** One error per switch that links lead through, naming every place (`offLinks`). */
  function reportSwitchedOff() {
    for (const [reason, links] of offLinks) {
      const [first, ...rest] = links
      const place = (l: (typeof links)[number]) =>
        `${l.where}:${l.at.line}${l.at.column ? `:${l.at.column}` : ''}`
      const more = rest.length ? `; also linked from ${rest.map(place).join(', ')}` : ''
      errors.push(
        contentError(
          first!.where,
          `link ${first!.target}`,
          `${reason}${more}: mark each passage about it (<ForApp>, <ForPlatform>) or take the link out`,
          first!.at,
        ),
      )
    }
  }

  /** A guide has every section of `guideSections`, in order (a missing one is placed where it belongs). */
  function checkSections(where: string, locale: Locale, analysis: MdxAnalysis) {
    const h2 = analysis.headings.filter((h) => h.depth === 2)
    const ids = h2.map((h) => h.id)
    let last = -1
    guideSections.forEach((section, i) => {
      const at = ids.indexOf(section.id)
      if (at === -1) {
        // Point at the next section the guide has: the missing one goes before it.
        const next = guideSections
          .slice(i + 1)
          .map((s) => h2.find((h) => h.id === s.id))
          .find(Boolean)
        errors.push(
          contentError(
            where,
            `section #${section.id}`,
            `missing: add "## ${section.title[locale]}"${next ? ' before this heading' : ''}`,
            next,
          ),
        )
      } else if (at < last) {
        errors.push(contentError(where, `section #${section.id}`, 'out of order', h2[at]))
      } else last = at
    })
  }

  /** Every `<Screen>` names an app, a screen of its registry (lib/screens/) and controls of that screen. */
  function checkScreens(where: string, pageApp: AppId | undefined, analysis: MdxAnalysis) {
    for (const used of analysis.components) {
      if (used.name !== SCREEN) continue
      const app = used.props.app ?? pageApp
      const problem = app
        ? screenProblem(app, used.props.screen, used.props.mark)
        : 'app: required outside a guide (app="v2rayng")'
      if (problem)
        errors.push(
          contentError(
            where,
            `<Screen> ${problem.split(':')[0]}`,
            problem.slice(problem.indexOf(':') + 2),
            used,
          ),
        )
    }
  }

  /** Every `<Label>` names a label of the registry (lib/labels/), of the page's app unless it says `app`. */
  function checkLabels(where: string, pageApp: AppId | undefined, analysis: MdxAnalysis) {
    for (const used of analysis.components) {
      if (used.name !== LABEL) continue
      const fail = (field: string, reason: string) =>
        errors.push(contentError(where, field, reason, used))
      const app = (used.props.app ?? pageApp) as AppId | undefined
      if (!app) {
        fail('Label app', 'required outside a guide (app="v2rayn")')
        continue
      }
      if (!apps[app]) {
        fail('Label app', `"${app}" is not an app of lib/apps.ts`)
        continue
      }
      if (!appLabels[app]) {
        fail('Label app', `${apps[app].name} has no labels yet: add ${labelsFile(app)}`)
        continue
      }
      const id = used.props.id
      if (!id) fail('Label id', 'required (<Label id="subscription.menu" />)')
      else if (!findLabel(app, id))
        fail('Label id', `"${id}" is not a label of ${app} in ${labelsFile(app)}`)
    }
  }

  /** Internal links point at pages and anchors that exist, in the same language. */
  function checkLinks(
    where: string,
    locale: Locale,
    url: string | undefined,
    links: readonly ({ target: string } & ContentErrorAt)[],
  ) {
    for (const link of links) {
      const { target } = link
      const fail = (reason: string) =>
        errors.push(contentError(where, `link ${target}`, reason, link))
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
      const [rawPath = '', hash] = target.split('#')
      let path: string
      try {
        if (!rawPath && !url) throw new URIError('a bare #anchor has no page here')
        path = decodeURI(rawPath || url!)
      } catch {
        fail(rawPath ? 'malformed percent-encoding' : 'a bare #anchor has no page here')
        continue
      }
      if (!path.startsWith('/')) {
        fail('use a path from the site root (/…)')
        continue
      }
      if (!anchors.has(path)) {
        const off = offUrls.get(path)
        if (off) offLinks.set(off, [...(offLinks.get(off) ?? []), { where, target, at: link }])
        else fail(`no page ${path}`)
        continue
      }
      const targetDoc = byUrl.get(path)
      if (targetDoc && targetDoc.locale !== locale) {
        fail(`leads to the ${targetDoc.locale} site`)
      }
      const ids = anchors.get(path)
      if (ids && hash !== undefined && hash !== '' && !ids.has(decodeURIComponent(hash))) {
        fail(`no heading #${hash} on ${path}`)
      }
    }
  }
}

/**
 * Whether `text` names `word` as a word of its own: not inside a longer word or name ("v2rayN" is not in
 * "v2rayNG", "Mac" not in "Macintosh"). Case counts: "mac" in a file name is not the Mac.
 */
export function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)
}

/** An entry id: kebab-case. */
export const PROBLEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Checks the whole knowledge base: the same ids in every locale, and the same code, platforms and apps
 * in both twins; codes unique within a locale. The entries in `refused` (paths inside `content/`) are
 * those whose front matter the schema refused (its errors say why): they count as twins, and the checks
 * of their fields skip them.
 */
export function checkProblems(
  entries: readonly ProblemFile[],
  locales: readonly Locale[],
  refused: ReadonlySet<string> = new Set(),
): string[] {
  const errors: string[] = []
  const read = (entry: ProblemFile) => !refused.has(entry.rel)
  const byId = new Map<string, Map<Locale, ProblemFile>>()
  for (const entry of entries) {
    if (!PROBLEM_ID.test(entry.id)) {
      errors.push(
        contentError(`content/${entry.rel}`, 'id', `the file name "${entry.id}" is not kebab-case`),
      )
    }
    const twins = byId.get(entry.id) ?? new Map<Locale, ProblemFile>()
    twins.set(entry.locale, entry)
    byId.set(entry.id, twins)
  }
  for (const [id, twins] of byId) {
    const first = [...twins.values()][0]!
    for (const locale of locales) {
      const twin = twins.get(locale)
      if (!twin) {
        errors.push(
          contentError(
            `content/${first.rel}`,
            'translation',
            `missing: no content/${PROBLEMS_DIR}/${locale}/${id}.mdx`,
          ),
        )
        continue
      }
      if (!read(twin) || !read(first)) continue
      for (const field of ['code', 'platforms', 'apps'] as const) {
        if (JSON.stringify(twin[field]) !== JSON.stringify(first[field])) {
          errors.push(
            contentError(
              `content/${twin.rel}`,
              field,
              `differs from content/${first.rel} (twins share it)`,
              fieldPosition(twin.source, field),
            ),
          )
        }
      }
    }
  }
  for (const locale of locales) {
    const seen = new Map<string, string>()
    for (const entry of entries.filter((e) => e.locale === locale && read(e))) {
      const other = seen.get(entry.code)
      if (other) {
        errors.push(
          contentError(
            `content/${entry.rel}`,
            'code',
            `"${entry.code}" is also used by ${other}`,
            fieldPosition(entry.source, 'code'),
          ),
        )
      }
      seen.set(entry.code, `content/${entry.rel}`)
    }
  }
  return errors
}
