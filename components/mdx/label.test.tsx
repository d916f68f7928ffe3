import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { appLabels, labelText } from '@/lib/labels'

import { Label } from './label'

describe('Label', () => {
  it('renders the registry text of the page language, quoted as that language quotes', () => {
    expect(renderToStaticMarkup(<Label app="v2rayn" id="subscription.menu" locale="ru" />)).toBe(
      '«Группа подписки»',
    )
    expect(renderToStaticMarkup(<Label app="v2rayn" id="subscription.menu" locale="en" />)).toBe(
      '&quot;Subscription Group&quot;',
    )
  })

  it('shows the app’s other language, marked with its lang, where the step meets it', () => {
    expect(
      renderToStaticMarkup(<Label app="v2rayn" id="settings.language" locale="ru" lang="en" />),
    ).toBe('«<span lang="en">Language (Restart)</span>»')
  })

  it('falls back to the English text on a Russian page when the app has no Russian', () => {
    expect(labelText({ text: { en: 'Profiles' }, where: '', place: null }, 'ru')).toEqual({
      text: 'Profiles',
      lang: 'en',
    })
  })

  it('shows a placeholder the app fills in as an ellipsis, and a line break as a space', () => {
    expect(renderToStaticMarkup(<Label app="v2rayng" id="status.testOk" locale="ru" />)).toBe(
      '«Соединение установлено за …»',
    )
    expect(renderToStaticMarkup(<Label app="v2rayng" id="status.connected" locale="ru" />)).toBe(
      '«Подключено. Нажмите, чтобы проверить соединение.»',
    )
  })

  it('refuses an id the registry does not have', () => {
    expect(appLabels.v2rayn?.labels['nope']).toBeUndefined()
    expect(() => renderToStaticMarkup(<Label app="v2rayn" id="nope" locale="ru" />)).toThrow(
      /"nope" is not a label of v2rayn in lib\/labels\/v2rayn.ts/,
    )
  })
})
