import type { ReactNode } from 'react'

import type { Locale } from '@/lib/i18n/config'

import { AnnouncementBar } from './announcement-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export interface PageChromeProps {
  locale: Locale
  /** Locale-free path of the page (for the language switcher). */
  path: string
  children: ReactNode
}

/** Announcement, navbar, page and footer: the frame every page of both locales shares. */
export function PageChrome({ locale, path, children }: PageChromeProps) {
  return (
    <>
      <AnnouncementBar locale={locale} />
      <SiteHeader locale={locale} path={path} />
      {children}
      <SiteFooter locale={locale} />
    </>
  )
}
