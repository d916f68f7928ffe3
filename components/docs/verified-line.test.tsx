import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { VerifiedLine } from './verified-line'

const line = 'Проверено на Karing 1.2.24.2704, 26 ноября 2026 г.'

describe('VerifiedLine', () => {
  it('is a plain line when the guide has nothing unconfirmed', () => {
    const html = renderToStaticMarkup(<VerifiedLine line={line} />)
    expect(html).toBe(`<p class="doc__verified" data-search-ignore="">${line}</p>`)
  })

  it('opens the list of what no source confirmed, without script: <details> with the line as summary', () => {
    const html = renderToStaticMarkup(
      <VerifiedLine
        line={line}
        unconfirmed={{
          count: '2 утверждения не подтверждены',
          intro: 'Этого не подтвердил ни один источник.',
          items: ['как часто приложение само обновляет подписку', 'надпись кнопки подключения'],
        }}
      />,
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    const details = page.querySelector('details.doc__verified')!
    expect(details).not.toBeNull()
    expect(details.hasAttribute('open')).toBe(false)
    expect(details.querySelector('summary')!.textContent).toBe(
      `${line} · 2 утверждения не подтверждены`,
    )
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'как часто приложение само обновляет подписку',
      'надпись кнопки подключения',
    ])
  })
})
