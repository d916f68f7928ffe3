// Loaded on demand by client/behaviours/sidebar.ts when the reader opens a sidebar section whose pages the
// server did not list: few readers do, so its code is not in the page script.
import { documentBasePath, withBasePath } from '@/lib/i18n/paths'
import { LayoutClass, SidebarAttribute } from '@/lib/markup'

/** A section's pages as `/sidebar.json` lists them. */
export type SectionLinks = Record<string, { label: string; href: string }[]>

let sections: Promise<SectionLinks> | undefined

/** The locale's section lists, fetched once per page (the HTTP cache and the worker keep the file). */
export function loadSections(src: string): Promise<SectionLinks> {
  sections ??= fetch(src).then((response) => {
    if (!response.ok) throw new Error(`${src}: ${response.status}`)
    return response.json() as Promise<SectionLinks>
  })
  // A failed fetch is forgotten, so opening the section again tries again.
  sections.catch(() => (sections = undefined))
  return sections
}

/**
 * Fills an opened section with its pages: a section that came empty from the server, or the current one
 * of a long section, which came with a window of its pages around the current one (`data-sidebar-partial`).
 */
export async function fillSection(details: HTMLDetailsElement): Promise<void> {
  const key = details.getAttribute(SidebarAttribute.section)
  const list = details.querySelector('ul')
  const src = details.closest(`[${SidebarAttribute.src}]`)?.getAttribute(SidebarAttribute.src)
  const partial = details.hasAttribute(SidebarAttribute.partial)
  if (!key || !list || !src || (list.childElementCount > 0 && !partial)) return
  const links = (await loadSections(src))[key] ?? []
  const doc = details.ownerDocument
  const current = list.querySelector('a[aria-current="page"]')?.getAttribute('href')
  list.replaceChildren(
    ...links.map(({ label, href }) => {
      const item = doc.createElement('li')
      const link = item.appendChild(doc.createElement('a'))
      link.className = LayoutClass.menuLink
      link.href = withBasePath(documentBasePath(doc), href)
      if (link.getAttribute('href') === current) link.setAttribute('aria-current', 'page')
      link.textContent = label
      return item
    }),
  )
  details.removeAttribute(SidebarAttribute.partial)
}
