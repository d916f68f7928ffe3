import { createTranslator } from 'use-intl'
import { describe, expect, it } from 'vitest'

import { countWord } from './count'
import type { Locale } from './config'
import { readMessages } from './message-files'

/** "N apps" as the site writes it: the messages' plural forms and number words (`Offer.appCount`). */
function apps(locale: Locale, count: number) {
  const t = createTranslator({ locale, messages: readMessages(locale), namespace: 'Offer' })
  return t('appCount', { count, word: countWord(t('numberWords'), count) })
}

describe('counting apps in running text', () => {
  it('ru: the noun agrees with the number (one, few, many), in words up to ten', () => {
    expect([1, 2, 5, 11, 21, 22].map((n) => apps('ru', n))).toEqual([
      'одно приложение',
      'два приложения',
      'пять приложений',
      '11 приложений',
      '21 приложение',
      '22 приложения',
    ])
    expect(apps('ru', 4)).toBe('четыре приложения')
    expect(apps('ru', 10)).toBe('десять приложений')
  })

  it('en: one app, two apps, 11 apps', () => {
    expect([1, 2, 5, 11, 21].map((n) => apps('en', n))).toEqual([
      'one app',
      'two apps',
      'five apps',
      '11 apps',
      '21 apps',
    ])
  })

  it('takes digits where the list has no word', () => {
    expect(countWord('one, two', 3)).toBe('3')
    expect(countWord('one, two', 0)).toBe('0')
    expect(countWord('one, two', 2)).toBe('two')
  })
})
