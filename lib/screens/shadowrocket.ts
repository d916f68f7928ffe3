import type { AppScreens } from './types'

/** Where a document of Shadowrocket's screens was looked for (2026-11-26). */
const LOOKED =
  'Shadowrocket’s developer (Shadow Launch Technology) publishes no user documentation: shadowlaunch.com has no help pages, the App Store listing (id932747118) was not readable, and LOWERTOP/Shadowrocket’s README is a community manual that calls itself unofficial, so it is not a vendor source'

const none = (what: string) => `No vendor document shows ${what}. ${LOOKED}.`

/** Shadowrocket (closed source): no vendor document shows a screen, so none is drawn. */
export const shadowrocketScreens: AppScreens = {
  app: 'shadowrocket',
  screens: {},
  unshown: {
    'ios/shadowrocket': {
      add: none('the Home tab or where + and the subscription form are'),
      connect: none('the switch on the Home tab or Global Routing'),
    },
    'macos/shadowrocket': {
      add: none('the Home screen or where + and the subscription form are'),
      connect: none('the connection switch on the Home screen'),
    },
  },
}
