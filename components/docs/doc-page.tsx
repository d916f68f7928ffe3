import { SEARCH_BODY_ATTRIBUTE } from '@/lib/search/records'
import { LayoutClass, LayoutId, SidebarAttribute } from '@/lib/markup'
import type { ReactNode } from 'react'
import { getFormatter, getTranslations } from 'next-intl/server'

import { tagPath } from '@/lib/source/pages'
import { getSidebar } from '@/lib/source/tree'
import { DAY_FORMAT, type Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { localizedHref } from '@/lib/i18n/href'
import { findCategory, getPager, type SidebarItem } from '@/lib/source/navigation'
import type { TocItem } from '@/lib/mdx/headings'

import { MenuNavLinks } from '@/components/layout/site-header'
import { Sidebar } from '@/components/layout/sidebar'
import { SidebarCollapse } from '@/components/layout/sidebar-collapse'
import { StatusNoticeSlot } from '@/components/layout/status-notice'
import { SingleFileLink } from '@/components/files/single-file-link'
import { OneTapCard, type OneTapCardProps } from '@/components/onetap/one-tap-card'

import { BackToTop } from './back-to-top'
import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { EditLink } from './edit-link'
import { Pager } from './pager'
import { Toc } from './toc'
import { VerifiedLine } from './verified-line'

export interface DocLayoutProps {
  locale: Locale
  /** Public URL of the page (`/en/android/happ`). */
  url: string
  title: string
  /** Crumbs between Home and the page. When omitted, they come from the sidebar category. */
  crumbs?: Crumb[]
  toc?: readonly TocItem[]
  tags?: readonly string[]
  lastModified?: string
  unlisted?: boolean
  /**
   * Guides: the app and version the facts were checked with, the day (`YYYY-MM-DD`), and what no source
   * confirmed (the front matter's `verified.unconfirmed`, in the page's language), which the line opens.
   */
  verified?: { app: string; version: string; date: string; unconfirmed?: readonly string[] }
  /** Guides with the one-tap import: the card a personal link shows at the top (`OneTapCard`). */
  oneTap?: OneTapCardProps
  /** The MDX file of the page (`content/ru/faq.mdx`), for "Edit this page"; none for generated pages. */
  sourceFile?: string
  children: ReactNode
}

/** The mobile drawer / desktop sidebar: navbar links (mobile only) and `mainSidebar`. */
export async function SiteMenu({
  locale,
  current,
  sidebar,
}: {
  locale: Locale
  current: string
  sidebar?: SidebarItem[]
}) {
  const t = await getTranslations('Sidebar')
  return (
    <>
      <div id={LayoutId.menuDrawer} className={sidebar ? 'sidebar' : 'sidebar sidebar--menu-only'}>
        <SidebarCollapse collapseLabel={t('collapse')} expandLabel={t('expand')}>
          <MenuNavLinks locale={locale} />
          {sidebar ? (
            <nav
              aria-label={t('label')}
              {...{ [SidebarAttribute.src]: localizedHref(locale, '/sidebar.json') }}
            >
              <Sidebar items={sidebar} current={current} />
            </nav>
          ) : null}
        </SidebarCollapse>
      </div>
      <div className={LayoutClass.menuBackdrop} aria-hidden="true" />
    </>
  )
}

/** "Checked with …" under the title, opening what no source confirmed (`VerifiedLine`). */
async function Verified({ verified }: { verified: NonNullable<DocLayoutProps['verified']> }) {
  const t = await getTranslations('DocPage')
  const format = await getFormatter()
  const unconfirmed = verified.unconfirmed ?? []
  return (
    <VerifiedLine
      line={t.rich(verified.version === 'docs' ? 'verifiedDocs' : 'verified', {
        app: verified.app,
        version: verified.version,
        date: format.dateTime(new Date(verified.date), DAY_FORMAT),
        time: (chunks) => <time dateTime={verified.date.slice(0, 10)}>{chunks}</time>,
      })}
      unconfirmed={
        unconfirmed.length > 0
          ? {
              count: t('unconfirmed', { count: unconfirmed.length }),
              intro: t('unconfirmedIntro'),
              items: unconfirmed,
            }
          : undefined
      }
    />
  )
}

/** The docs layout: sidebar, breadcrumbs, version badge, content, tags, last update, pager, TOC. */
export async function DocLayout({
  locale,
  url,
  title,
  crumbs,
  toc = [],
  tags = [],
  lastModified,
  unlisted = false,
  verified,
  oneTap,
  sourceFile,
  children,
}: DocLayoutProps) {
  const t = await getTranslations('DocPage')
  const tm = await getTranslations('Metadata')
  const format = await getFormatter()
  const sidebar = await getSidebar(locale)
  const category = findCategory(sidebar, url)
  const trail: Crumb[] = [
    { label: tm('home'), href: localizedPath(locale, '/') },
    ...(crumbs ??
      (category && category.href !== url ? [{ label: category.label, href: category.href }] : [])),
    { label: title },
  ]
  const { previous, next } = getPager(sidebar, url)
  return (
    <div className="doc-layout">
      <SiteMenu locale={locale} current={url} sidebar={sidebar} />
      <main id="main" className="doc-main">
        {/* The TOC column is reserved by the container, so the text does not narrow when the TOC's HTML
            arrives after a first paint (a layout shift Lighthouse measured at 0.16). The TOC itself is in
            the article, above the text: toc.css lays it over the column on desktop. */}
        <div className={toc.length > 0 ? 'doc-container doc-container--toc' : 'doc-container'}>
          <article className="doc">
            <div className="doc__top">
              <Breadcrumbs items={trail} label={t('breadcrumbs')} />
              <span className="badge">{t('version', { version: 'Next' })}</span>
            </div>
            <StatusNoticeSlot />
            {unlisted ? (
              <aside className="callout callout--warning">
                <p className="callout__title">{t('unlistedTitle')}</p>
                <p>{t('unlistedBody')}</p>
              </aside>
            ) : null}
            <Toc items={toc} title={t('onThisPage')} />
            <div className="markdown" {...{ [SEARCH_BODY_ATTRIBUTE]: '' }}>
              <h1>{title}</h1>
              {verified ? <Verified verified={verified} /> : null}
              {oneTap ? <OneTapCard {...oneTap} /> : null}
              <SingleFileLink locale={locale} url={url} />
              {children}
            </div>
            {tags.length > 0 || lastModified || sourceFile ? (
              <footer className="doc__footer">
                {tags.length > 0 ? (
                  <p className="doc__tags">
                    <span>{t('tags')}</span>
                    {tags.map((tag) => (
                      <a key={tag} className="tag" href={localizedHref(locale, tagPath(tag))}>
                        {tag}
                      </a>
                    ))}
                  </p>
                ) : null}
                {sourceFile ? <EditLink file={sourceFile} label={t('editPage')} /> : null}
                {lastModified ? (
                  <p className="doc__updated">
                    {t.rich('lastUpdated', {
                      date: format.dateTime(new Date(lastModified), { dateStyle: 'long' }),
                      time: (chunks) => <time dateTime={lastModified}>{chunks}</time>,
                    })}
                  </p>
                ) : null}
              </footer>
            ) : null}
            <Pager
              previous={previous}
              next={next}
              labels={{ nav: t('pagerLabel'), previous: t('previous'), next: t('next') }}
            />
          </article>
        </div>
      </main>
      <BackToTop label={t('backToTop')} />
    </div>
  )
}
