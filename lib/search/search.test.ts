import { describe, expect, it } from 'vitest'

import { encode, normalize, stem, tokenize } from './encoder'
import { buildIndexFile, loadIndexFile, queryTerms, recordsOf, search, snippet } from './engine'
import { swapLayout } from './keyboard'
import { buildRecords, mdxToText } from './records'

describe('encoder', () => {
  it('folds case and ё', () => {
    expect(normalize('Ёлка ЁЖ')).toBe('елка еж')
    expect(encode('Ещё', 'ru')).toEqual(encode('еще', 'ru'))
  })
  it('stems Russian inflections to one term', () => {
    const forms = ['подписка', 'подписку', 'подписками', 'подписки', 'подписке']
    expect(new Set(forms.map((w) => stem(w, 'ru'))).size).toBe(1)
    expect(stem('приложения', 'ru')).toBe(stem('приложение', 'ru'))
  })
  it('stems English words in both locales', () => {
    expect(stem('subscriptions', 'en')).toBe(stem('subscription', 'en'))
    expect(stem('updating', 'en')).toBe(stem('updates', 'en'))
  })
  it('splits on everything but letters and digits, keeping mixed tokens', () => {
    expect(tokenize('happ://add/https://x — v2rayNG, 10808!')).toEqual([
      'happ',
      'add',
      'https',
      'x',
      'v2rayng',
      '10808',
    ])
  })
})

describe('swapLayout', () => {
  it('maps the English layout to Russian and back', () => {
    expect(swapLayout('gjlgbcrf')).toBe('подписка')
    expect(swapLayout('рфзз')).toBe('happ')
    expect(swapLayout('Gjlgbcrf')).toBe('подписка')
  })
})

describe('mdxToText', () => {
  it('drops code fences and JSX, keeps inline code and link text', () => {
    expect(
      mdxToText(
        'Откройте [бот](/x) и `happ://add`.\n\n```ini\nGEOIP,RU\n```\n<Callout type="tip">\n\nСовет\n\n</Callout>',
      ),
    ).toBe('Откройте бот и happ://add. Совет')
  })
})

const docs = [
  {
    url: '/android/happ',
    title: 'Happ для Android',
    body: 'Вступление про Happ.\n\n## Добавление подписки\n\nСкопируйте ссылку на подписку из бота.\n\n## Проверка\n\nОткройте сайт.',
  },
  {
    url: '/windows/v2rayn',
    title: 'v2rayN для Windows',
    body: '## Маршрутизация\n\nРоссийские сайты напрямую.\n\n## Обновление подписки\n\nОбновите подписки вручную.',
  },
  {
    url: '/faq',
    title: 'Частые вопросы',
    body: '## Что такое ключ\n\nЛичная ссылка для приложения.',
  },
]

async function fixture() {
  const file = await buildIndexFile('ru', buildRecords(docs))
  const roundTrip = JSON.parse(JSON.stringify(file)) as typeof file
  return { index: loadIndexFile(roundTrip), records: recordsOf(roundTrip) }
}

describe('search index', () => {
  it('splits pages into sections with anchors', () => {
    expect(buildRecords(docs).map((r) => r.url)).toEqual([
      '/android/happ',
      '/android/happ#add-subscription',
      '/android/happ#check',
      '/windows/v2rayn#routing',
      '/windows/v2rayn#update',
      '/faq#что-такое-ключ',
    ])
  })

  it('survives export and import (JSON round trip) and finds inflected forms', async () => {
    const { index, records } = await fixture()
    const groups = search(index, records, 'подписками')
    expect(groups.map((g) => g.page)).toEqual(
      expect.arrayContaining(['/android/happ', '/windows/v2rayn']),
    )
    expect(groups[0]!.hits[0]!.record.url).toMatch(/#(add-subscription|update)$/)
  })

  it('matches a half-typed word in headings', async () => {
    const { index, records } = await fixture()
    const urls = search(index, records, 'маршрут').flatMap((g) => g.hits.map((h) => h.record.url))
    expect(urls).toContain('/windows/v2rayn#routing')
  })

  it('finds words typed in the wrong keyboard layout', async () => {
    const { index, records } = await fixture()
    expect(search(index, records, 'gjlgbcrf').length).toBeGreaterThan(0)
    expect(search(index, records, 'рфзз').map((g) => g.page)).toContain('/android/happ')
  })

  it('returns nothing for an empty or unknown query', async () => {
    const { index, records } = await fixture()
    expect(search(index, records, '   ')).toEqual([])
    expect(search(index, records, 'квазар')).toEqual([])
  })
})

describe('snippet', () => {
  it('highlights the matched words', () => {
    const parts = snippet(
      'Скопируйте ссылку на подписку из бота.',
      queryTerms('подписка', 'ru'),
      'ru',
    )
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['подписку'])
    expect(parts.map((p) => p.text).join('')).toBe('Скопируйте ссылку на подписку из бота.')
  })
})
