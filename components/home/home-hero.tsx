import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { helpPath } from '@/lib/source/routes'
import { localizedHref } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'

import { tagline } from '@/components/offer/offer-words'

/** The landing hero: what the guides are and the "set up my device" call to action. */
export async function HomeHero({ locale, title }: { locale: Locale; title: string }) {
  const t = await getTranslations('Home')
  return (
    <header className="hero">
      <h1>{title}</h1>
      <p className="hero__lead">{await tagline(locale)}</p>
      <p className="hero__actions">
        <a className="button button--primary" href={localizedHref(locale, '/install')}>
          {t('cta')}
        </a>
        <a className="button" href={localizedHref(locale, helpPath())}>
          {t('help')}
        </a>
        <a className="button" href={localizedHref(locale, '/faq')}>
          {t('faq')}
        </a>
        <a className="button" href={siteConfig.support}>
          {t('support')}
        </a>
      </p>
    </header>
  )
}
