// The design tokens, defined once: the colour palette of both themes and the layout breakpoint.
// CSS reads the colours as custom properties from `lib/generated/tokens.css`, which the client build
// (scripts/build/client.ts) writes from `tokensCss()`; media queries say `@media (--mobile)` or
// `@media (--desktop)` and the PostCSS plugin `scripts/postcss-breakpoints.mjs` expands them. TS code
// (manifest, viewport, behaviours, e2e tests) imports the values from here.

/** The colour schemes of `[data-theme]`. Dark is the default. */
export type ColorScheme = 'dark' | 'light'

/** The colours that follow the theme; each becomes a custom property (`bgRaised` → `--bg-raised`). */
export interface ThemeColors {
  bg: string
  bgRaised: string
  bgHover: string
  text: string
  textMuted: string
  border: string
  primary: string
  primaryStrong: string
  onPrimary: string
  codeBg: string
  /** Text on `codeBg`, which is dark in both themes. */
  codeText: string
  note: string
  tip: string
  warning: string
  danger: string
}

// Its own constant, so `themeColor` below reads no property of `themes`: a property read may have side
// effects for esbuild, which then keeps the whole palette in the page script that imports `media`.
const darkBg = '#1b1b1d'

export const themes = {
  dark: {
    bg: darkBg,
    bgRaised: '#242526',
    bgHover: '#2f3032',
    text: '#e3e3e3',
    textMuted: '#b4b4b7',
    border: '#3a3b3d',
    primary: '#5fb0ff',
    primaryStrong: '#8cc6ff',
    onPrimary: '#0b1a2a',
    codeBg: '#22272e',
    codeText: '#e3e3e3',
    note: '#7aa6d6',
    tip: '#4fc08d',
    warning: '#e6a700',
    danger: '#f0707a',
  },
  light: {
    bg: '#fff',
    bgRaised: '#f5f6f7',
    bgHover: '#ebedf0',
    text: '#1c1e21',
    textMuted: '#525860',
    border: '#dadde1',
    primary: '#1463b8',
    primaryStrong: '#0d4a8c',
    onPrimary: '#fff',
    codeBg: '#22272e',
    codeText: '#e3e3e3',
    note: '#2f6eb5',
    tip: '#1e7d50',
    warning: '#8a6100',
    danger: '#c22f3c',
  },
} as const satisfies Record<ColorScheme, ThemeColors>

/** Colours that are the same in both themes: the announcement bar and the footer are always dark. */
export const fixedColors = {
  announcementBg: '#0f3d6e',
  onAnnouncement: '#fff',
  footerBg: '#111',
  footerText: '#c9c9cc',
  footerHeading: '#fff',
  footerMuted: '#a0a0a5',
} as const

/** The browser chrome colour (manifest, `<meta name="theme-color">`): the dark page background. */
export const themeColor = darkBg

/** The layout breakpoint: a viewport this wide or narrower gets the mobile layout (menu drawer, no TOC column). */
export const MOBILE_MAX_WIDTH = 996

/** The media queries of the two layouts; CSS writes them as `@media (--mobile)` / `@media (--desktop)`. */
export const media = {
  mobile: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
} as const

/** Whether a viewport of this width gets the mobile layout. */
export const isMobileWidth = (width: number) => width <= MOBILE_MAX_WIDTH

/** `bgRaised` → `--bg-raised`. */
export const cssVar = (name: string) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

const declarations = (colors: Record<string, string>) =>
  Object.entries(colors)
    .map(([name, value]) => `  ${cssVar(name)}: ${value};`)
    .join('\n')

/** The custom properties of the palette, as the stylesheet `lib/generated/tokens.css`. */
export function tokensCss(): string {
  return `/* Generated from lib/design-tokens.ts by scripts/build/client.ts: edit the tokens, not this file. */
:root,
[data-theme='dark'] {
${declarations(themes.dark)}
  color-scheme: dark;
}
[data-theme='light'] {
${declarations(themes.light)}
  color-scheme: light;
}
:root {
${declarations(fixedColors)}
}
`
}

/** Where the client build writes `tokensCss()`. */
export const TOKENS_CSS = 'lib/generated/tokens.css'
