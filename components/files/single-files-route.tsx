import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getDocs } from '@/lib/source'
import type { Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { sitePath } from '@/lib/i18n/href'
import { pageMetadata } from '@/lib/metadata'
import {
  SINGLE_FILE_ATTRIBUTE,
  SINGLE_FILES_PAGE,
  singleFilePages,
  singleFileRel,
  singleFilesZipRel,
  singleFileUrl,
  sizePlaceholder,
  type SingleFileGroup,
  type SingleFilePage,
} from '@/lib/single-files'

import { DocLayout } from '@/components/docs/doc-page'
import { PageChrome } from '@/components/layout/page-chrome'

/** The `<head>` of the /files page (`pageMetadata`). */
export async function singleFilesMetadata(locale: Locale): Promise<Metadata> {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'SingleFiles' })
  return pageMetadata({
    locale,
    path: SINGLE_FILES_PAGE,
    title: t('title'),
    description: t('description'),
  })
}

/**
 * `/files`: every single-file guide of the locale, grouped by device, with its size, and the zip of them
 * all. Sizes are placeholders the post-build step fills in once the files exist.
 */
export async function SingleFilesRoute({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const t = await getTranslations('SingleFiles')
  const tp = await getTranslations('Platforms')
  const th = await getTranslations('Help')
  const pages = singleFilePages(getDocs(locale), th('title'))
  const groups = new Map<SingleFileGroup, SingleFilePage[]>()
  for (const page of pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page])
  const zipRel = singleFilesZipRel(locale)
  const url = localizedPath(locale, SINGLE_FILES_PAGE)
  return (
    <PageChrome locale={locale} path={SINGLE_FILES_PAGE}>
      <DocLayout locale={locale} url={url} title={t('title')}>
        <p>{t('description')}</p>
        <p>
          <a href={sitePath(`/${zipRel}`)} download {...{ [SINGLE_FILE_ATTRIBUTE]: zipRel }}>
            {t('zip', { size: sizePlaceholder(zipRel) })}
          </a>
        </p>
        {[...groups].map(([group, items]) => (
          <section key={group} aria-labelledby={`files-${group}`}>
            <h2 id={`files-${group}`}>{group === 'general' ? t('general') : tp(group)}</h2>
            <ul className="single-files__list">
              {items.map((page) => {
                const rel = singleFileRel(locale, page.name)
                return (
                  <li key={page.name}>
                    <a
                      href={sitePath(singleFileUrl(locale, page.name))}
                      download={page.name}
                      {...{ [SINGLE_FILE_ATTRIBUTE]: rel }}
                    >
                      {page.title}
                    </a>{' '}
                    <span className="single-files__size">
                      ({t('size', { size: sizePlaceholder(rel) })})
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </DocLayout>
    </PageChrome>
  )
}
