import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'

import { apps, lanSharingApps } from '@/lib/apps'

import { LanPath, LanPort, LanSharingTable } from './lan-sharing'

// The table reads its strings through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))

describe('<LanPort>', () => {
  it('renders the registry port, and the own port of a switch that gives one', () => {
    expect(renderToStaticMarkup(<LanPort app="karing" />)).toBe(
      String(apps.karing.platforms.windows!.lanSharing!.port.value),
    )
    expect(renderToStaticMarkup(<LanPort app="v2rayn" own />)).toBe(
      String(apps.v2rayn.platforms.windows!.lanSharing!.ownPort!.value.port),
    )
  })

  it('refuses an app that shares nothing, naming the component and the file', () => {
    expect(() => renderToStaticMarkup(<LanPort app="happ" />)).toThrow(
      '<LanPort app="happ">: happ has no lanSharing in lib/apps/happ.ts',
    )
    expect(() => renderToStaticMarkup(<LanPort app="karing" own />)).toThrow(
      '<LanPort app="karing" own>: karing has no lanSharing.ownPort',
    )
  })
})

describe('<LanPath>', () => {
  it('quotes the labels on the way to the switch in the page’s language, joined by arrows', () => {
    expect(renderToStaticMarkup(<LanPath app="karing" to="allow" locale="ru" />)).toBe(
      '«Общий доступ к сети» → «Разрешить подключение по локальной сети»',
    )
    expect(renderToStaticMarkup(<LanPath app="clash-verge-rev" to="port" locale="en" />)).toBe(
      '&quot;Settings&quot; → &quot;Clash Setting&quot; → &quot;Port Config&quot; → &quot;Mixed Port&quot;',
    )
  })

  it('marks an app’s English text on a Russian page (ClashX Meta ships no Russian)', () => {
    expect(renderToStaticMarkup(<LanPath app="clashx-meta" to="allow" locale="ru" />)).toBe(
      '«<span lang="en">Allow connect from Lan</span>»',
    )
  })
})

describe('<LanSharingTable>', () => {
  it('has a row per app of lanSharingApps(), with its guides and its port from the registry', async () => {
    const { prelude } = await prerender(<LanSharingTable locale="en" />)
    document.body.innerHTML = await new Response(prelude).text()
    const rows = [...document.querySelectorAll('tbody tr')]
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
      lanSharingApps().map(({ app }) => app.name),
    )
    const cells = (name: string) => [
      ...rows.find((row) => row.querySelector('th')?.textContent === name)!.querySelectorAll('td'),
    ]
    // Karing: a guide for each computer, and the Network Sharing port.
    expect(cells('Karing')[0]!.querySelectorAll('a')).toHaveLength(2)
    expect(cells('Karing')[1]!.textContent).toBe(
      String(apps.karing.platforms.windows!.lanSharing!.port.value),
    )
    // v2rayN: the usual port, and the own port of "New Port for LAN" with the app's label.
    expect(cells('v2rayN')[1]!.textContent).toBe('10808, or 10810 if "New Port for LAN" is on')
    // ClashX Meta: the configuration decides; the registry port is the fallback.
    expect(cells('ClashX Meta')[1]!.textContent).toBe('7890, unless the subscription sets another')
  })
})
