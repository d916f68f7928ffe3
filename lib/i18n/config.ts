/** The only place the site's locales are defined. Routing, content, sitemap, search and tests import it. */
export const locales = ['ru', 'en'] as const

/** A locale the site is published in. */
export type Locale = (typeof locales)[number]

/** Russian lives at the root (`/android/happ`); every other locale under its prefix (`/en/...`). */
export const defaultLocale: Locale = 'ru'
