import { describe, expect, it } from 'vitest'

import {
  displaySize,
  imageBudgets,
  imageRules,
  PHONE,
  phoneImageBudget,
  phoneWidth,
  sizesOf,
  sourceBudgetProblems,
  srcsetOf,
  svgProblems,
  svgSize,
  variantWidths,
} from './rules'

describe('sizes and widths', () => {
  it('shows a figure at half its pixels, keeping its proportions', () => {
    expect(displaySize(686, 1082)).toEqual({ width: 343, height: 541 })
    expect(displaySize(1, 1)).toEqual({ width: 1, height: 1 })
  })

  it('encodes a phone screenshot at its display width and its full width', () => {
    expect(variantWidths(686)).toEqual([343, 686])
    expect(variantWidths(750)).toEqual([375, 750])
  })

  it('adds the phone width for a wide screenshot and drops widths close to a larger one', () => {
    // Shown at 1280 px: twice the phone viewport, 1× desktop, full.
    expect(variantWidths(2560)).toEqual([2 * PHONE.viewport, 1280, 2560])
    // 860 (the phone's 2×) is within 15 % of 900: left out.
    expect(variantWidths(900)).toEqual([450, 900])
  })

  it('asks for the viewport width on narrow screens and the display width on wide ones', () => {
    expect(sizesOf(343)).toBe('(max-width: 343px) 100vw, 343px')
  })

  it('writes a srcset with width descriptors through the page’s href mapping', () => {
    const variants = [
      { url: '/_assets/img/ru/a.0123456789.343w.avif', width: 343 },
      { url: '/_assets/img/ru/a.0123456789.686w.avif', width: 686 },
    ]
    expect(srcsetOf(variants)).toBe(
      '/_assets/img/ru/a.0123456789.343w.avif 343w, /_assets/img/ru/a.0123456789.686w.avif 686w',
    )
    expect(srcsetOf(variants, (p) => `/docs${p}`)).toMatch(/^\/docs\/_assets\/.* 343w, \/docs\//)
  })

  it('picks the width a 3× phone takes, as a browser does from the srcset', () => {
    // 343 CSS px × 3 = 1029 px: more than any variant, so the widest.
    expect(phoneWidth([343, 686], 343)).toBe(686)
    // A wide figure fills the 430 px viewport: 1290 px, the first variant as wide.
    expect(phoneWidth([1280, 1600, 2560], 1280)).toBe(1600)
    expect(phoneWidth([100, 200], 100)).toBe(200)
  })
})

describe('budgets', () => {
  it('accepts a source within the budget and names what is over it', () => {
    expect(sourceBudgetProblems({ bytes: 110_000, width: 686, height: 1082 })).toEqual([])
    expect(sourceBudgetProblems({ bytes: imageRules.maxSourceBytes + 1 })).toEqual([
      expect.stringMatching(/^1\.01 MB, over the 1 MB budget for a source image/),
    ])
    expect(sourceBudgetProblems({ bytes: 1000, width: 5000, height: 300 })).toEqual([
      expect.stringMatching(/^5000×300 px, over 4096 px a side/),
    ])
  })

  it('checks the file a phone gets of each image, naming the source and where it is used', () => {
    const file = (url: string, bytes: number) => ({ url, bytes })
    const small = {
      source: 'content/ru/faq/a.png',
      usedAt: ['content/ru/faq.mdx:3:1'],
      full: file('/a.png', 900_000),
      phone: { avif: file('/a.avif', 20_000), webp: file('/a.webp', 30_000) },
    }
    const large = {
      source: 'content/ru/faq/b.png',
      usedAt: ['content/ru/faq.mdx:9:1'],
      full: file('/b.png', 200_000),
      phone: {
        avif: file('/b.avif', imageBudgets.phoneVariantBytes),
        webp: file('/b.webp', imageBudgets.phoneVariantBytes + 1),
      },
    }
    const svg = { source: 'content/ru/x.svg', usedAt: [], full: file('/x.svg', 500) }
    const checked = phoneImageBudget([small, large, svg])
    expect(checked.failures).toEqual([
      `content/ru/faq/b.png (used at content/ru/faq.mdx:9:1): /b.webp ${imageBudgets.phoneVariantBytes + 1} B, the file a phone gets, > budget ${imageBudgets.phoneVariantBytes} B`,
    ])
    expect(checked.largest?.url).toBe('/b.webp')
    expect(phoneImageBudget([]).largest).toBeUndefined()
  })
})

describe('SVG', () => {
  it('reads the size from width and height, else from the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180px">')).toEqual({
      width: 320,
      height: 180,
    })
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 640 360" width="100%">')).toEqual({
      width: 640,
      height: 360,
    })
    expect(svgSize('<svg width="10em" height="5em">')).toEqual({
      problem: expect.stringMatching(/no width and height in pixels and no viewBox/),
    })
    expect(svgSize('<html></html>')).toEqual({ problem: 'not an SVG (no <svg> element)' })
  })

  it('refuses what would run or load when the SVG is opened', () => {
    expect(svgProblems('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toEqual([])
    expect(
      svgProblems(
        '<svg onload="x()"><script>1</script><foreignObject/><image href="https://e.example/a.png"/></svg>',
      ),
    ).toHaveLength(4)
  })
})
