import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'

import { AnnouncementDismiss } from './announcement-dismiss'

/** The optional announcement bar from the site config; hidden before paint once dismissed. */
export async function AnnouncementBar({ locale }: { locale: Locale }) {
  const announcement = siteConfig.announcement
  if (!announcement) return null
  const t = await getTranslations('Announcement')
  const href = announcement.link.startsWith('/')
    ? localizedHref(locale, announcement.link)
    : announcement.link
  const text = announcement.text[locale]
  return (
    <div className="announcement" role="region" aria-label={text}>
      <a href={href}>{text}</a>
      <AnnouncementDismiss id={announcement.id} label={t('dismiss')} />
    </div>
  )
}
