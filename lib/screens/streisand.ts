import type { AppScreens } from './types'

/** Where a document of Streisand's screens was looked for (2026-11-26). */
const LOOKED =
  'Streisand’s developer publishes no documentation we could find: the stored documentation and web pages hold only third-party tutorials (a VPN panel’s wiki) and VPN panels’ configurations, and the App Store listing (id6450534064) was not readable'

const none = (what: string) => `No vendor document shows ${what}. ${LOOKED}.`

/** Streisand (closed source): no vendor document shows a screen, so none is drawn. */
export const streisandScreens: AppScreens = {
  app: 'streisand',
  screens: {},
  unshown: {
    'ios/streisand': {
      add: none('the + button or its menu'),
      connect: none('the power button on the main screen'),
    },
    'macos/streisand': {
      add: none('the + button or its menu on the Mac'),
      connect: none('the connect button on the Mac'),
    },
  },
}
