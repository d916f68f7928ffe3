import type { AppScreens } from './types'

/** Happ's documentation (HappDev/happ_su), the vendor's own, as web pages at the commit read. */
const doc = (commit: string, path: string) =>
  `https://github.com/HappDev/happ_su/blob/${commit}/${path}`
const ADDING = doc(
  '04b6ad8918ba3a873a4b62969697d732fcc2a739',
  'faq/adding-configuration-subscription.md',
)
const APPLE_TV = doc('0bd65b9abf4e981ca06f7c2ad88b9996d921e5af', 'faq/apple-tv-tvos.md')

/** Where Happ's documentation was read for the screens it does not show. */
const READ =
  'HappDev/happ_su (faq/adding-configuration-subscription.md, faq/apple-tv-tvos.md and faq/android-tv.md read again 2026-11-28; faq/ping.md, faq/requirements.md and dev-docs/app-management.md read 2026-11-26); its screenshots have no text to read'

const connect = `No document shows where the connect button is or what it looks like: ${READ}. dev-docs/app-management.md names only iOS theme colours of a button with a power icon and a timer, with no place.`

/**
 * Happ (closed source): only what its documentation shows. The phone's main screen has + at the top right
 * and the server list under it (faq/adding-configuration-subscription.md); the Apple TV app opens on an
 * import screen with Web Import (faq/apple-tv-tvos.md). Nothing shows the connect button, the computer
 * apps' windows, or where Android TV's Web Import item is.
 */
export const happScreens: AppScreens = {
  app: 'happ',
  screens: {
    main: {
      name: { en: 'main screen', ru: 'главный экран' },
      frame: 'phone',
      regions: [
        { kind: 'bar', end: [{ label: 'main.add', icon: 'plus', iconOnly: true }] },
        // The server list: each subscription's header, then its servers.
        { kind: 'list', rows: 3 },
      ],
      source: ADDING,
      checked: '2026-11-28',
    },
    tvImport: {
      name: { en: 'import screen (Apple TV)', ru: 'экран импорта (Apple TV)' },
      frame: 'tv',
      regions: [{ kind: 'rows', items: [{ label: 'import.web' }] }],
      source: APPLE_TV,
      checked: '2026-11-28',
    },
  },
  unshown: {
    'android/happ': { connect },
    'ios/happ': { connect },
    'macos/happ': {
      add: `No document shows Happ's window on a Mac: faq/adding-configuration-subscription.md puts + at the top right of "the main screen" without naming a device, and the Mac has two builds (the App Store's and a DMG, a Qt 6 desktop app by faq/requirements.md) whose windows no page shows: ${READ}.`,
      connect,
    },
    'windows/happ': {
      add: `No document shows Happ's window on Windows (a Qt 6 desktop app by faq/requirements.md) or where it adds a subscription: ${READ}.`,
      connect,
    },
    'android/tv': {
      add: `faq/android-tv.md says that the first launch offers a QR code and that Web Import is an item "on the TV", but not on which screen or where: ${READ}.`,
      connect,
    },
    'tvos/happ': { connect },
  },
}
