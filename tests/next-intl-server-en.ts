// next-intl/server for unit tests that render server components, with the English catalogue:
//   vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))
import { createTranslator } from 'next-intl'

import { readMessages } from '@/lib/i18n/message-files'

const messages = readMessages('en')

export const getLocale = async () => 'en'

/** `getTranslations('Chat')` or `getTranslations({ locale, namespace: 'Chat' })`: English either way. */
export async function getTranslations(options: string | { namespace: string }) {
  const namespace = typeof options === 'string' ? options : options.namespace
  return createTranslator({ locale: 'en', messages, namespace: namespace as keyof typeof messages })
}
