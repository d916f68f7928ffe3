import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { KEEP_QUERY_ATTRIBUTE, localizedPath } from '@/lib/i18n/paths'

import { keepQueryOnLanguageLinks } from './locale-links'

const en = (path: string) => localizedPath('en', path)

describe('keepQueryOnLanguageLinks', () => {
  beforeAll(() => {
    keepQueryOnLanguageLinks(document)
  })
  afterEach(() => {
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  })

  function link(href: string, keep = true) {
    document.body.innerHTML = `<nav><a href="${href}" ${keep ? KEEP_QUERY_ATTRIBUTE : ''}><span>English</span></a></nav>`
    const a = document.querySelector('a')!
    a.addEventListener('click', (e) => e.preventDefault())
    return a
  }

  it('adds the current query and hash when a language link is followed', () => {
    window.history.replaceState(null, '', '/android/happ?x=1#check')
    const a = link(en('/android/happ'))
    a.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(a.getAttribute('href')).toBe(en('/android/happ?x=1#check'))
  })

  it('replaces what an earlier follow added, for middle clicks and the context menu too', () => {
    window.history.replaceState(null, '', en('/faq?q=2#a'))
    const a = link('/faq?old=1#old')
    a.dispatchEvent(new MouseEvent('auxclick', { bubbles: true }))
    expect(a.getAttribute('href')).toBe('/faq?q=2#a')
    window.history.replaceState(null, '', en('/faq'))
    a.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }))
    expect(a.getAttribute('href')).toBe('/faq')
  })

  it('leaves other links alone', () => {
    window.history.replaceState(null, '', '/android/happ?x=1#check')
    const a = link(en('/faq'), false)
    a.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(a.getAttribute('href')).toBe(en('/faq'))
  })
})
