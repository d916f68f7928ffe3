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
