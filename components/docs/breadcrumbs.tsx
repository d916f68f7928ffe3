import { sitePath } from '@/lib/i18n/href'

export interface Crumb {
  label: string
  href?: string
}

export interface BreadcrumbsProps {
  items: readonly Crumb[]
  label: string
}

/** Home › category › page; the last crumb is the current page. */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`}>
              {item.href && !last ? (
                <a href={sitePath(item.href)}>{item.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
