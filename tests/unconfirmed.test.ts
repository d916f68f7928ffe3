/**
 * What a guide could not confirm is shown to its readers: the "Checked with" line opens the front
 * matter's `verified.unconfirmed` (components/docs/verified-line.tsx). So each item is written for a
 * reader, in the page's language, and both languages list the same points; notes for writers (sources,
 * commits) go in YAML comments above the list.
 */
import { describe, expect, it } from 'vitest'

import { readContentFiles } from '@/lib/source/files'

const guides = readContentFiles(undefined, 'all').flatMap((file) =>
  file.kind === 'guide'
    ? [{ rel: file.rel, locale: file.locale, items: file.verified.unconfirmed }]
    : [],
)

const CYRILLIC = /[а-яё]/i
/** Russian quoted in an English item (an app's Russian-only label) is not the item's language. */
const withoutQuotes = (item: string) => item.replace(/«[^«»]*»/g, '')

/** Items not in the page's language, as `file: item` lines. */
function misplaced(guide: (typeof guides)[number]): string[] {
  return guide.items
    .filter((item) =>
      guide.locale === 'ru' ? !CYRILLIC.test(item) : CYRILLIC.test(withoutQuotes(item)),
    )
    .map((item) => `content/${guide.rel}: ${item}`)
}

describe('unconfirmed items are written for the page’s readers', () => {
  it('covers the guides of both languages', () => {
    expect(guides.some((g) => g.locale === 'ru' && g.items.length > 0)).toBe(true)
    expect(guides.some((g) => g.locale === 'en' && g.items.length > 0)).toBe(true)
  })

  it.each(guides.map((g) => [g.rel, g] as const))('%s lists them in its own language', (_, g) => {
    expect(misplaced(g)).toEqual([])
  })

  it('lists as many points in Russian as in English', () => {
    const counts = new Map<string, Record<string, number>>()
    for (const g of guides) {
      const path = g.rel.slice(g.rel.indexOf('/') + 1)
      counts.set(path, { ...counts.get(path), [g.locale]: g.items.length })
    }
    const differ = [...counts]
      .filter(([, c]) => c.ru !== c.en)
      .map(([path, c]) => `${path}: ${c.ru} ru, ${c.en} en`)
    expect(differ).toEqual([])
  })

  it('finds an English note on a Russian page and Russian prose on an English one', () => {
    expect(misplaced({ rel: 'ru/x.mdx', locale: 'ru', items: ['free space needed'] })).toHaveLength(
      1,
    )
    expect(misplaced({ rel: 'en/x.mdx', locale: 'en', items: ['Где кнопка'] })).toHaveLength(1)
    expect(
      misplaced({ rel: 'en/x.mdx', locale: 'en', items: ['The button «Отправить»: Russian only'] }),
    ).toEqual([])
  })
})
