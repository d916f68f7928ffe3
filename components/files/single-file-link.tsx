import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import { getTranslations } from 'next-intl/server'

import { perLocalePages } from '@/lib/source'
import type { Locale } from '@/lib/i18n/config'
import { sitePath } from '@/lib/i18n/href'
import { unlocalizedPath } from '@/lib/i18n/paths'
import {
  SINGLE_FILE_ATTRIBUTE,
  singleFilePages,
  singleFileRel,
  singleFileUrl,
  sizePlaceholder,
  type SingleFilePage,
} from '@/lib/single-files'

/** The pages with a file, by path, per locale. */
const singleFilePagesByPath = perLocalePages((docs) => {
  const byPath = new Map<string, SingleFilePage>()
  for (const page of singleFilePages(docs, undefined))
    if (!byPath.has(page.path)) byPath.set(page.path, page)
  return byPath
})

/**
 * A guide's "Download this guide (HTML, N KB)" link to its single file. The file is made after the page
 * (scripts/build/single-files.ts), so N is a placeholder that step replaces with the file's size.
 */
export async function SingleFileLink({ locale, url }: { locale: Locale; url: string }) {
  const path = unlocalizedPath(url)
  const page = singleFilePagesByPath(locale).get(path)
  if (!page?.guide) return null
  const t = await getTranslations({ locale, namespace: 'SingleFiles' })
  const rel = singleFileRel(locale, page.name)
  return (
    <p className="doc__download" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <a
        href={sitePath(singleFileUrl(locale, page.name))}
        download={page.name}
        {...{ [SINGLE_FILE_ATTRIBUTE]: rel }}
      >
        {t('download', { size: sizePlaceholder(rel) })}
      </a>
    </p>
  )
}
