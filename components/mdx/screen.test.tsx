import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'

import { findLabel, labelText } from '@/lib/labels'

import { Screen, type ScreenProps } from './screen'

// The schematic reads its words through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))

async function draw(props: ScreenProps) {
  const { prelude } = await prerender(<Screen {...props} />)
  document.body.innerHTML = await new Response(prelude).text()
  return document.querySelector('figure.screen')!
}

const label = (id: string, locale: 'ru' | 'en') => labelText(findLabel('v2rayng', id)!, locale).text

describe('<Screen>', () => {
  it('rings the marked controls, numbered in the order of the mark, and says the steps in its alt text', async () => {
    const figure = await draw({
      app: 'v2rayng',
      screen: 'importMenu',
      mark: 'import.menu import.clipboard',
      locale: 'en',
    })
    const marked = [...figure.querySelectorAll('.screen__control--marked')]
    expect(marked.map((c) => c.getAttribute('data-step'))).toEqual(['1', '2'])
    // The + button is an icon; the menu item shows its label, as real text.
    expect(marked[0]!.querySelector('svg')).not.toBeNull()
    expect(marked[1]!.textContent).toBe(label('import.clipboard', 'en'))
    const img = figure.querySelector('[role=img]')!
    expect(img.getAttribute('aria-label')).toBe(
      `Schematic: v2rayNG, main screen, the + menu open. 1: "${label('import.menu', 'en')}" at the top right; 2: "${label('import.clipboard', 'en')}" in the menu that opens.`,
    )
  })

  it('draws each label in the page’s language, from the registry', async () => {
    const figure = await draw({ app: 'v2rayng', screen: 'main', mark: 'main.start', locale: 'ru' })
    expect(figure.textContent).toContain(label('status.notConnected', 'ru'))
    expect(figure.textContent).not.toContain(label('status.notConnected', 'en'))
  })

  it('draws an icon as Lucide’s shapes alone, hidden from assistive technology', async () => {
    const figure = await draw({ app: 'v2rayng', screen: 'main', mark: 'main.start', locale: 'en' })
    const icons = [...figure.querySelectorAll('svg')]
    expect(icons.length).toBeGreaterThan(2)
    for (const icon of icons) {
      expect(icon.getAttribute('aria-hidden')).toBe('true')
      expect(icon.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(icon.children.length).toBeGreaterThan(0)
    }
  })

  it('refuses an unknown screen or mark with the line the content check prints', async () => {
    await expect(
      draw({ app: 'v2rayng', screen: 'nope', mark: 'main.start', locale: 'en' }),
    ).rejects.toThrow(
      '<Screen>: screen: "nope" is not a screen of v2rayng in lib/screens/v2rayng.ts',
    )
    await expect(
      draw({ app: 'v2rayng', screen: 'main', mark: 'main.nope', locale: 'en' }),
    ).rejects.toThrow(/<Screen>: mark: "main.nope" is not a control of v2rayng's screen "main"/)
  })
})
