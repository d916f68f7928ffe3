import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { BASE_PATH_ATTRIBUTE, localizedPath, withBasePath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

/** What a reader sees of a mirror: its host and path, without the scheme. */
const label = (mirror: string) => mirror.replace(/^https:\/\//, '')

/**
 * Keeps the address bar's page when a mirror link is followed from the offline page: the worker shows
 * that page for any page it could not fetch, so its own path says nothing. Inline, because the page must
 * work from the cache alone; allowed by its hash (the CSP step).
 */
const samePageScript = `(function(){var s=document.currentScript,l=location,b=document.documentElement.getAttribute('${BASE_PATH_ATTRIBUTE}')||'',p=l.pathname;if(b&&p.indexOf(b)===0)p=p.slice(b.length)||'/';s.parentNode.querySelectorAll('a[data-mirror]').forEach(function(a){a.href=a.getAttribute('data-mirror')+(p==='/'?'':p)+l.search+l.hash})})()`

/**
 * «If this address does not open, try: …» with every mirror of `siteConfig.mirrors` (nothing without
 * any): each link opens the locale's home on the mirror, or with `samePage` the page in the address bar.
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
    <nav className="mirrors" aria-label={t('label')} data-mirrors="">
      {t('try')}{' '}
      {mirrors.map((mirror, i) => (
        <span key={mirror}>
          {i > 0 ? ', ' : null}
          <a
            href={withBasePath(mirror, localizedPath(locale, '/'))}
            rel="noopener"
            data-mirror={samePage ? mirror : undefined}
          >
            {label(mirror)}
          </a>
        </span>
      ))}
      {samePage ? <script dangerouslySetInnerHTML={{ __html: samePageScript }} /> : null}
    </nav>
  )
}
