import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { helpPath } from '@/lib/source/routes'
import { localizedHref } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'
import { MirrorLinks } from '@/components/layout/mirror-links'
import { StatusNoticeSlot, StatusNoticeTemplates } from '@/components/layout/status-notice'
import { UpdatePopup } from '@/components/pwa/update-popup'

/** Metadata of the offline page: never indexed. */
export async function offlineMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * What the service worker shows for a page that was never opened when the network is gone. Plain HTML:
 * it must render from the cache alone, without the site's scripts. With them, the status notice says
 * what the service reported when it was last read; its templates here are also every other page's
 * (lib/status/markup.ts).
 */
export async function OfflinePage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const t = await getTranslations('Offline')
  return (
    <main id="main" className="not-found-page offline-page">
      <p className="navbar__brand">{siteConfig.brandName}</p>
      <StatusNoticeSlot last />
      <StatusNoticeTemplates locale={locale} />
      <UpdatePopup />
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>{t('hint')}</p>
      <p className="hero__actions">
        <a className="button button--primary" href={localizedHref(locale, '/')}>
          {t('home')}
        </a>
        <a className="button" href={localizedHref(locale, helpPath())}>
          {t('help')}
        </a>
      </p>
      <MirrorLinks locale={locale} samePage />
    </main>
  )
}
