import { describe, expect, it } from 'vitest'

import { imageStem, imageUrl, parseImageUrl, sameImage } from './urls'

describe('image URLs', () => {
  it('makes a URL-safe stem of a file name', () => {
    expect(imageStem('device-chooser.en.png')).toBe('device-chooser-en')
    expect(imageStem('Экран Happ 2.PNG')).toBe('happ-2')
    expect(imageStem('Экран.png')).toBe('image')
  })

  it('round-trips a generated file name and rejects anything else', () => {
    const raster = {
      locale: 'en',
      stem: 'one-tap-en',
      id: '0123456789',
      variant: '686w',
      ext: 'avif',
    } as const
    expect(imageUrl(raster)).toBe('/_assets/img/en/one-tap-en.0123456789.686w.avif')
    expect(parseImageUrl(imageUrl(raster))).toEqual(raster)
    const svg = { locale: 'ru', stem: 'scheme', id: 'abcdef0123', ext: 'svg' } as const
    expect(imageUrl(svg)).toBe('/_assets/img/ru/scheme.abcdef0123.svg')
    expect(parseImageUrl(imageUrl(svg))).toEqual({ ...svg, variant: undefined })
    for (const other of [
      '/_assets/site.abc.js',
      '/_assets/img/de/a.0123456789.686w.avif',
      '/_assets/img/ru/a.png',
      '/_assets/img/ru/x/a.0123456789.686w.avif',
      '/ru/_assets/img/ru/a.0123456789.686w.avif',
    ]) {
      expect(parseImageUrl(other), other).toBeUndefined()
    }
  })

  it('tells versions of one image from other images', () => {
    const a = parseImageUrl('/_assets/img/ru/a.0123456789.343w.avif')!
    expect(sameImage(a, parseImageUrl('/_assets/img/ru/a.0123456789.686w.webp')!)).toBe(true)
    expect(sameImage(a, parseImageUrl('/_assets/img/ru/a.1123456789.343w.avif')!)).toBe(false)
    expect(sameImage(a, parseImageUrl('/_assets/img/en/a.0123456789.343w.avif')!)).toBe(false)
  })
})
