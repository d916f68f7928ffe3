import { afterEach, describe, expect, it } from 'vitest'

import {
  BASE_PATH_ATTRIBUTE,
  LANG_FROM_PATH_ATTRIBUTE,
  localizedPath,
  SAME_PAGE_MIRROR_ATTRIBUTE,
} from '@/lib/i18n/paths'

import { pointMirrorsAtThisPage, setLangFromPath } from './addresses'

const root = document.documentElement
const en = (path: string) => localizedPath('en', path)

afterEach(() => {
  root.removeAttribute(BASE_PATH_ATTRIBUTE)
  root.removeAttribute(LANG_FROM_PATH_ATTRIBUTE)
  root.lang = ''
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('setLangFromPath', () => {
  it.each([
    ['', en('/no-such-page'), 'en'],
    ['', '/no-such-page', 'ru'],
    ['/docs', `/docs${en('/x')}`, 'en'],
    // Not under the base path: a prefix that only starts like it is not stripped.
    ['/docs', '/docsen/x', 'ru'],
  ])('base %j, %s → %s', (base, path, lang) => {
    if (base) root.setAttribute(BASE_PATH_ATTRIBUTE, base)
    root.setAttribute(LANG_FROM_PATH_ATTRIBUTE, '')
    window.history.replaceState(null, '', path)
    setLangFromPath(document)
    expect(root.lang).toBe(lang)
  })

  it('leaves other pages alone', () => {
    root.lang = 'ru'
    window.history.replaceState(null, '', en('/x'))
    setLangFromPath(document)
    expect(root.lang).toBe('ru')
  })
})

describe('pointMirrorsAtThisPage', () => {
  it('opens the address bar page, query and hash on each mirror', () => {
    root.setAttribute(BASE_PATH_ATTRIBUTE, '/docs')
    window.history.replaceState(null, '', `/docs${en('/android/happ')}?x=1#check`)
    document.body.innerHTML = `<a href="https://m.example.net/docs/en" ${SAME_PAGE_MIRROR_ATTRIBUTE}="https://m.example.net/docs">m</a><a href="https://other.example.org">o</a>`
    pointMirrorsAtThisPage(document)
    const [mirror, other] = document.querySelectorAll('a')
    expect(mirror!.getAttribute('href')).toBe(
      `https://m.example.net/docs${en('/android/happ')}?x=1#check`,
    )
    expect(other!.getAttribute('href')).toBe('https://other.example.org')
  })

  it('opens the mirror root for the home page', () => {
    document.body.innerHTML = `<a ${SAME_PAGE_MIRROR_ATTRIBUTE}="https://docs.example.org">m</a>`
    pointMirrorsAtThisPage(document)
    expect(document.querySelector('a')!.getAttribute('href')).toBe('https://docs.example.org')
  })
})
