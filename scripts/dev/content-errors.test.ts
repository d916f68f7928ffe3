import { describe, expect, it } from 'vitest'

import { localizedPath } from '@/lib/i18n/paths'

import { errorPage, errorsOfPage } from './content-errors'

const en = (path: string) => localizedPath('en', path)

const errors = [
  'content/ru/android/happ.mdx:6:1: platform: "androidd" is not one of android, ios',
  'content/en/faq.mdx:12:5: link /en/nope: no page /en/nope',
  'content/ru/android.mdx:3:1: title: required',
  'content/ru/index.mdx:2:1: title: required',
  'content/troubleshooting/en/no-internet.mdx:4:1: code: required',
]

describe('errorsOfPage', () => {
  it('gives a page the errors of its own file, folder index included', () => {
    expect(errorsOfPage(errors, '/android/happ')).toEqual([errors[0]])
    expect(errorsOfPage(errors, en('/faq'))).toEqual([errors[1]])
    expect(errorsOfPage(errors, '/android')).toEqual([errors[2]])
    expect(errorsOfPage(errors, '/')).toEqual([errors[3]])
    expect(errorsOfPage(errors, '/faq')).toEqual([])
  })

  it('gives the errors of an entry to the pages of its language that render entries', () => {
    expect(errorsOfPage(errors, en('/help/android/happ'))).toEqual([errors[4]])
    expect(errorsOfPage(errors, en('/android/happ'))).toEqual([errors[4]])
    expect(errorsOfPage(errors, en('/guides/ps5'))).toEqual([errors[4]])
    expect(errorsOfPage(errors, '/help')).toEqual([])
    expect(errorsOfPage(errors, en('/'))).toEqual([])
  })

  it('gives every page the errors that stop the whole build', () => {
    const registry = 'lib/apps.ts: happ.price: source: missing'
    const stray = 'content/de/x.mdx: file: not a page'
    expect(errorsOfPage([registry, stray], en('/faq'))).toEqual([registry, stray])
  })
})

describe('errorPage', () => {
  it('lists the lines, escaped, in the language of the page', () => {
    const html = errorPage(en('/faq'), ['content/en/faq.mdx:1:1: MDX: Expected `<Callout>` & more'])
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('The files of this page have 1 error.')
    expect(html).toContain(
      '<li><code>content/en/faq.mdx:1:1: MDX: Expected `&lt;Callout&gt;` &amp; more</code></li>',
    )
    expect(errorPage('/faq', ['a', 'b'])).toContain('В файлах этой страницы 2 ошибки.')
  })
})
