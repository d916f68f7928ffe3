import { getTranslations } from 'next-intl/server'

import { ERROR_STRINGS_ID, type ErrorStrings } from './strings'

const keys = [
  'title',
  'tryAgain',
  'causes',
  'chunkTitle',
  'retry',
  'globalTitle',
  'globalBody',
  'reload',
] as const satisfies readonly (keyof ErrorStrings)[]

/**
 * The error screens' strings as a JSON data block (not executed, so no CSP hash needed): error
 * boundaries are client components outside any provider, and a global error replaces the layout.
 */
export async function ErrorStringsData() {
  const t = await getTranslations('ErrorScreen')
  const strings = Object.fromEntries(keys.map((key) => [key, t(key)])) as unknown as ErrorStrings
  return (
    <script
      type="application/json"
      id={ERROR_STRINGS_ID}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(strings).replaceAll('<', '\\u003c') }}
    />
  )
}
