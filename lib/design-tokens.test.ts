import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { HEIGHT_PROPERTY } from '@/lib/mdx/sections'
import { expandMedia } from '@/scripts/postcss-breakpoints.mjs'

import {
  cssVar,
  fixedColors,
  isMobileWidth,
  media,
  MOBILE_MAX_WIDTH,
  themes,
  tokensCss,
} from './design-tokens'

/** Every stylesheet written by hand under app/ and components/ (lib/generated/ is not among them). */
function stylesheets(): { file: string; css: string }[] {
  return ['app', 'components'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => path.join(dir, f))
      .map((file) => ({ file, css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') })),
  )
}

/** `#FFF` → `#ffffff`, so that both spellings of a colour compare equal. */
const normalHex = (hex: string) => {
  const h = hex.slice(1).toLowerCase()
  return `#${h.length === 3 || h.length === 4 ? [...h].map((c) => c + c).join('') : h}`
}

const block = (css: string, selector: string) => {
  const start = css.indexOf(`${selector} {`)
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start))
}

describe('tokensCss', () => {
  const css = tokensCss()

  it.each(['dark', 'light'] as const)('declares every %s colour in its theme block', (scheme) => {
    const body = block(
      css,
      scheme === 'dark' ? ":root,\n[data-theme='dark']" : "[data-theme='light']",
    )
    for (const [name, value] of Object.entries(themes[scheme]))
      expect(body).toContain(`${cssVar(name)}: ${value};`)
    expect(body).toContain(`color-scheme: ${scheme};`)
  })

  it('declares the colours that do not follow the theme on :root', () => {
    const body = block(css, '\n:root')
    for (const [name, value] of Object.entries(fixedColors))
      expect(body).toContain(`${cssVar(name)}: ${value};`)
  })

  it('gives both themes the same names', () => {
    expect(Object.keys(themes.light)).toEqual(Object.keys(themes.dark))
  })
})

describe('stylesheets', () => {
  const palette = new Set(
    [
      ...Object.values(themes.dark),
      ...Object.values(themes.light),
      ...Object.values(fixedColors),
    ].map(normalHex),
  )
  const files = stylesheets()

  it('are found', () => {
    expect(files.map((f) => f.file)).toContain(path.join('app', 'globals.css'))
    expect(files.length).toBeGreaterThan(10)
  })

  it('use the custom properties instead of restating a palette colour', () => {
    const restated = files.flatMap(({ file, css }) =>
      (css.match(/#[0-9a-f]{3,8}\b/gi) ?? [])
        .filter((hex) => palette.has(normalHex(hex)))
        .map((hex) => `${file}: ${hex}`),
    )
    expect(restated).toEqual([])
  })

  it('only use custom properties that are defined', () => {
    const defined = new Set(
      [
        ...tokensCss().matchAll(/(--[\w-]+):/g),
        ...files.flatMap((f) => [...f.css.matchAll(/(--[\w-]+):/g)]),
      ]
        .map((m) => m[1])
        // Set in the pages' markup by the build: a section's expected height (lib/mdx/sections.ts).
        .concat(Object.values(HEIGHT_PROPERTY)),
    )
    const undefinedVars = files.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--[\w-]+)/g)]
        .filter((m) => !defined.has(m[1]))
        .map((m) => `${file}: ${m[1]}`),
    )
    expect(undefinedVars).toEqual([])
  })

  it('say @media (--mobile) or (--desktop) instead of restating the breakpoint', () => {
    const widths = new RegExp(`\\b(${MOBILE_MAX_WIDTH}|${MOBILE_MAX_WIDTH + 1})(\\.\\d+)?px`)
    const restated = files.flatMap(({ file, css }) =>
      (css.match(/@media[^{]*/g) ?? [])
        .filter((q) => widths.test(q))
        .map((q) => `${file}: ${q.trim()}`),
    )
    expect(restated).toEqual([])
  })
})

describe('the breakpoint', () => {
  it('expands the custom media of the stylesheets to the token queries', () => {
    expect(expandMedia('(--mobile)')).toBe(media.mobile)
    expect(expandMedia('screen and (--desktop)')).toBe(`screen and ${media.desktop}`)
    expect(() => expandMedia('(--tablet)')).toThrow(/unknown custom media/)
  })

  it('splits the widths without a gap or an overlap', () => {
    expect(isMobileWidth(MOBILE_MAX_WIDTH)).toBe(true)
    expect(isMobileWidth(MOBILE_MAX_WIDTH + 1)).toBe(false)
    expect(media.mobile).toBe(`(max-width: ${MOBILE_MAX_WIDTH}px)`)
    expect(media.desktop).toBe(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`)
  })
})
