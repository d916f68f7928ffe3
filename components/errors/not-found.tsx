import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { helpPath } from '@/lib/source/routes'
import { localizedHref } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'
import { MirrorLinks } from '@/components/layout/mirror-links'

/** The not-found text of one locale: what happened, and the ways back. */
export async function NotFoundText({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <div className={`not-found not-found--${locale}`} lang={locale}>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>{t('ownerHint')}</p>
      <p className="hero__actions">
        <a className="button button--primary" href={localizedHref(locale, '/')}>
          {t('home')}
        </a>
        <a className="button" href={localizedHref(locale, '/guides')}>
          {t('guides')}
        </a>
        <a className="button" href={localizedHref(locale, helpPath())}>
          {t('help')}
        </a>
      </p>
      <MirrorLinks locale={locale} />
    </div>
  )
}

/** Metadata of a locale's own not-found page: never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * A locale's own not-found page (`/en/404` → out/en/404.html), rendered like any page, for servers that
 * pick the 404 page by folder (nginx, `npm run serve`, `_redirects`). out/404.html is the bilingual
 * app/global-not-found.tsx, for hosts that serve one 404 page for every path.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  return (
    <main id="main" className="not-found-page">
      <p className="navbar__brand">{siteConfig.brandName}</p>
      <NotFoundText locale={locale} />
    </main>
  )
}
