import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { apps } from '@/lib/apps'

import { LanPath, LanPort } from './lan-sharing'

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
