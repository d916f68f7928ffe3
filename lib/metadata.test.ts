import { describe, expect, it } from 'vitest'

import { defaultLocale, locales, openGraphLocales } from './i18n/config'
import { localizedPath, prefixedLocales } from './i18n/paths'
import { brandedTitle, hreflangAlternates, pageMetadata } from './metadata'
import { siteConfig } from './site-config'

const prefixed = prefixedLocales[0]!

describe('hreflangAlternates', () => {
  it("names every locale's URL and points x-default at the default locale's", () => {
    const alternates = hreflangAlternates('/android/happ')
    expect(Object.keys(alternates)).toEqual([...locales, 'x-default'])
    for (const locale of locales) {
      expect(alternates[locale]).toBe(localizedPath(locale, '/android/happ'))
    }
    expect(alternates['x-default']).toBe(localizedPath(defaultLocale, '/android/happ'))
  })
})

describe('pageMetadata', () => {
  const page = { path: '/faq', title: 'FAQ', description: 'Answers.' }

  it('gives every locale its own canonical URL and Open Graph locale, and the same alternates', () => {
    for (const locale of locales) {
      const metadata = pageMetadata({ locale, ...page })
      expect(metadata.alternates?.canonical).toBe(localizedPath(locale, '/faq'))
      expect(metadata.alternates?.languages).toEqual(hreflangAlternates('/faq'))
      expect(metadata.openGraph).toMatchObject({
        url: localizedPath(locale, '/faq'),
        locale: openGraphLocales[locale],
        title: 'FAQ',
        description: 'Answers.',
        siteName: siteConfig.brandName,
      })
    }
  })

  it('gives each locale a different Open Graph locale', () => {
    expect(new Set(locales.map((l) => openGraphLocales[l])).size).toBe(locales.length)
  })

  it('leaves a page title to the layout template and types the page as an article', () => {
    const metadata = pageMetadata({ locale: prefixed, ...page })
    expect(metadata.title).toBe('FAQ')
    expect(metadata.description).toBe('Answers.')
    expect(metadata.openGraph).toMatchObject({ type: 'article' })
  })

  it('gives the home page a title of its own and the Open Graph type website', () => {
    const metadata = pageMetadata({ locale: defaultLocale, ...page, path: '/', home: true })
    expect(metadata.title).toEqual({ absolute: brandedTitle('FAQ') })
    expect(brandedTitle('FAQ')).toBe(`FAQ — ${siteConfig.brandName}`)
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: '/' })
  })

  it('keeps a page out of the index only when asked, following its links either way', () => {
    expect(pageMetadata({ locale: defaultLocale, ...page }).robots).toBeUndefined()
    expect(pageMetadata({ locale: defaultLocale, ...page, noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    })
  })
})
