import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as russianStemmer } from '@orama/stemmers/russian'

import type { Locale } from '../i18n/config'

/** Lower case and ё → е, so "Ёлка", "ёлка" and "елка" are one word. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е')
}

/** Words of a text: runs of letters and digits (Cyrillic and Latin), normalized. */
export function tokenize(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

const cyrillic = /[а-я]/

/**
 * The stem of one normalized word. Russian words go through the Russian Snowball stemmer and Latin words
 * through the English one, in either locale: Russian guides are full of English app names.
 */
export function stem(word: string, locale: Locale): string {
  if (word.length < 3 || /\d/.test(word)) return word
  if (cyrillic.test(word)) return russianStemmer(word)
  return locale === 'en' || /^[a-z]+$/.test(word) ? englishStemmer(word) : word
}

/** Terms a text is indexed and searched by. */
export function encode(text: string, locale: Locale): string[] {
  return tokenize(text).map((w) => stem(w, locale))
}
