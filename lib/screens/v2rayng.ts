import type { AppScreens, ScreenRegion } from './types'

const at = (path: string) => `2dust/v2rayNG@2.3.5 V2rayNG/app/src/main/java/com/v2ray/ang/${path}`

/**
 * The main screen's top bar (MainTopBar.kt:50-117): ☰ opens the side menu, the title, then search, + (the
 * import menu) and ⋮ (the More menu).
 */
const topBar: ScreenRegion = {
  kind: 'bar',
  start: [{ id: 'drawer', icon: 'menu', iconOnly: true }],
  title: { label: 'main.title' },
  end: [
    { id: 'search', icon: 'search', iconOnly: true },
    { label: 'import.menu', icon: 'plus', iconOnly: true },
    { id: 'more', icon: 'ellipsis-vertical', iconOnly: true },
  ],
}

/**
 * The strip at the bottom before connecting (MainBottomBar.kt:44-91): the status the view model sets
 * (MainViewModel.kt:133-135), and the round ▶ on the strip's top edge at the right.
 */
const statusStrip: ScreenRegion = {
  kind: 'status',
  text: { label: 'status.notConnected' },
  end: { label: 'main.start', icon: 'play', iconOnly: true },
}

/**
 * v2rayNG's screens, read in its Compose screens at 2.3.5 (V2rayNG/app/src/main/java/com/v2ray/ang/ui/…),
 * as they are before connecting. The group tabs above the list (one per subscription, MainScreen.kt:253-267)
 * show only with two subscriptions or more, so they are left out.
 */
export const v2rayngScreens: AppScreens = {
  app: 'v2rayng',
  screens: {
    main: {
      name: { en: 'main screen', ru: 'главный экран' },
      frame: 'phone',
      regions: [topBar, { kind: 'list', rows: 4 }, statusStrip],
      source: at(
        'ui/main/MainScreen.kt:188-307, MainTopBar.kt:50-117, MainServerPager.kt:303-420, MainBottomBar.kt:44-91, MainViewModel.kt:133-135',
      ),
      checked: '2026-11-28',
    },
    importMenu: {
      name: { en: 'main screen, the + menu open', ru: 'главный экран, открыто меню «+»' },
      frame: 'phone',
      regions: [
        topBar,
        {
          kind: 'menu',
          under: 'import.menu',
          // Then Import from a local file and eleven ways to type in one server (MainImportMenu.kt:14-26).
          items: [{ label: 'import.qr' }, { label: 'import.clipboard' }, {}, {}],
        },
        { kind: 'list', rows: 4 },
        statusStrip,
      ],
      source: at(
        'ui/main/MainTopBar.kt:50-117, MainImportMenu.kt:14-26, MainBottomBar.kt:44-91, MainViewModel.kt:133-135',
      ),
      checked: '2026-11-28',
    },
  },
}
