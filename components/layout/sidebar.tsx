import { LayoutClass, SidebarAttribute } from '@/lib/markup'
import { sectionWindow, type SidebarCategory, type SidebarItem } from '@/lib/source/navigation'
import { sitePath } from '@/lib/i18n/href'

export interface SidebarProps {
  items: readonly SidebarItem[]
  /** URL of the current page, highlighted and its category opened. */
  current: string
}

const holds = (item: SidebarCategory, url: string) =>
  item.href === url || item.items.some((l) => l.href === url)

function MenuLink({
  href,
  label,
  current,
  category = false,
}: {
  href: string
  label: string
  current: string
  category?: boolean
}) {
  return (
    <a
      className={category ? `${LayoutClass.menuLink} menu__link--category` : LayoutClass.menuLink}
      href={sitePath(href)}
      aria-current={href === current ? 'page' : undefined}
    >
      {label}
    </a>
  )
}

/** A category: its link, and its pages when it holds the current one (a window of them in a long one). */
function SidebarSection({ item, current }: { item: SidebarCategory; current: string }) {
  // Only a section with a link has its pages in /sidebar.json, from which the script lists the rest.
  const shown = item.href
    ? sectionWindow(item.items, current)
    : { items: item.items, partial: false }
  return (
    <li className="menu__category-item">
      {/* The category's own page is a link beside the toggle, never inside it (no nested controls). */}
      {item.href ? (
        <MenuLink href={item.href} label={item.label} current={current} category />
      ) : null}
      <details
        className={item.href ? 'menu__category menu__category--linked' : 'menu__category'}
        open={holds(item, current)}
        {...{
          [SidebarAttribute.section]:
            item.href && (!holds(item, current) || shown.partial) ? item.key : undefined,
          [SidebarAttribute.partial]: shown.partial ? '' : undefined,
        }}
      >
        {item.href ? (
          <summary aria-label={item.label} />
        ) : (
          <summary>
            <span className={`${LayoutClass.menuLink} menu__link--category`}>{item.label}</span>
          </summary>
        )}
        <ul>
          {(!item.href || holds(item, current) ? shown.items : []).map((l) => (
            <li key={l.href}>
              <MenuLink href={l.href} label={l.label} current={current} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  )
}

/**
 * `mainSidebar`: categories are `<details>`, so they open and close without JavaScript. The current
 * section lists its pages; every other section with a page of its own is its link plus a toggle whose
 * pages the page script loads from `/sidebar.json` on first open, so a page's HTML does not grow with
 * the other sections. Without the script the toggle stays hidden and the section's link leads on.
 */
export function Sidebar({ items, current }: SidebarProps) {
  return (
    <ul className="menu">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <MenuLink href={item.href} label={item.label} current={current} />
          </li>
        ) : (
          <SidebarSection key={item.key} item={item} current={current} />
        ),
      )}
    </ul>
  )
}
