import 'server-only'

import type { Locale } from './config'

import type ru from '@/messages/ru.json'

export type Messages = typeof ru

/** The message catalogue of a locale. The only importer of `messages/*.json` besides the type. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages
}
