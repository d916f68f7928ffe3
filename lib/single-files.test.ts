import { describe, expect, it } from 'vitest'

import { helpPath } from './source/routes'
import { PS5_PATH } from './source/routes'
import {
  findSizePlaceholders,
  isSingleFile,
  singleFileName,
  singleFilePages,
  singleFileRel,
  singleFilesZipRel,
  sizeInKb,
  sizePlaceholder,
  type SingleFileSource,
} from './single-files'

const docs: SingleFileSource[] = [
  { path: '/', kind: 'home', title: 'Home' },
  { path: '/faq', kind: 'doc', title: 'FAQ' },
  { path: '/install', kind: 'doc', title: 'Choose' },
  { path: '/update', kind: 'doc', title: 'Update' },
  { path: '/legal/terms-of-use', kind: 'legal', title: 'Terms' },
  { path: '/windows/happ', kind: 'guide', platform: 'windows', title: 'Happ for Windows' },
  { path: '/android/v2rayNG', kind: 'guide', platform: 'android', title: 'v2rayNG' },
  { path: '/android', kind: 'platform', platform: 'android', title: 'Android' },
  { path: '/android/happ', kind: 'guide', platform: 'android', title: 'Happ' },
  { path: PS5_PATH, kind: 'doc', title: 'PS5' },
  { path: '/macOS', kind: 'platform', platform: 'macos', title: 'macOS' },
]

describe('singleFileName', () => {
  it('joins the path segments in lower case', () => {
    expect(singleFileName('/android/happ')).toBe('android-happ.html')
    expect(singleFileName('/android/v2rayNG')).toBe('android-v2rayng.html')
    expect(singleFileName('/faq')).toBe('faq.html')
    expect(singleFileName('/macOS')).toBe('macos.html')
    expect(singleFileName('/guides/ps5')).toBe('guides-ps5.html')
  })

  it('refuses the home page and names that are not portable', () => {
    expect(() => singleFileName('/')).toThrow(/home page/)
    expect(() => singleFileName('/tags/установка')).toThrow(/portable/)
  })
})

describe('singleFilePages', () => {
  const pages = singleFilePages(docs, 'Help')

  it('takes the guides, the platform pages, the PS5 guide, /faq, /install and /help, nothing else', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/android',
      '/android/happ',
      '/android/v2rayNG',
      '/macOS',
      '/windows/happ',
      PS5_PATH,
      '/faq',
      '/install',
      helpPath(),
    ])
  })

  it('groups by device and marks the guides, whose pages link their file', () => {
    const byPath = new Map(pages.map((p) => [p.path, p]))
    expect(byPath.get('/android')).toMatchObject({
      group: 'android',
      guide: false,
      name: 'android.html',
    })
    expect(byPath.get('/android/happ')).toMatchObject({ group: 'android', guide: true })
    expect(byPath.get(PS5_PATH)).toMatchObject({ group: 'ps5', guide: true })
    expect(byPath.get('/faq')).toMatchObject({ group: 'general', guide: false })
    expect(byPath.get(helpPath())).toMatchObject({ title: 'Help', name: 'help.html' })
  })

  it('leaves /help out when the site has none', () => {
    expect(singleFilePages(docs, undefined).some((p) => p.path === helpPath())).toBe(false)
  })

  it('fails when two pages would make the same file', () => {
    expect(() =>
      singleFilePages(
        [...docs, { path: '/Android/happ', kind: 'guide', platform: 'android', title: 'x' }],
        undefined,
      ),
    ).toThrow(/\/android\/happ and \/Android\/happ both make android-happ\.html/)
  })
})

describe('paths and placeholders', () => {
  it('keeps files per locale and the zips beside the folders', () => {
    expect(singleFileRel('en', 'android-happ.html')).toBe('files/en/android-happ.html')
    expect(singleFilesZipRel('ru')).toBe('files/guides-ru.zip')
    expect(isSingleFile('files/ru/android-happ.html')).toBe(true)
    expect(isSingleFile('files/index.html')).toBe(false)
    expect(isSingleFile('files/guides-ru.html')).toBe(false)
    expect(isSingleFile('android/happ.html')).toBe(false)
  })

  it('rounds sizes up to whole KB', () => {
    expect(sizeInKb(1)).toBe(1)
    expect(sizeInKb(1024)).toBe(1)
    expect(sizeInKb(1025)).toBe(2)
    expect(sizeInKb(41541)).toBe(41)
  })

  it('finds the placeholders a page renders, with their files', () => {
    const html = `<a href="/files/ru/a.html">Скачать (HTML, ${sizePlaceholder('files/ru/a.html')} КБ)</a><a>${sizePlaceholder('files/guides-ru.zip')}</a>`
    expect(findSizePlaceholders(html).map((p) => p.rel)).toEqual([
      'files/ru/a.html',
      'files/guides-ru.zip',
    ])
    expect(findSizePlaceholders('<p>no size here: files/ru/a.html</p>')).toEqual([])
  })
})
