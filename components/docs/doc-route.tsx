import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { apps } from '@/lib/apps'
import { getDocCode, getTags, sourceFile } from '@/lib/source'
import { isListed, TAGS_PATH } from '@/lib/source/pages'
import { pageToc, resolvePage } from '@/lib/source/tree'
import type { Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { localizedHref, sitePath } from '@/lib/i18n/href'
import { pageMetadata } from '@/lib/metadata'

import { HomeHero } from '@/components/home/home-hero'
import { PageChrome } from '@/components/layout/page-chrome'
import { StatusNoticeSlot } from '@/components/layout/status-notice'
import { getMdxComponents } from '@/components/mdx/mdx-components'
import { MdxContent } from '@/components/mdx/mdx-content'

import { DocLayout, SiteMenu } from './doc-page'
import { EditLink } from './edit-link'
import { siteDescription } from '@/components/offer/offer-words'

/** What the catch-all route's `slug` shows; a path with nothing there is a 404. */
const resolve = (locale: Locale, slug: string[] | undefined) =>
  resolvePage(locale, slug) ?? notFound()

/** The `<head>` of a page, a tag index or a tag page (`pageMetadata`). */
export async function docMetadata(locale: Locale, slug: string[] | undefined): Promise<Metadata> {
  setRequestLocale(locale)
  const resolved = resolve(locale, slug)
  const t = await getTranslations({ locale, namespace: 'Tags' })
  const { path } = resolved
  if (resolved.kind === 'doc') {
    const { doc } = resolved
    return pageMetadata({
      locale,
      path,
      title: doc.title,
      description: doc.description || (await siteDescription(locale)),
      home: doc.kind === 'home',
      noindex: !isListed(doc),
    })
  }
  if (resolved.kind === 'tags') {
    return pageMetadata({ locale, path, title: t('title'), description: t('description') })
  }
  return pageMetadata({
    locale,
    path,
    title: t('tagTitle', { tag: resolved.tag }),
    description: t('tagDescription', { tag: resolved.tag, count: resolved.docs.length }),
  })
}

/** The one renderer behind both locales' catch-all routes. */
export async function DocRoute({ locale, slug }: { locale: Locale; slug: string[] | undefined }) {
  setRequestLocale(locale)
  const resolved = resolve(locale, slug)
  const { path } = resolved
  const url = localizedPath(locale, path)

  if (resolved.kind === 'doc') {
    const { doc } = resolved
    const content = (
      <MdxContent
        code={getDocCode(doc)}
        components={getMdxComponents({
          locale,
          app: doc.app,
          platform: doc.platform,
          // A page about a device but no platform (the PS5 guide): its device for the marked passages.
          device: doc.platform ?? ('device' in doc ? doc.device : undefined),
          guideUrl: doc.kind === 'guide' ? url : undefined,
        })}
      />
    )
    if (doc.kind === 'home') {
      const t = await getTranslations('DocPage')
      return (
        <PageChrome locale={locale} path={path}>
          <SiteMenu locale={locale} current={url} />
          <main id="main" className="home">
            <StatusNoticeSlot />
            <HomeHero locale={locale} title={doc.title} />
            <div className="home__body markdown">{content}</div>
            <EditLink
              file={sourceFile(doc)}
              label={t('editPage')}
              className="edit-link home__edit"
            />
          </main>
        </PageChrome>
      )
    }
    return (
      <PageChrome locale={locale} path={path}>
        <DocLayout
          locale={locale}
          url={url}
          title={doc.title}
          toc={pageToc(locale, doc)}
          tags={isListed(doc) ? doc.tags : []}
          lastModified={doc.lastModified || undefined}
          unlisted={doc.unlisted}
          sourceFile={sourceFile(doc)}
          verified={
            doc.verified && doc.app
              ? {
                  app: apps[doc.app].name,
                  version: doc.verified.version,
                  date: doc.verified.date,
                  unconfirmed: doc.verified.unconfirmed,
                }
              : undefined
          }
          oneTap={
            doc.oneTap && doc.app && doc.platform
              ? { app: doc.app, platform: doc.platform }
              : undefined
          }
        >
          {content}
        </DocLayout>
      </PageChrome>
    )
  }

  const t = await getTranslations('Tags')
  if (resolved.kind === 'tags') {
    const tags = getTags(locale)
    return (
      <PageChrome locale={locale} path={path}>
        <DocLayout locale={locale} url={url} title={t('title')} crumbs={[]}>
          <ul className="tag-list">
            {tags.map(({ tag, url: href, pages: docs }) => (
              <li key={tag}>
                <a className="tag" href={sitePath(href)}>
                  {tag}
                </a>{' '}
                <span className="tag-list__count">{t('count', { count: docs.length })}</span>
              </li>
            ))}
          </ul>
        </DocLayout>
      </PageChrome>
    )
  }

  return (
    <PageChrome locale={locale} path={path}>
      <DocLayout
        locale={locale}
        url={url}
        title={t('tagTitle', { tag: resolved.tag })}
        crumbs={[{ label: t('title'), href: localizedPath(locale, TAGS_PATH) }]}
      >
        <p>{t('tagDescription', { tag: resolved.tag, count: resolved.docs.length })}</p>
        <ul className="tag-docs">
          {resolved.docs.map((doc) => (
            <li key={doc.url}>
              <a href={sitePath(doc.url)}>{doc.title}</a>
              <p>{doc.description}</p>
            </li>
          ))}
        </ul>
        <p>
          <a href={localizedHref(locale, TAGS_PATH)}>{t('all')}</a>
        </p>
      </DocLayout>
    </PageChrome>
  )
}
