import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, locales } from './config'
import { loadMessages } from './messages'

// next-intl without middleware: each root layout calls setRequestLocale(), which `requestLocale` returns.
// https://next-intl.dev/docs/routing/setup#static-rendering
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(locales, requested) ? requested : defaultLocale
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Europe/Moscow',
    onError(error) {
      // A missing or broken message fails the build and names the key.
      throw error
    },
  }
})
