import type { AppScreens } from './types'

/** Where Stash's documentation was read (2026-11-26). */
const READ =
  'stash.wiki (its summary https://stash.wiki/llms.txt, faq/url-schema, configuration/override, faq/effective-stash) documents links and configuration files, not screens; its Get started page (https://stash.wiki/get-started) was not readable, only its one-line summary'

const none = (what: string) => `No vendor document shows ${what}: ${READ}.`

/** Stash (closed source): no page of its documentation we could read shows a screen, so none is drawn. */
export const stashScreens: AppScreens = {
  app: 'stash',
  screens: {},
  unshown: {
    'ios/stash': {
      add: none('the list of configuration files or where a configuration is added from a URL'),
      connect: none('the switch on the main screen'),
    },
    'tvos/stash': {
      add: none('the Apple TV app’s list of configurations or where one is added from a URL'),
      connect: none('the Apple TV app’s main screen'),
    },
  },
}
