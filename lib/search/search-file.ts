import 'server-only'

import { getListedDocs, getProblems } from '../content'
import { helpUrl } from '../help'
import type { Locale } from '../i18n/config'
import { loadMessages } from '../i18n/messages'
import { buildIndexFile } from './engine'
import { buildProblemRecords, buildRecords } from './records'

/**
 * The search file of a locale: every listed page (unlisted pages are never indexed), and every
 * troubleshooting entry, which lands on its section of `/help`.
 */
export async function searchFile(locale: Locale) {
  const docs = getListedDocs(locale)
    .filter((doc) => doc.kind !== 'home')
    .map((doc) => ({ url: doc.url, title: doc.title, body: doc.body.raw }))
  const { Help } = await loadMessages(locale)
  const problems = getProblems(locale).map((p) => ({
    id: p.id,
    title: p.title,
    symptoms: p.symptoms,
    body: p.body.raw,
  }))
  const help = { url: helpUrl(locale), title: Help.title, description: Help.description }
  return buildIndexFile(locale, [...buildRecords(docs), ...buildProblemRecords(help, problems)])
}
