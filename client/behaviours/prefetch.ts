import { shouldSkipPrefetch, type ConnectionInfo } from '@/lib/connection'

import type { Behaviour } from '../core'
import { pageLink } from '../links'

let requested = new Set<string>()

/**
 * The page to prefetch when the reader shows intent on a link: another page of this site, without its
 * `#section`; never a file (an APK or an image would be downloaded for nothing).
 */
export function prefetchTarget(anchor: HTMLAnchorElement, location: Location): string | null {
  const url = pageLink(anchor, location)
  if (!url || /\.[a-z0-9]+$/i.test(url.pathname)) return null
  url.hash = ''
  return url.href
}

/** Asks the browser to fetch a page at idle priority, once per URL. */
export function prefetch(doc: Document, href: string) {
  if (requested.has(href)) return
  requested.add(href)
  const link = doc.createElement('link')
  link.rel = 'prefetch'
  link.href = href
  doc.head.append(link)
}

function onIntent(_event: Event, anchor: Element | null) {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
  if (!(anchor instanceof HTMLAnchorElement) || shouldSkipPrefetch(connection)) return
  const href = prefetchTarget(anchor, location)
  if (href) prefetch(document, href)
}

/**
 * Prefetches a page when the pointer rests on, a finger touches or the focus reaches a link to it,
 * never every link in view: the sidebar alone holds 30 links, too much for a slow or metered connection.
 * Nothing is prefetched on 2g or with Save-Data.
 */
export const prefetchOnIntent: Behaviour = {
  name: 'prefetch',
  init: () => {
    requested = new Set()
  },
  on: ['pointerover', 'touchstart', 'focusin'].map((type) => ({
    type,
    selector: 'a[href]',
    handle: onIntent,
  })),
}
