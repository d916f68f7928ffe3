import { getLocale, getTranslations } from 'next-intl/server'

import { apps, type AppId, type Platform } from '@/lib/apps'
import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { getGuideRoutes } from '@/lib/source'

export interface HappOnlyProps {
  /** The guide's app: Happ's own guides have no such notice (they open the link). */
  app: AppId
  platform: Platform
}

/**
 * On another app's guide, the content of the page's `OneTapTemplate.happOnly`: what the page says when
 * the tab's personal link is Happ's encrypted one (`happ://crypt4/…`), which only Happ can read. It
 * names the app and offers Happ's guide for the same device, or says that there is none. The client
 * script shows it in place of the buttons; nothing builds an import link from that link for this app.
 */
export async function HappOnly({ app, platform }: HappOnlyProps) {
  if (app === 'happ') return null
  const t = await getTranslations('OneTap')
  const tp = await getTranslations('Platforms')
  const locale = (await getLocale()) as Locale
  const path = getGuideRoutes()[platform]?.happ
  const values = { app: apps[app].name, device: tp(platform) }
  return (
    <div className="onetap-happ-only">
      <p>
        <strong>{t('happOnlyTitle')}</strong>{' '}
        {path
          ? t.rich('happOnly', {
              ...values,
              link: (chunks) => <a href={localizedHref(locale, path)}>{chunks}</a>,
            })
          : t('happOnlyNoGuide', values)}
      </p>
    </div>
  )
}
