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
          <li key={item.key}>
            <details
              className="menu__category"
              open={item.href === current || item.items.some((l) => l.href === current)}
            >
              <summary>
                {item.href ? (
                  <AppLink
                    className="menu__link"
                    href={item.href}
                    aria-current={item.href === current ? 'page' : undefined}
                  >
                    {item.label}
                  </AppLink>
                ) : (
                  <span className="menu__link">{item.label}</span>
                )}
              </summary>
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
