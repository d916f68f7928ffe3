import { platforms } from '../apps'
import { isListed, sidebarOrder, sidebarPosition as position } from './pages'
import type { Page } from './schema'

export interface SidebarLink {
  type: 'link'
  label: string
  href: string
}

export interface SidebarCategory {
  type: 'category'
  /** Stable key for the category (`android`, `legal`). */
  key: string
  label: string
  /** The category's own page (a platform page), if it has one. */
  href?: string
  items: SidebarLink[]
}

export type SidebarItem = SidebarLink | SidebarCategory

const link = (doc: Page): SidebarLink => ({
  type: 'link',
  label: doc.sidebar_label ?? doc.title,
  href: doc.url,
})

/** The folder of a page below the top level (`/guides/ps5` → `guides`), or undefined. */
const folderOf = (doc: Page) => {
  const segments = doc.path.split('/').filter(Boolean)
  return segments.length > 1 ? segments[0] : undefined
}

/**
 * `mainSidebar`, derived from front matter: top-level docs, one category per folder of docs (its own page,
 * `<folder>/index.mdx`, is the category link; without one the folder's first page is), one category per
 * platform (its page is the category link, its guides the items) and the legal documents last. Home and
 * unlisted pages are left out. Every category's pages ship once per locale (`sidebarSections`), so a page's
 * HTML does not grow with the pages of other sections.
 */
export function buildSidebar(docs: readonly Page[], labels: { legal: string }): SidebarItem[] {
  const listed = docs.filter((d) => isListed(d) && d.kind !== 'home')
  const top: { at: number; item: SidebarItem }[] = []

  const docPages = listed.filter((d) => d.kind === 'doc')
  const folders = new Map<string, Page[]>()
  for (const doc of docPages) {
    const folder = folderOf(doc)
    if (!folder) continue
    if ((platforms as readonly string[]).includes(folder) || folder === 'legal') {
      throw new Error(
        `${doc.path}: kind "doc" in the folder of the ${folder} category; give it that category's kind`,
      )
    }
    const pages = folders.get(folder)
    if (pages) pages.push(doc)
    else folders.set(folder, [doc])
  }
  for (const doc of docPages) {
    if (folderOf(doc) || folders.has(doc.path.slice(1))) continue
    top.push({ at: position(doc), item: link(doc) })
  }
  for (const [folder, pages] of folders) {
    const sorted = [...pages].sort(sidebarOrder)
    const page = docPages.find((d) => d.path === `/${folder}`) ?? sorted[0]!
    const items = sorted.filter((d) => d !== page)
    top.push({
      at: Math.min(position(page), ...items.map(position)),
      item: {
        type: 'category',
        key: folder,
        label: page.path === `/${folder}` ? (page.sidebar_label ?? page.title) : folder,
        href: page.url,
        items: items.map(link),
      },
    })
  }

  for (const platform of platforms) {
    const page = listed.find((d) => d.kind === 'platform' && d.platform === platform)
    const guides = listed
      .filter((d) => d.kind === 'guide' && d.platform === platform)
      .sort(sidebarOrder)
    if (!page && guides.length === 0) continue
    top.push({
      at: page ? position(page) : Number.MAX_SAFE_INTEGER,
      item: {
        type: 'category',
        key: platform,
        label: page ? (page.sidebar_label ?? page.title) : platform,
        href: page?.url,
        items: guides.map(link),
      },
    })
  }

  const legal = listed.filter((d) => d.kind === 'legal').sort(sidebarOrder)
  if (legal.length > 0) {
    top.push({
      at: Math.min(...legal.map(position)),
      item: { type: 'category', key: 'legal', label: labels.legal, items: legal.map(link) },
    })
  }
  return top.sort((a, b) => a.at - b.at).map((t) => t.item)
}

/** Sidebar links in reading order: a category's own page comes before its items. */
export function flattenSidebar(sidebar: readonly SidebarItem[]): SidebarLink[] {
  return sidebar.flatMap((item) =>
    item.type === 'link'
      ? [item]
      : [
          ...(item.href ? [{ type: 'link' as const, label: item.label, href: item.href }] : []),
          ...item.items,
        ],
  )
}

/** Previous and next pages in sidebar order. */
export function getPager(
  sidebar: readonly SidebarItem[],
  href: string,
): { previous?: SidebarLink; next?: SidebarLink } {
  const flat = flattenSidebar(sidebar)
  const index = flat.findIndex((l) => l.href === href)
  if (index === -1) return {}
  return { previous: flat[index - 1], next: flat[index + 1] }
}

/** The sidebar category that holds a page (to open it and to build breadcrumbs). */
export function findCategory(
  sidebar: readonly SidebarItem[],
  href: string,
): SidebarCategory | undefined {
  return sidebar.find(
    (item): item is SidebarCategory =>
      item.type === 'category' && (item.href === href || item.items.some((l) => l.href === href)),
  )
}

/** Pages a long section lists on each side of the current one in a page's HTML. */
export const SECTION_WINDOW = 15

/**
 * The pages of the current section that a page's HTML lists: all of them, or, in a section longer than
 * the window, the current page and its `SECTION_WINDOW` neighbours on each side (`partial`): the page
 * script then lists the rest from `/sidebar.json`. So no page grows with the size of its own section.
 */
export function sectionWindow(
  items: readonly SidebarLink[],
  current: string,
): { items: readonly SidebarLink[]; partial: boolean } {
  if (items.length <= 2 * SECTION_WINDOW + 1) return { items, partial: false }
  const at = Math.max(
    0,
    items.findIndex((l) => l.href === current),
  )
  const from = Math.min(Math.max(0, at - SECTION_WINDOW), items.length - (2 * SECTION_WINDOW + 1))
  return { items: items.slice(from, from + 2 * SECTION_WINDOW + 1), partial: true }
}

/** A section's pages, shipped once per locale (`/sidebar.json`) for the sidebar's other sections. */
export type SidebarSections = Record<string, SidebarLink[]>

/** The pages of every category that has a page of its own, by category key. */
export function sidebarSections(sidebar: readonly SidebarItem[]): SidebarSections {
  return Object.fromEntries(
    sidebar
      .filter((item): item is SidebarCategory => item.type === 'category' && !!item.href)
      .map((item) => [item.key, item.items]),
  )
}
