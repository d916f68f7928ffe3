import type { AppId } from '../apps'
import { stem, tokenize } from './encoder'

/**
 * How readers with a Russian keyboard write each app's name: in Cyrillic, as it sounds («хапп», «клэш»),
 * several spellings where readers vary. Per app: a Latin word of the app's name as the index has it
 * (lower case, one token of `apps[id].name`, or the start of one: `v2ray`) → its Cyrillic spellings,
 * lower case, `е` for `ё`. Search reads a query's Cyrillic app names as the Latin word
 * (`writtenAppNames`), in both locales; `spoken-names.test.ts` checks the words against the registry.
 * A spelling that is also a common Russian word is left out, so such a query is not bent.
 */
export const spokenAppNames: Partial<Record<AppId, Readonly<Record<string, readonly string[]>>>> = {
  happ: { happ: ['хапп', 'хап', 'хэпп', 'хэп', 'хепп'] },
  v2rayng: {
    v2rayng: ['в2рейнг', 'ви2рейнг', 'в2рэйнг', 'ви2рэйнг', 'в2райнг', 'в2рейнж', 'витурейнг'],
    v2ray: ['в2рей', 'ви2рей', 'в2рэй', 'ви2рэй', 'в2рай', 'витурей'],
  },
  'clash-meta': { clash: ['клэш', 'клеш', 'клаш'], meta: ['мета'] },
  karing: { karing: ['каринг', 'карин', 'кэринг', 'кейринг'] },
  streisand: { streisand: ['стрейзанд', 'стрейсанд', 'стрэйзанд', 'стрейзенд', 'стрейзэнд'] },
  shadowrocket: {
    shadowrocket: [
      'шадоурокет',
      'шэдоурокет',
      'шедоурокет',
      'шадоврокет',
      'шадоу',
      'шэдоу',
      'рокет',
    ],
  },
  stash: { stash: ['стэш', 'стеш', 'сташ'] },
  'clashx-meta': { clashx: ['клэшикс', 'клешикс', 'клашикс', 'клэшх', 'клешх'], meta: ['мета'] },
  'clash-verge-rev': { clash: ['клэш', 'клеш', 'клаш'], verge: ['верж', 'вердж'], rev: ['рев'] },
  v2rayn: {
    v2rayn: ['в2рейн', 'ви2рейн', 'в2рэйн', 'ви2рэйн', 'в2райн', 'витурейн'],
    v2ray: ['в2рей', 'ви2рей', 'в2рэй', 'ви2рэй', 'в2рай', 'витурей'],
  },
}

/** [stem of a spelling, the spelling, its Latin word], built on first use. */
let spellings: [stem: string, spelling: string, latin: string][] | undefined

/** The Latin word of a Cyrillic app name: by its stem («хаппе» is «хапп»), or a spelling it begins. */
function latinOf(word: string): string | undefined {
  spellings ??= Object.values(spokenAppNames).flatMap((words = {}) =>
    Object.entries(words).flatMap(([latin, spoken]) =>
      spoken.map((s): [string, string, string] => [stem(s, 'ru'), s, latin]),
    ),
  )
  const stemmed = stem(word, 'ru')
  return (spellings.find(([s]) => s === stemmed) ??
    (word.length >= 3 ? spellings.find(([, s]) => s.startsWith(word)) : undefined))?.[2]
}

/**
 * The query with the app names written in Cyrillic as their Latin words («хапп андроид» → `happ
 * андроид`), or the query as it is when it names none.
 */
export function writtenAppNames(query: string): string {
  let named = false
  const words = tokenize(query).map((word) => {
    const latin = /[а-я]/.test(word) ? latinOf(word) : undefined
    if (latin) named = true
    return latin ?? word
  })
  return named ? [...new Set(words)].join(' ') : query
}
