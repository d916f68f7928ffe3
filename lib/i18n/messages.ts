import 'server-only'

import type { Locale } from './config'
import { readMessages, type Messages } from './message-files'

export type { Messages }

/**
 * The message catalogue of a locale, for next-intl (`lib/i18n/request.ts`). A build reads it like every
 * build step does (`readMessages`); `next dev` imports it instead, so that an edit of `messages/*.json`
 * reloads the page (the module graph depends on it). The condition is a constant in a build, which
 * leaves the import out.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (process.env.NODE_ENV === 'development') {
    return (await import(`../../messages/${locale}.json`)).default as Messages
  }
  return readMessages(locale)
}
