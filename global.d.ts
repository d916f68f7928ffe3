import type { Locale } from '@/lib/i18n/config'
import type { OnDemandName } from '@/lib/on-demand'

import type messages from './messages/ru.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}

declare global {
  /**
   * `!siteConfig.colorMode.disableSwitch`, compiled into the client scripts by esbuild's `define`
   * (scripts/build/client.ts; `true` in the unit tests): without the switch, its code is never sent.
   */
  const __COLOR_MODE_SWITCH__: boolean
  /**
   * The built file of each on-demand part (lib/on-demand.ts), `search.<hash>.js`, beside the page script:
   * compiled in by the client build (scripts/build/client.ts); the unit tests give the sources' addresses.
   */
  const __ON_DEMAND__: Readonly<Record<OnDemandName, string>>
}
