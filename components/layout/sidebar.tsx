import type { SidebarItem } from '@/lib/navigation'

import { AppLink } from '@/components/ui/app-link.client'

export interface SidebarProps {
  items: readonly SidebarItem[]
  /** URL of the current page, highlighted and its category opened. */
  current: string
}

/** `mainSidebar`: categories are `<details>`, so they open and close without JavaScript. */
export function Sidebar({ items, current }: SidebarProps) {
  return (
    <ul className="menu">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <AppLink
              className="menu__link"
              href={item.href}
              aria-current={item.href === current ? 'page' : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        ) : (
          <li key={item.key} className="menu__category-item">
            {item.href ? (
              // The category's own page is a link beside the toggle, never inside it (no nested controls).
              <AppLink
                className="menu__link menu__link--category"
                href={item.href}
                aria-current={item.href === current ? 'page' : undefined}
              >
                {item.label}
              </AppLink>
            ) : null}
            <details
              className={item.href ? 'menu__category menu__category--linked' : 'menu__category'}
              open={item.href === current || item.items.some((l) => l.href === current)}
            >
              {item.href ? (
                <summary aria-label={item.label} />
              ) : (
                <summary>
                  <span className="menu__link menu__link--category">{item.label}</span>
                </summary>
              )}
              <ul>
                {item.items.map((l) => (
                  <li key={l.href}>
                    <AppLink
                      className="menu__link"
                      href={l.href}
                      aria-current={l.href === current ? 'page' : undefined}
                    >
                      {l.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  )
}
