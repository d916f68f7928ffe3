import { LayoutClass, TocAttribute } from '@/lib/markup'
import { media } from '@/lib/design-tokens'

import type { Behaviour } from '../core'
import { measurable } from '../skipped'

/** Where a heading counts as reached: just below the sticky navbar. */
const LINE_PX = 96

/**
 * The heading the reader is in: the last one whose top has passed the line below the navbar (the first
 * one before any has). The browser skips the blocks of a long page until they come near the screen
 * (`content-visibility`), and measuring a heading in a skipped block would lay the block out: such a
 * heading is measured by its block, which is all above or all below the line. Headings are measured in
 * order and no further than the first one below the line: the rest cannot change the answer.
 */
export function activeHeading(headings: readonly Element[], line: number): string | undefined {
  let active = headings[0]?.id
  for (const heading of headings) {
    if (measurable(heading).getBoundingClientRect().top > line) break
    active = heading.id
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
  const current = activeHeading(
    links.flatMap((link) => doc.getElementById(link.getAttribute('href')!.slice(1)) ?? []),
    LINE_PX,
  )
  for (const link of links) {
    link.classList.toggle(LayoutClass.tocActive, link.getAttribute('href') === `#${current}`)
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
    // A block laid out at last takes its real height, and a heading in it its own place. The event does
    // not bubble in Firefox and Safari (it does in Chromium): it is taken in the capture phase.
    { type: 'contentvisibilityautostatechange', capture: true, handle: schedule },
    {
      type: 'click',
      selector: `[${TocAttribute.fold}] a`,
      handle: (_event: Event, link: Element | null) => {
        if (matchMedia(media.mobile).matches) link?.closest('details')?.removeAttribute('open')
      },
    },
  ],
}
