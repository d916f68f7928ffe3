import type { TocItem } from '@/lib/mdx/headings'

import { TocHighlight } from './toc-highlight.client'

export interface TocProps {
  items: readonly TocItem[]
  title: string
}

function TocList({ items }: { items: readonly TocItem[] }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li
          key={item.id}
          className={item.depth === 3 ? 'toc__item toc__item--nested' : 'toc__item'}
        >
          <a href={`#${item.id}`} className="toc__link">
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The h2–h3 table of contents beside the page on desktop. */
export function Toc({ items, title }: TocProps) {
  if (items.length === 0) return null
  return (
    <nav className="toc toc--desktop" aria-label={title}>
      <p className="toc__title">{title}</p>
      <TocList items={items} />
      <TocHighlight ids={items.map((i) => i.id)} />
    </nav>
  )
}

/** The collapsible "On this page" above the content below 996 px. */
export function TocMobile({ items, title }: TocProps) {
  if (items.length === 0) return null
  return (
    <details className="toc toc--mobile">
      <summary>{title}</summary>
      <TocList items={items} />
    </details>
  )
}
