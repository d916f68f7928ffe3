import { KEEP_QUERY_ATTRIBUTE } from '@/lib/i18n/paths'

/**
 * When a language link is followed (a click, a middle click or the context menu's "open in new tab"), it
 * carries the address bar's query string and hash over, so `/android/happ?x=1#check` switches to
 * `/en/android/happ?x=1#check`. It listens from the head, so it works before the page script arrives;
 * without JavaScript the link still opens the page in the other language.
 */
export function keepQueryOnLanguageLinks(doc: Document) {
  const follow = (event: Event) => {
    const target = event.target
    const link = target instanceof Element ? target.closest(`a[${KEEP_QUERY_ATTRIBUTE}]`) : null
    if (!link) return
    const { search, hash } = doc.defaultView!.location
    link.setAttribute('href', link.getAttribute('href')!.replace(/[?#].*$/, '') + search + hash)
  }
  for (const type of ['click', 'auxclick', 'contextmenu']) doc.addEventListener(type, follow, true)
}
