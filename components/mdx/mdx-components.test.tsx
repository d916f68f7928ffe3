import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'

import { troubleshootingContext } from '@/lib/help'
import { type HelpContext } from '@/lib/source/routes'

import { getMdxComponents, type MdxContext } from './mdx-components'

/**
 * The context the rendered `<Troubleshooting>` lists its entries for, and the one the table of contents
 * lists them for (contentlayer's `helpContext` of the same page): they must be the same, or the TOC
 * names entries the page does not show.
 */
function contexts(page: MdxContext, props: { device?: string; app?: string }) {
  const Troubleshooting = getMdxComponents(page).Troubleshooting as (
    p: typeof props,
  ) => ReactElement<{ ctx: HelpContext }>
  return {
    rendered: Troubleshooting(props).props.ctx,
    toc: troubleshootingContext([{ name: 'Troubleshooting', props }], page),
  }
}

describe('<Troubleshooting> in MDX', () => {
  const guide: MdxContext = { locale: 'en', platform: 'android', app: 'happ' }

  it.each([
    ['no props', guide, {}, { device: 'android', app: 'happ' }],
    ['its own device', guide, { device: 'ps5' }, { device: 'ps5', app: 'happ' }],
    ['an unknown device', guide, { device: 'toaster' }, { device: 'android', app: 'happ' }],
    ['an unknown app', guide, { app: 'nope' }, { device: 'android', app: 'happ' }],
    [
      'a page without platform',
      { locale: 'ru' } as MdxContext,
      { device: 'ps5' },
      { device: 'ps5' },
    ],
    ['nothing known', { locale: 'ru' } as MdxContext, { device: 'toaster' }, {}],
  ])('lists the same entries as the TOC with %s', (_, page, props, expected) => {
    const { rendered, toc } = contexts(page, props)
    expect(rendered).toEqual(expected)
    expect(toc).toEqual(expected)
  })
})
