import type { AppScreens } from './types'

const at = (path: string) => `2dust/v2rayNG@2.3.5 ${path}`

/**
 * v2rayNG's screens, read in its Compose screens at 2.3.5 (V2rayNG/app/src/main/java/com/v2ray/ang/ui/…).
 */
export const v2rayngScreens: AppScreens = {
  app: 'v2rayng',
  screens: {
    main: {
      name: { en: 'main screen', ru: 'главный экран' },
      frame: 'phone',
      regions: [
        {
          kind: 'bar',
          start: [{ id: 'drawer', icon: 'menu', iconOnly: true }],
          title: { appName: true },
          end: [
            { id: 'search', icon: 'search', iconOnly: true },
            { id: 'import.menu', icon: 'plus', iconOnly: true },
            { id: 'more', icon: 'ellipsis-vertical', iconOnly: true },
          ],
        },
        { kind: 'list', rows: 4, row: { icon: 'server' } },
        {
          kind: 'status',
          text: { label: 'status.connected' },
          end: { id: 'connect', icon: 'play', iconOnly: true },
        },
      ],
      source: at(
        'V2rayNG/app/src/main/java/com/v2ray/ang/ui/main/MainScreen.kt:188-307, MainTopBar.kt:50-117, MainBottomBar.kt:44-91',
      ),
      checked: '2026-11-28',
    },
    importMenu: {
      name: { en: 'main screen, the + menu open', ru: 'главный экран, открыто меню «+»' },
      frame: 'phone',
      regions: [
        {
          kind: 'bar',
          start: [{ id: 'drawer', icon: 'menu', iconOnly: true }],
          title: { appName: true },
          end: [
            { id: 'search', icon: 'search', iconOnly: true },
            { id: 'import.menu', icon: 'plus', iconOnly: true },
            { id: 'more', icon: 'ellipsis-vertical', iconOnly: true },
          ],
        },
        {
          kind: 'menu',
          under: 'import.menu',
          items: [{ id: 'import.qr', icon: 'qr-code' }, { label: 'import.clipboard' }],
        },
        { kind: 'list', rows: 4, row: { icon: 'server' } },
        { kind: 'status', end: { id: 'connect', icon: 'play', iconOnly: true } },
      ],
      source: at(
        'V2rayNG/app/src/main/java/com/v2ray/ang/ui/main/MainTopBar.kt:76-96, MainImportMenu.kt:14-26',
      ),
      checked: '2026-11-28',
    },
  },
}
