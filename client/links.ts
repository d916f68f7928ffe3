/**
 * The address of another page of this site that `anchor` leads to, or null for links to other sites,
 * to the page itself (a `#section` or a query change), and for downloads.
 */
export function pageLink(anchor: HTMLAnchorElement, location: Location): URL | null {
  if (!anchor.hasAttribute('href') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return null
  return url
}

/** Is this click a plain left click that opens another page of this site in this tab? */
export function isNavigationClick(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const target = event.target
  const anchor = target instanceof Element ? target.closest('a') : null
  if (!anchor || (anchor.target && anchor.target !== '_self')) return false
  return pageLink(anchor, location) !== null
}
