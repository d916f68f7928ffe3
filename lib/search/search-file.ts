import 'server-only'

import { getListedDocs } from '../content'
import type { Locale } from '../i18n/config'
import { buildIndexFile } from './engine'
import { buildRecords } from './records'

/** The search file of a locale: every listed page (unlisted pages are never indexed). */
export async function searchFile(locale: Locale) {
  const docs = getListedDocs(locale)
    .filter((doc) => doc.kind !== 'home')
    .map((doc) => ({ url: doc.url, title: doc.title, body: doc.body.raw }))
  return buildIndexFile(locale, buildRecords(docs))
}
