import type { SidebarLink } from '@/lib/source/navigation'
import { sitePath } from '@/lib/i18n/href'

export interface PagerProps {
  previous?: SidebarLink
  next?: SidebarLink
  labels: { nav: string; previous: string; next: string }
}

/** Previous and next pages in sidebar order. */
export function Pager({ previous, next, labels }: PagerProps) {
  if (!previous && !next) return null
  return (
    <nav className="pager" aria-label={labels.nav}>
      {previous ? (
        <a className="pager__link pager__link--prev" href={sitePath(previous.href)} rel="prev">
          <span className="pager__sub">{labels.previous}</span>
          <span className="pager__label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager__link pager__link--next" href={sitePath(next.href)} rel="next">
          <span className="pager__sub">{labels.next}</span>
          <span className="pager__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  )
}
