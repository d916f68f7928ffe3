import { TocAttribute } from '@/lib/markup'
import type { TocItem } from '@/lib/mdx/headings'

export interface TocProps {
  items: readonly TocItem[]
  title: string
}

/**
 * The h2–h3 table of contents, rendered once and placed by CSS (toc.css): below 996 px a collapsible
 * "On this page" above the content (a `<details>`, so it works without JavaScript), wider a sticky list
 * in the column beside the article. The `toc` behaviour (client/behaviours/toc.ts) opens it on desktop,
 * highlights the section the reader is in and, on mobile, folds it when the reader follows a link.
 */
export function Toc({ items, title }: TocProps) {
  if (items.length === 0) return null
  return (
    <nav className="toc" aria-label={title} {...{ [TocAttribute.highlight]: '' }}>
      <details className="toc__fold" {...{ [TocAttribute.fold]: '' }}>
        <summary className="toc__title">{title}</summary>
        <ul className="toc__list">
          {/* Items and links are styled through the list (toc.css): no class on each of them. */}
          {items.map((item) => (
            <li key={item.id} className={item.depth === 3 ? 'toc__nested' : undefined}>
              <a href={`#${item.id}`}>{item.title}</a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}
