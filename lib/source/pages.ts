/**
 * The rules about pages that every view of the content shares, written once over the few fields they
 * need: which pages are listed, which tag pages exist, which guide a platform and an app lead to, which
 * pages search covers. The compiled view (`@/lib/source`, contentlayer's output) and the raw view
 * (`@/lib/source/files`, the MDX files before the content step) both pass their pages through them, and
 * so does the content check (lib/content-rules.ts). Plain functions: no files, no React.
 */
import type { Platform } from '../apps'
import type { Locale } from '../i18n/config'
import { localizedPath } from '../i18n/paths'
import { offersDevice } from '../offer'
import { offers, type SiteConfig } from '../site-config'

import type { Device, GuideRoutes } from './routes'
import type { Page } from './schema'

/**
 * Whether the provider offers the page: every page but the guide of an app or a platform switched off in
 * `apps` of site.config.ts. The one filter of the app switch: a page not offered is not a page of the
 * site at all. The content step leaves its file out (contentlayer.config.ts), so the compiled view never
 * has it, and the raw view drops it (`readContentFiles`, ./files.ts); so no route, card, search entry,
 * `/help` page, single file, precache or sitemap entry is made from it, and the content check fails a
 * link to it naming the switch (lib/content-rules.ts).
 */
export function isOffered(
  page: Pick<Page, 'kind' | 'app' | 'platform'> & { device?: Device },
  config?: Pick<SiteConfig, 'apps'>,
): boolean {
  if (page.kind === 'guide' && page.app && page.platform)
    return offers(page.app, page.platform, config)
  // A platform's page, and a page about a device (the PS5 guide), go with the device's last app.
  const device = page.kind === 'platform' ? page.platform : page.device
  return device ? offersDevice(device, config) : true
}

/**
 * Whether a page is listed: in the sidebar, on tag pages and `<GuideIndex />`, in the sitemap and search.
 * An unlisted page builds and opens (contentlayer.config.ts, `unlisted`).
 */
export const isListed = (page: Pick<Page, 'unlisted'>): boolean => !page.unlisted

/** The listed pages of a locale, in the given order. */
export function listedPages<T extends Pick<Page, 'locale' | 'unlisted'>>(
  pages: readonly T[],
  locale: Locale,
): T[] {
  return pages.filter((page) => page.locale === locale && isListed(page))
}

/** Whether a locale's search covers the page: every listed page but the home page. */
export const isSearched = (page: Pick<Page, 'unlisted' | 'kind'>): boolean =>
  isListed(page) && page.kind !== 'home'

/** The tag index's locale-free path. */
export const TAGS_PATH = '/tags'

/** A tag page's locale-free path (`/tags/<tag>`). */
export const tagPath = (tag: string): string => `${TAGS_PATH}/${tag}`

/** What the tag rules read of a page. */
type Tagged = Pick<Page, 'locale' | 'unlisted' | 'tags'>

/** One tag of a locale: its page's public URL and the listed pages that carry it. */
export interface TagPage<T> {
  tag: string
  url: string
  pages: T[]
}

/**
 * The tags of a locale's listed pages, with their pages, sorted by name: each has a page. A tag that only
 * unlisted pages carry has none.
 */
export function tagPages<T extends Tagged>(pages: readonly T[], locale: Locale): TagPage<T>[] {
  const byTag = new Map<string, T[]>()
  for (const page of listedPages(pages, locale)) {
    for (const tag of page.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), page])
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, tagged]) => ({ tag, url: localizedPath(locale, tagPath(tag)), pages: tagged }))
}

/**
 * Every locale-free path a locale publishes: its pages (unlisted ones too), the tag index and each tag
 * page.
 */
export function publishedPaths(
  pages: readonly (Tagged & Pick<Page, 'path'>)[],
  locale: Locale,
): string[] {
  return [
    ...pages.filter((page) => page.locale === locale).map((page) => page.path),
    TAGS_PATH,
    ...tagPages(pages, locale).map(({ tag }) => tagPath(tag)),
  ]
}

type Ordered = Pick<Page, 'path' | 'sidebar_position'>
/** What the guide and platform routes read of a page. */
type Routed = Ordered & Pick<Page, 'kind' | 'app' | 'platform'>

/** A page's place in its sidebar category: `sidebar_position`, pages without one last. */
export const sidebarPosition = (page: Pick<Page, 'sidebar_position'>): number =>
  page.sidebar_position ?? Number.MAX_SAFE_INTEGER

/**
 * The order of pages in the sidebar, and the site's one tie-break: `sidebar_position`, then the path
 * (code-unit order; the same in every locale, so twins sort alike where titles would not). The sidebar
 * (./navigation.ts) and `guideRoutes` (the first guide in the sidebar) both sort with it.
 */
export const sidebarOrder = (a: Ordered, b: Ordered): number =>
  sidebarPosition(a) - sidebarPosition(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/**
 * The guide of each platform and app, from the guides' front matter (`kind: guide` with `app` and
 * `platform`), unlisted guides included; the paths are the files' (case-sensitive, `/android/v2rayNG`).
 * Where a platform has more than one guide for an app (Happ on Android and on Android TV), the app's
 * guide there is the first in the sidebar (`sidebarOrder`). Twins share a path and a position, so pass
 * one locale's pages.
 */
export function guideRoutes(pages: readonly Routed[]): GuideRoutes {
  const routes: GuideRoutes = {}
  for (const page of [...pages].sort(sidebarOrder)) {
    if (page.kind !== 'guide' || !page.app || !page.platform) continue
    const byApp = (routes[page.platform] ??= {})
    byApp[page.app] ??= page.path
  }
  return routes
}

/** Locale-free path of each platform's page (`kind: platform`), as the file spells it (`/macOS`). */
export type PlatformRoutes = Partial<Record<Platform, string>>

/** The page of each platform, from the pages' front matter; the first in the sidebar if two claim one. */
export function platformRoutes(pages: readonly Routed[]): PlatformRoutes {
  const routes: PlatformRoutes = {}
  for (const page of [...pages].sort(sidebarOrder)) {
    if (page.kind === 'platform' && page.platform) routes[page.platform] ??= page.path
  }
  return routes
}

/** Locale-free paths of every guide in a table of guide routes. */
export const guidePathsOf = (routes: GuideRoutes): string[] =>
  Object.values(routes).flatMap((byApp) => Object.values(byApp ?? {}))
