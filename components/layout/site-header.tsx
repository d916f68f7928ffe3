import { HIDE_ON_SCROLL_ATTRIBUTE } from '@/lib/markup'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { helpPath } from '@/lib/source/routes'
import { localizedHref, sitePath } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'
import { searchFileUrl } from '@/lib/search/search-file'

import { SearchButton } from '@/components/search/search-button'

import { LocaleSwitcher } from './locale-switcher'
import { MenuToggle } from './menu-toggle'
import { ThemeToggle } from './theme-toggle'
import { Icon } from './icon'
import { searchPlaceholder } from '@/components/offer/offer-words'

export interface SiteHeaderProps {
  locale: Locale
  /** Locale-free path of the current page, for the language switcher. */
  path: string
}

/** The navbar: brand, instructions, bots, language, and the menu button below 996 px. */
export async function SiteHeader({ locale, path }: SiteHeaderProps) {
  const t = await getTranslations('SiteHeader')
  const tTheme = await getTranslations('Theme')
  const ts = await getTranslations('Search')
  const searchLabels = {
    button: ts('button'),
    dialog: ts('dialog'),
    placeholder: await searchPlaceholder(locale),
    close: ts('close'),
    loading: ts('loading'),
    empty: ts('empty'),
    noResults: ts('noResults'),
    noResultsHelp: ts('noResultsHelp'),
    faq: ts('faq'),
    faqUrl: localizedHref(locale, '/faq'),
    supportBot: ts('supportBot'),
    supportBotUrl: siteConfig.supportBot,
    results: ts('results'),
    error: ts('error'),
    retry: ts('retry'),
  }
  return (
    <header
      className="navbar"
      id="navbar"
      {...{ [HIDE_ON_SCROLL_ATTRIBUTE]: siteConfig.navbar.hideOnScroll ? '' : undefined }}
    >
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <nav className="navbar__inner" aria-label={t('mainNavigation')}>
        <MenuToggle openLabel={t('menu')} closeLabel={t('closeMenu')} />
        <a className="navbar__brand" href={localizedHref(locale, '/')}>
          <Icon name="brand" />
          <span>{siteConfig.brandName}</span>
        </a>
        <div className="navbar__links navbar__desktop">
          <a href={localizedHref(locale, '/install')}>{t('instructions')}</a>
          <a href={localizedHref(locale, helpPath())}>{t('help')}</a>
          <a href={siteConfig.messagingBot}>{t('bot')}</a>
          <a href={siteConfig.supportBot}>{t('supportBot')}</a>
        </div>
        <div className="navbar__end">
          <SearchButton
            locale={locale}
            indexUrl={sitePath(searchFileUrl(locale))}
            labels={searchLabels}
          />
          {siteConfig.colorMode.disableSwitch ? null : (
            <ThemeToggle
              labels={{
                dark: tTheme('toggle', { mode: 'dark' }),
                light: tTheme('toggle', { mode: 'light' }),
              }}
              config={siteConfig.colorMode}
            />
          )}
          <LocaleSwitcher locale={locale} path={path} />
        </div>
      </nav>
    </header>
  )
}

/** The navbar links repeated at the top of the mobile menu. */
export async function MenuNavLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations('SiteHeader')
  return (
    <ul className="menu-links">
      <li>
        <a href={localizedHref(locale, '/install')}>{t('instructions')}</a>
      </li>
      <li>
        <a href={localizedHref(locale, helpPath())}>{t('help')}</a>
      </li>
      <li>
        <a href={siteConfig.messagingBot}>{t('bot')}</a>
      </li>
      <li>
        <a href={siteConfig.supportBot}>{t('supportBot')}</a>
      </li>
    </ul>
  )
}
