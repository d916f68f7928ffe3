/**
 * The page tree of a locale, from the content source: the sidebar (and so prev/next and breadcrumbs),
 * the params of the catch-all and `/help` routes, what a path of them is (a page, the tag index, a tag
 * page, a `/help` context) and the guide a `/help` page leads to. Routes and components receive these;
 * they do not work them out.
 */
import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { AppId } from '../apps'
import { tocWithProblems } from '../help'
import type { Locale } from '../i18n/config'
import type { TocItem } from '../mdx/headings'
import { offeredDevices } from '../offer'

import { buildSidebar, type SidebarItem } from './navigation'
import {
  helpAppsFor,
  isDevice,
  isPlatform,
  PS5_PATH,
  type Device,
  type HelpContext,
} from './routes'

import {
  getAllPaths,
  getDoc,
  getGuideRoutes,
  getProblems,
  getTags,
  perLocalePages,
  slugToPath,
  type Doc,
} from '.'
import { TAGS_PATH, tagPath } from './pages'

/** The sidebar of a locale (`buildSidebar`), built once per locale and not per page. */
export const getSidebar: (locale: Locale) => Promise<SidebarItem[]> = perLocalePages(
  async (docs, locale) => {
    const t = await getTranslations({ locale, namespace: 'Sidebar' })
    return buildSidebar(docs, { legal: t('legal') })
  },
)

/** The params of a locale's catch-all route (`[[...slug]]`). */
export interface DocRouteParams {
  slug?: string[]
}

/** Static params of a locale's catch-all route: every page, the tag index and every tag page. */
export function docStaticParams(locale: Locale): { slug: string[] }[] {
  return getAllPaths(locale).map((path) => ({ slug: path.split('/').filter(Boolean) }))
}

/** What a path of the catch-all route shows, with its locale-free path. */
export type ResolvedPage = { path: string } & (
  { kind: 'doc'; doc: Doc } | { kind: 'tags' } | { kind: 'tag'; tag: string; docs: Doc[] }
)

/** What the catch-all route's `slug` shows, or undefined when nothing is there (a 404). */
export function resolvePage(locale: Locale, slug: string[] | undefined): ResolvedPage | undefined {
  const path = slugToPath(slug)
  const doc = getDoc(locale, path)
  if (doc) return { kind: 'doc', doc, path: doc.path }
  if (path === TAGS_PATH) return { kind: 'tags', path: TAGS_PATH }
  const tag = getTags(locale).find((t) => tagPath(t.tag) === path)
  if (tag) return { kind: 'tag', tag: tag.tag, docs: tag.pages, path: tagPath(tag.tag) }
  return undefined
}

/**
 * A page's table of contents: its h2 and h3 headings and, after its troubleshooting section's h2, the
 * entries its `<Troubleshooting />` renders (they are not in the MDX).
 */
export function pageToc(locale: Locale, doc: Doc): TocItem[] {
  return doc.helpContext ? tocWithProblems(doc.toc, getProblems(locale, doc.helpContext)) : doc.toc
}

/** Route params of `/help/[device]` and `/help/[device]/[app]`. */
export interface HelpRouteParams {
  device?: string
  app?: string
}

/** Static params of `/help/[device]`: every device the site serves. */
export function helpDeviceParams(): { device: string }[] {
  return offeredDevices().map((device) => ({ device }))
}

/** Apps that have a guide on a device, in registry order (`helpAppsFor` over the content's guides). */
export const helpApps = (device: Device): AppId[] => helpAppsFor(device, getGuideRoutes())

/** Static params of `/help/[device]/[app]`: each device with every app that has a guide for it. */
export function helpAppParams(): { device: string; app: string }[] {
  return offeredDevices().flatMap((device) => helpApps(device).map((app) => ({ device, app })))
}

/** The guide a `/help` context leads to: the PS5 guide, or the guide of the platform and app. */
export function helpGuide(locale: Locale, ctx: HelpContext): Doc | undefined {
  if (!ctx.device) return undefined
  const path =
    ctx.device === 'ps5'
      ? PS5_PATH
      : ctx.app && isPlatform(ctx.device)
        ? getGuideRoutes()[ctx.device]?.[ctx.app]
        : undefined
  return path ? getDoc(locale, path) : undefined
}

/** The context of a `/help` route's params, or undefined for a pair that has no page (a 404). */
export function resolveHelp(params: HelpRouteParams): HelpContext | undefined {
  if (params.device === undefined) return {}
  if (!isDevice(params.device)) return undefined
  const device = params.device
  if (params.app === undefined) return { device }
  const app = helpApps(device).find((a) => a === params.app)
  return app && { device, app }
}
