import { describe, expect, it } from 'vitest'

import { appIds, apps } from '../apps'
import { normalize, tokenize } from './encoder'
import { buildIndexFile, loadIndexFile, queryTerms, recordsOf, search, snippet } from './engine'
import { pageRecords } from './records'
import { spokenAppNames, writtenAppNames } from './spoken-names'

describe('spokenAppNames', () => {
  it('gives every app of the registry Cyrillic spellings of words of its own name', () => {
    expect(Object.keys(spokenAppNames).sort()).toEqual([...appIds].sort())
    for (const id of appIds) {
      const tokens = tokenize(apps[id].name)
      for (const [latin, spoken] of Object.entries(spokenAppNames[id] ?? {})) {
        expect(
          tokens.some((t) => t.startsWith(latin)),
          `${id}: ${latin} in ${apps[id].name}`,
        ).toBe(true)
        expect(spoken.length, id).toBeGreaterThan(0)
        for (const s of spoken) expect(s, id).toMatch(/^[а-я0-9]+$/)
      }
    }
  })

  it('never reads one spelling as two words', () => {
    const seen = new Map<string, string>()
    for (const words of Object.values(spokenAppNames) as Record<string, readonly string[]>[])
      for (const [latin, spoken] of Object.entries(words))
        for (const s of spoken) {
          expect(seen.get(s) ?? latin, s).toBe(latin)
          seen.set(s, latin)
        }
  })
})

describe('writtenAppNames', () => {
  it.each([
    ['хапп', 'happ'],
    ['Хэпп', 'happ'],
    ['хаппе', 'happ'],
    ['в2рейнг', 'v2rayng'],
    ['ви2рей', 'v2ray'],
    ['в2рейн', 'v2rayn'],
    ['клэш верж', 'clash verge'],
    ['клэшикс', 'clashx'],
    ['каринг', 'karing'],
    ['шадоу рокет', 'shadowrocket'],
    ['стэш', 'stash'],
    ['стрейзанд', 'streisand'],
    ['хапп на андроид', 'happ на андроид'],
  ])('reads «%s» as «%s»', (query, written) => {
    expect(writtenAppNames(query)).toBe(written)
  })

  it('reads a half-typed name as the app it begins', () => {
    expect(writtenAppNames('стрей')).toBe('streisand')
    expect(writtenAppNames('шадоур')).toBe('shadowrocket')
  })

  it('leaves a query without an app name as it is', () => {
    for (const query of ['подписка', 'Happ', 'v2rayNG', 'не работает', 'в'])
      expect(writtenAppNames(query)).toBe(query)
  })
})

const page = (body: string) =>
  `<!DOCTYPE html><html><body><main><div data-search-body="">${body}</div></main></body></html>`

/** One guide per app, as the export renders them (titles from the registry), in each locale. */
const guides = (suffix: string) =>
  appIds.map((id) => ({
    url: `/guide/${id}`,
    html: page(
      `<h1>${apps[id].name} ${suffix}</h1><p>Установите ${apps[id].name}.</p>` +
        `<h2 id="add">Подписка</h2><p>Скопируйте ссылку на подписку.</p>`,
    ),
  }))

describe.each([
  ['ru', 'для Android'],
  ['en', 'for Android'],
] as const)('search (%s index)', (locale, suffix) => {
  async function fixture() {
    const file = await buildIndexFile(
      locale,
      guides(suffix).flatMap((d) => pageRecords(d.url, d.html)),
    )
    const roundTrip = JSON.parse(JSON.stringify(file)) as typeof file
    return { index: loadIndexFile(roundTrip), records: recordsOf(roundTrip) }
  }
  const first = (groups: { page: string }[]) => groups[0]?.page

  it('finds each app by every Cyrillic spelling of its own name, that app first', async () => {
    const { index, records } = await fixture()
    const unique: Record<string, string> = {
      happ: 'хапп',
      v2rayng: 'в2рейнг',
      v2rayn: 'в2рейн',
      karing: 'каринг',
      streisand: 'стрейзанд',
      shadowrocket: 'шадоурокет',
      stash: 'стэш',
      'clashx-meta': 'клэшикс',
      'clash-verge-rev': 'клэш верж',
      'clash-meta': 'клэш мета',
    }
    for (const [id, query] of Object.entries(unique))
      expect(first(search(index, records, query)), query).toBe(`/guide/${id}`)
    for (const [id, words] of Object.entries(spokenAppNames))
      for (const spoken of Object.values(words))
        for (const s of spoken)
          expect(
            search(index, records, s).map((g) => g.page),
            s,
          ).toContain(`/guide/${id}`)
  })

  it('still finds apps by the Latin name and the wrong layout, the Cyrillic one too', async () => {
    const { index, records } = await fixture()
    expect(first(search(index, records, 'Happ'))).toBe('/guide/happ')
    expect(first(search(index, records, 'рфзз'))).toBe('/guide/happ')
    // «хапп» typed with the English layout active.
    expect(first(search(index, records, '[fgg'))).toBe('/guide/happ')
    expect(first(search(index, records, 'ыефыр'))).toBe('/guide/stash')
  })

  it('highlights the Latin name a Cyrillic query found', () => {
    const parts = snippet('Установите Happ из магазина.', queryTerms('хапп', locale), locale)
    expect(parts.filter((p) => p.match).map((p) => normalize(p.text))).toEqual(['happ'])
  })
})
