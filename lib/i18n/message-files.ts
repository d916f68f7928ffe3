// The message catalogues on disk: `messages/<locale>.json`, read here and nowhere else. Build steps, tests
// and the page-side loader (lib/i18n/messages.ts) all read them through `readMessages`.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Locale } from './config'

import type ru from '@/messages/ru.json'

/** A locale's catalogue: `messages/ru.json` is the reference, and every locale has its keys. */
export type Messages = typeof ru

/**
 * The message catalogue of a locale, read synchronously from the project's `messages/` (plain Node has no
 * JSON imports without import attributes, and build steps run as plain Node modules).
 */
export function readMessages(locale: Locale): Messages {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
  ) as Messages
}
