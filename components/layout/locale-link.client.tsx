'use client'

import type { MouseEvent } from 'react'

import type { Locale } from '@/lib/i18n/config'
import { alternatePath } from '@/lib/i18n/paths'

export interface LocaleLinkProps {
  /** The other locale's URL of this page, rendered on the server (works without JavaScript). */
  href: string
  target: Locale
  lang: string
  current: boolean
  label: string
}

/**
 * A link to this page in another locale that keeps the current query string and hash.
 * next-intl's `<Link locale>` would force a `/ru` prefix, which does not exist here.
 */
export function LocaleLink({ href, target, lang, current, label }: LocaleLinkProps) {
  const keepQueryAndHash = (event: MouseEvent<HTMLAnchorElement>) => {
    const { pathname, search, hash } = window.location
    event.currentTarget.href = alternatePath(pathname + search + hash, target)
  }
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-current={current ? 'true' : undefined}
      onClick={keepQueryAndHash}
      onAuxClick={keepQueryAndHash}
      onContextMenu={keepQueryAndHash}
    >
      {label}
    </a>
  )
}
