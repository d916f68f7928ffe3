import type { TocItem } from '@/lib/mdx/headings'

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

/**
 * The h2–h3 table of contents beside the page on desktop; the `toc` behaviour
 * (client/behaviours/toc.ts) highlights the section the reader is in.
 */
export function Toc({ items, title }: TocProps) {
  if (items.length === 0) return null
  return (
    <nav className="toc toc--desktop" aria-label={title} data-toc-highlight="">
      <p className="toc__title">{title}</p>
      <TocList items={items} />
    </nav>
  )
}

/**
 * The collapsible "On this page" above the content below 996 px: a `<details>`, so it works without
 * JavaScript; the `toc` behaviour folds it when the reader follows one of its links.
 */
export function TocMobile({ items, title }: TocProps) {
  if (items.length === 0) return null
  return (
    <details className="toc toc--mobile" data-toc-fold="">
      <summary>{title}</summary>
      <TocList items={items} />
    </details>
  )
}
