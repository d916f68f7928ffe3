import { TocAttribute } from '@/lib/markup'
import { media } from '@/lib/design-tokens'

import type { Behaviour } from '../core'

/** Where a heading counts as reached: just below the sticky navbar. */
const LINE_PX = 96

/** The heading the reader is in: the last one whose top has passed the line below the navbar. */
export function activeHeading(
  tops: readonly { id: string; top: number }[],
  line: number,
): string | undefined {
  let active = tops[0]?.id
  for (const { id, top } of tops) {
    if (top <= line) active = id
    else break
  }
  return active
}

let frame = 0

/** Marks the TOC entry of the section in view. */
export function highlight(doc: Document) {
  frame = 0
  const links = [
    ...doc.querySelectorAll<HTMLAnchorElement>(`[${TocAttribute.highlight}] a[href^="#"]`),
  ]
  const tops = links.flatMap((link) => {
    const heading = doc.getElementById(link.getAttribute('href')!.slice(1))
    return heading ? [{ id: heading.id, top: heading.getBoundingClientRect().top }] : []
  })
  const current = activeHeading(tops, LINE_PX)
  for (const link of links) {
    link.classList.toggle('toc__link--active', link.getAttribute('href') === `#${current}`)
  }
}

/** At most one highlight per frame, however many scroll events arrive. */
const schedule = () => {
  frame ||= requestAnimationFrame(() => highlight(document))
}

/**
 * The table of contents (one element, placed by CSS): on desktop it is open and highlights the section
 * being read; on mobile the "On this page" fold closes once the reader picked a section, so the section
 * is not pushed down by the open list.
 */
export const toc: Behaviour = {
  name: 'toc',
  init: (doc) => {
    frame = 0
    // CSS shows the list on desktop anyway; `open` also tells assistive technology it is expanded.
    if (doc.defaultView?.matchMedia(media.desktop).matches) {
      doc
        .querySelector<HTMLDetailsElement>(`details[${TocAttribute.fold}]`)
        ?.setAttribute('open', '')
    }
  },
  // Reads every heading's position: after the first paint, not in the page's first layout.
  afterPaint: (doc) => {
    if (doc.querySelector(`[${TocAttribute.highlight}]`)) highlight(doc)
  },
  on: [
    { type: 'scroll', handle: schedule },
    { type: 'resize', handle: schedule },
    {
      type: 'click',
      selector: `[${TocAttribute.fold}] a`,
      handle: (_event: Event, link: Element | null) => {
        if (matchMedia(media.mobile).matches) link?.closest('details')?.removeAttribute('open')
      },
    },
  ],
}
