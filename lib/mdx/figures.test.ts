import { evaluate } from '@mdx-js/mdx'
import { createElement, type ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { remarkFigures } from './figures'

/** Compiles MDX as contentlayer does for `page` and renders it, each <Figure> as its props in JSON. */
async function figures(mdx: string, page?: string): Promise<Record<string, string>[]> {
  const file = { value: mdx, data: page ? { rawDocumentData: { sourceFilePath: page } } : {} }
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins: [remarkFigures] })
  const Figure = (props: Record<string, string>) =>
    createElement('pre', null, JSON.stringify(props))
  const html = renderToStaticMarkup(
    createElement(Content as ComponentType<{ components: object }>, { components: { Figure } }),
  )
  return [...html.matchAll(/<pre>(.*?)<\/pre>/g)].map((m) =>
    JSON.parse(m[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')),
  )
}

describe('remarkFigures', () => {
  it('makes a lone Markdown image a figure with its caption, and gives every figure its page', async () => {
    const mdx = [
      'Lead.',
      '',
      '![First](./a.png "A caption")',
      '',
      '## Section',
      '',
      '![Second](./b.png)',
      '',
      '<Figure src="./c.svg" alt="Third" caption="C" />',
    ].join('\n')
    expect(await figures(mdx, 'en/faq.mdx')).toEqual([
      { src: './a.png', alt: 'First', caption: 'A caption', page: 'en/faq.mdx', loading: 'eager' },
      { src: './b.png', alt: 'Second', page: 'en/faq.mdx', loading: 'lazy' },
      { src: './c.svg', alt: 'Third', caption: 'C', page: 'en/faq.mdx', loading: 'lazy' },
    ])
  })

  it('loads only the first image before the first section eagerly, and none of an entry', async () => {
    const mdx = '![One](./a.png)\n\n![Two](./b.png)\n'
    expect((await figures(mdx, 'ru/faq.mdx')).map((f) => f.loading)).toEqual(['eager', 'lazy'])
    expect((await figures(mdx, 'troubleshooting/ru/slow.mdx')).map((f) => f.loading)).toEqual([
      'lazy',
      'lazy',
    ])
  })

  it('keeps an image inside text inline', async () => {
    expect(await figures('Tap ![the + button](./plus.png) at the top.', 'ru/faq.mdx')).toEqual([
      {
        src: './plus.png',
        alt: 'the + button',
        page: 'ru/faq.mdx',
        loading: 'eager',
        inline: 'true',
      },
    ])
  })

  it('leaves images alone outside contentlayer’s compile', async () => {
    expect(await figures('![One](./a.png)')).toEqual([])
  })
})
