import type { Locale } from '@/lib/i18n/config'

import type messages from './messages/ru.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
