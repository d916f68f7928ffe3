import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { localizedPath, SAME_PAGE_MIRROR_ATTRIBUTE, withBasePath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'
import { MIRRORS_ATTRIBUTE } from '@/lib/markup'

/** What a reader sees of a mirror: its host and path, without the scheme. */
const label = (mirror: string) => mirror.replace(/^https:\/\//, '')

/**
 * «If this address does not open, try: …» with every mirror of `siteConfig.mirrors` (nothing without
 * any): each link opens the locale's home on the mirror, or with `samePage` the page in the address bar
 * (the offline page, which the worker shows for any page it could not get, so its own path says
 * nothing: the head script points the links there, client/early/addresses.ts).
 */
export async function MirrorLinks({
  locale,
  samePage = false,
}: {
  locale: Locale
  samePage?: boolean
}) {
  const mirrors: readonly string[] = siteConfig.mirrors
  if (mirrors.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Mirrors' })
  return (
    <nav className="mirrors" aria-label={t('label')} {...{ [MIRRORS_ATTRIBUTE]: '' }}>
      {t('try')}{' '}
      {mirrors.map((mirror, i) => (
        <span key={mirror}>
          {i > 0 ? ', ' : null}
          <a
            href={withBasePath(mirror, localizedPath(locale, '/'))}
            {...{ [SAME_PAGE_MIRROR_ATTRIBUTE]: samePage ? mirror : undefined }}
          >
            {label(mirror)}
          </a>
        </span>
      ))}
    </nav>
  )
}
