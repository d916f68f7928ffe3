import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { exportedFile } from '@/lib/files'
import { helpUrl } from '@/lib/source/routes'
import { locales, type Locale } from '@/lib/i18n/config'
import { buildIndexFile } from '@/lib/search/engine'
import { pageRecords } from '@/lib/search/records'
import { compressedSearchFileUrl, searchFileUrl } from '@/lib/search/search-file'
import { readContentFiles } from '@/lib/source/files'
import { isSearched } from '@/lib/source/pages'

import type { PostBuild } from './post-build'

/**
 * The pages a locale's search covers: every listed page but the home page (unlisted pages open but are
 * never indexed), and `/help`, whose sections are the knowledge-base entries with their general steps.
 */
export function searchedUrls(locale: Locale): string[] {
  const pages = readContentFiles().filter((page) => page.locale === locale && isSearched(page))
  return [...pages.map((page) => page.url), helpUrl(locale)]
}

/**
 * Writes each locale's search file (`out/search.json`, `out/en/search.json`) and its gzip copy
 * (`search.json.gz`) from the exported pages, so the index holds the text readers see, components' text
 * included. Fails naming the page when one is missing or has no searchable body.
 */
export async function searchIndex({ out }: PostBuild): Promise<string> {
  const lines: string[] = []
  for (const locale of locales) {
    const records = searchedUrls(locale).flatMap((url) => {
      const file = exportedFile(out, url)
      if (!file) throw new Error(`search: ${url} is not in ${out}`)
      return pageRecords(url, readFileSync(file, 'utf8'))
    })
    const data = Buffer.from(JSON.stringify(await buildIndexFile(locale, records)))
    const target = searchFileUrl(locale)
    const compressed = gzipSync(data, { level: 9 })
    writeFileSync(path.join(out, target), data)
    writeFileSync(path.join(out, compressedSearchFileUrl(target)), compressed)
    lines.push(
      `${target.slice(1)} ${records.length} sections, ${data.length} B raw, ${compressed.length} B gzip (.gz)`,
    )
  }
  return lines.join('; ')
}
