import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'
import { SINGLE_FILES_PAGE } from '@/lib/single-files'

import { MirrorLinks } from './mirror-links'

/** Footer with three groups: documentation, contacts, more. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('Footer')
  const internal = (path: string, label: string) => (
    <li>
      <a href={localizedHref(locale, path)}>{label}</a>
    </li>
  )
  const external = (href: string, label: string) => (
    <li>
      <a href={href}>{label}</a>
    </li>
  )
  return (
    <footer className="footer">
      <div className="footer__groups">
        <section>
          <h2>{t('docs')}</h2>
          <ul>
            {internal('/', t('home'))}
            {internal('/install', t('install'))}
            {internal(SINGLE_FILES_PAGE, t('files'))}
            {internal('/legal/terms-of-use', t('rules'))}
          </ul>
        </section>
        <section>
          <h2>{t('contacts')}</h2>
          <ul>
            {external(siteConfig.messagingBot, t('bot'))}
            {external(siteConfig.support, t('support'))}
            {external(siteConfig.social, t('social'))}
          </ul>
        </section>
        <section>
          <h2>{t('more')}</h2>
          <ul>
            {external(siteConfig.mainSite, t('mainSite'))}
            {external(siteConfig.status, t('status'))}
            {external(siteConfig.review, t('review'))}
          </ul>
        </section>
      </div>
      <MirrorLinks locale={locale} />
      <p className="footer__copyright">
        {t('copyright', {
          year: String(new Date().getFullYear()),
          brand: siteConfig.brandName,
          version: siteConfig.version,
        })}
      </p>
    </footer>
  )
}
