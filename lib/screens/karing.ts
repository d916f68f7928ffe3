import type { AppScreen, AppScreens, ScreenControl, ScreenRegion } from './types'

const at = (path: string) => `KaringX/karing@v1.2.24.2704 lib/screens/${path}`

/** The back chevron at the start of every screen's top row but the main one's. */
const back: ScreenControl = { id: 'back', icon: 'arrow-left', iconOnly: true }

/** The main screen's top row: the gear (Settings) and the pencil (edit the tiles), no title. */
const topRow: ScreenRegion = {
  kind: 'bar',
  start: [
    { id: 'settings', icon: 'settings', iconOnly: true },
    { id: 'edit', icon: 'pencil', iconOnly: true },
  ],
}

/**
 * The main screen's tiles in their default order (home_screen_widgets.dart:2137-2202), two to a row as on a
 * phone and in the smallest window (home_screen.dart:2466): Run Duration, Connections, Total Traffic and
 * Speed; Current Profile and the outbound mode across the whole width; then, on a computer, System Proxy;
 * My Profiles and Add Profile, and more (Per-App Proxy on Android, DNS, Diversion, Net Check…).
 */
const tiles = (desktop: boolean): ScreenRegion[] => [
  { kind: 'tiles', columns: 2, items: [{}, {}, {}, {}] },
  { kind: 'rows', items: [{}] },
  { kind: 'tabs', items: [{ label: 'mode.rule' }, { label: 'mode.global' }], active: 0 },
  {
    kind: 'tiles',
    columns: 2,
    items: [
      ...(desktop
        ? [{ label: 'home.systemProxy', icon: 'shuffle', toggle: 'off' } satisfies ScreenControl]
        : []),
      { label: 'home.myProfiles', icon: 'list' },
      { label: 'home.addProfile', icon: 'plus' },
      {},
    ],
  },
]

/**
 * The bottom of the main screen (home_screen.dart:2671-2748): the round shield button, red with a cross
 * while not connected (its tooltip Disconnected), on a bump of the current-server bar, which reads Auto
 * Select until a server is picked.
 */
const dock: ScreenRegion[] = [
  {
    kind: 'button',
    shape: 'round',
    control: { label: 'status.disconnected', icon: 'shield-x', iconOnly: true },
  },
  { kind: 'status', text: { label: 'serverSelect.auto' } },
]

/** The main screen: one layout on phones and computers, with System Proxy on a computer. */
const main = (desktop: boolean): AppScreen => ({
  name: desktop
    ? { en: 'main screen (computer)', ru: 'главный экран (компьютер)' }
    : { en: 'main screen', ru: 'главный экран' },
  frame: desktop ? 'window' : 'phone',
  regions: [topRow, ...tiles(desktop), ...dock],
  source: at(
    'home_screen.dart:2432-2750, home_screen_widgets.dart:1081-1126, 1235-1383, 1633-1878, 2137-2202',
  ),
  checked: '2026-11-28',
})

/**
 * Karing's screens, read in its Dart screens at v1.2.24.2704 (lib/screens/), as they are before
 * connecting. The same layout serves phones and computers (home_screen.dart has no platform branch); the
 * default tiles differ by platform, so only those every platform shows are named.
 */
export const karingScreens: AppScreens = {
  app: 'karing',
  screens: {
    main: main(false),
    mainDesktop: main(true),
    addProfile: {
      name: { en: 'Add Profile list', ru: 'список «Добавить профиль»' },
      frame: 'phone',
      regions: [
        { kind: 'bar', start: [back], title: { label: 'home.addProfile' } },
        // Links from the remote config first (Tutorial, FAQ and others, group_helper.dart:99-235).
        { kind: 'rows', items: [{}, {}, {}] },
        // Then Add Profile Link, Import From Clipboard, Import Profile File, Scan QR Code…
        { kind: 'rows', items: [{ label: 'addProfile.link' }, {}, {}, {}] },
      ],
      source: at('group_helper.dart:1232-1495, group_screen.dart:71-170'),
      checked: '2026-11-28',
    },
    addLink: {
      name: { en: 'Add Profile Link screen', ru: 'экран «Добавление подписки»' },
      frame: 'phone',
      regions: [
        {
          kind: 'bar',
          start: [back],
          title: { label: 'addProfile.link' },
          end: [{ label: 'addLink.save', icon: 'check', iconOnly: true }],
        },
        { kind: 'fields', items: [{ label: 'addLink.url' }, { label: 'addLink.remark' }] },
        // The profile's options: Website, UserAgent… Update interval, Reload after Profile update.
        { kind: 'rows', items: [{}, {}, {}] },
      ],
      source: at('add_profile_by_link_or_content_screen.dart:339-706'),
      checked: '2026-11-28',
    },
  },
}
