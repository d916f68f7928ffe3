/** The only place the site's locales are defined. Routing, content, sitemap, search and tests import it. */
export const locales = ['ru', 'en'] as const

/** A locale the site is published in. */
export type Locale = (typeof locales)[number]

/** Russian lives at the root (`/android/happ`); every other locale under its prefix (`/en/...`). */
export const defaultLocale: Locale = 'ru'

/**
 * Each locale's language and territory as Open Graph writes them (`og:locale`, `language_TERRITORY`):
 * https://ogp.me/#optional
 */
export const openGraphLocales: Readonly<Record<Locale, string>> = { ru: 'ru_RU', en: 'en_US' }

/**
 * How a day is written in the text ("22 ноября 2026 г.", "November 22, 2026"): the day a guide was checked
 * (components/docs/doc-page.tsx) and the day a single file was built (scripts/build/single-files.ts). In
 * UTC, the zone the dates are stored in, so a day never shifts by the reader's or the build's zone.
 */
export const DAY_FORMAT = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions
