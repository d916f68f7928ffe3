import { describe, expect, it } from 'vitest'

import { encode, normalize, stem, tokenize } from './encoder'
import { buildIndexFile, loadIndexFile, queryTerms, recordsOf, search, snippet } from './engine'
import { swapLayout } from './keyboard'
import { pageRecords } from './records'

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

/** A rendered page as the export writes it: chrome around a `data-search-body` element. */
const page = (body: string) =>
  `<!DOCTYPE html><html><body><nav><a href="/">Главная</a></nav><main><article>` +
  `<div class="markdown" data-search-body="">${body}</div></article></main></body></html>`

describe('pageRecords', () => {
  it('splits the rendered page at its h2/h3 ids and reads the text components render', () => {
    const html = page(
      '<h1>Happ для Android</h1><p data-search-ignore="">Проверено на Happ 3.25.1</p>' +
        '<p>Вступление <strong>про</strong> Happ.</p>' +
        '<h2 id="requirements">Что понадобится</h2>' +
        '<dl><div><dt>Версия системы</dt><dd>Android 5.0</dd></div></dl>' +
        '<figure><pre><code>GEOIP,RU,DIRECT</code></pre></figure><p>Откройте <code>happ://add</code>.</p>' +
        '<section><h3 id="check">Проверка</h3><ul><li>Один</li><li>Два</li></ul>' +
        '<p class="help-support" data-search-ignore="">Не помогло?</p></section>',
    )
    expect(pageRecords('/android/happ', html)).toEqual([
      {
        url: '/android/happ',
        page: 'Happ для Android',
        heading: 'Happ для Android',
        text: 'Вступление про Happ.',
      },
      {
        url: '/android/happ#requirements',
        page: 'Happ для Android',
        heading: 'Что понадобится',
        text: 'Версия системы Android 5.0 Откройте happ://add.',
      },
      {
        url: '/android/happ#check',
        page: 'Happ для Android',
        heading: 'Проверка',
        text: 'Один Два',
      },
    ])
  })

  it('leaves out navigation, controls and hidden elements', () => {
    const html = page(
      '<h1>FAQ</h1><nav><a href="/x">Другая страница</a></nav><button>Копировать</button>' +
        '<span hidden>скрыто</span><span aria-hidden="true">★</span><p>Ответ.</p>',
    )
    expect(pageRecords('/faq', html).map((r) => r.text)).toEqual(['Ответ.'])
  })

  it('reads a figure as its alt text and caption, not its files or its zoom hint', () => {
    const html = page(
      '<h1>FAQ</h1><p>Ответ.</p><figure class="figure"><a class="figure__zoom" href="/_assets/img/ru/x.0123456789.686w.png">' +
        '<picture><source type="image/avif" srcSet="/_assets/img/ru/x.0123456789.343w.avif 343w"/>' +
        '<img src="/_assets/img/ru/x.0123456789.343w.png" alt="Карточки устройств" width="343" height="400"/></picture>' +
        '<span class="visually-hidden" data-search-ignore="">(открыть в полном размере)</span></a>' +
        '<figcaption>Выбор устройства</figcaption></figure>',
    )
    expect(pageRecords('/faq', html).map((r) => r.text)).toEqual([
      'Ответ. Карточки устройств Выбор устройства',
    ])
  })

  it('fails naming the page when it has no search body or no h1', () => {
    expect(() => pageRecords('/x', '<main><h1>X</h1></main>')).toThrow(
      '/x: no element with data-search-body',
    )
    expect(() => pageRecords('/y', page('<p>Текст</p>'))).toThrow('/y: no h1')
  })
})

const docs = [
  {
    url: '/android/happ',
    html: page(
      '<h1>Happ для Android</h1><p>Вступление про Happ.</p><h2 id="add-subscription">Добавление подписки</h2>' +
        '<p>Скопируйте ссылку на подписку из бота.</p><h2 id="check">Проверка</h2><p>Откройте сайт.</p>',
    ),
  },
  {
    url: '/windows/v2rayn',
    html: page(
      '<h1>v2rayN для Windows</h1><h2 id="routing">Маршрутизация</h2><p>Российские сайты напрямую.</p>' +
        '<h2 id="update">Обновление подписки</h2><p>Обновите подписки вручную.</p>',
    ),
  },
  {
    url: '/faq',
    html: page(
      '<h1>Частые вопросы</h1><h2 id="что-такое-ключ">Что такое ключ</h2><p>Личная ссылка для приложения.</p>',
    ),
  },
]
const records = () => docs.flatMap((d) => pageRecords(d.url, d.html))

async function fixture() {
  const file = await buildIndexFile('ru', records())
  const roundTrip = JSON.parse(JSON.stringify(file)) as typeof file
  return { index: loadIndexFile(roundTrip), records: recordsOf(roundTrip) }
}

describe('search index', () => {
  it('splits pages into sections with anchors', () => {
    expect(records().map((r) => r.url)).toEqual([
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
