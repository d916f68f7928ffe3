// The head script's parts that read the address bar for pages whose own path says nothing: the one
// not-found page of both languages, and the offline page the worker shows for any page it could not get.
import {
  documentBasePath,
  LANG_FROM_PATH_ATTRIBUTE,
  localeOfPath,
  SAME_PAGE_MIRROR_ATTRIBUTE,
  stripBasePath,
  withBasePath,
} from '@/lib/i18n/paths'

import { whenParsed } from './dom'

/** The address bar's path without the build's base path (`/docs/en/faq` → `/en/faq`). */
const pagePath = (doc: Document) =>
  stripBasePath(documentBasePath(doc), doc.defaultView!.location.pathname)

/** On the not-found page: `lang` of the address's locale, so CSS shows that language's text only. */
export function setLangFromPath(doc: Document) {
  const root = doc.documentElement
  if (root.hasAttribute(LANG_FROM_PATH_ATTRIBUTE)) root.lang = localeOfPath(pagePath(doc))
}

/** Mirror links that open the page the reader asked for on the mirror, with its query and hash. */
export function pointMirrorsAtThisPage(doc: Document) {
  whenParsed(doc, () => {
    const { search, hash } = doc.defaultView!.location
    const path = pagePath(doc)
    for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${SAME_PAGE_MIRROR_ATTRIBUTE}]`))
      link.href = withBasePath(link.getAttribute(SAME_PAGE_MIRROR_ATTRIBUTE)!, path + search + hash)
  })
}
