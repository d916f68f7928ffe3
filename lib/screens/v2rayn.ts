import type { AppScreens, ScreenRegion } from './types'

const at = (path: string) => `2dust/v2rayN@7.24.8 v2rayN/v2rayN/Views/${path}`

/**
 * The main window's toolbar (MainWindow.xaml:41-328): the menus Configuration, Subscription Group and
 * Settings, each an icon and its text; then Help, Reload, Promotion and Close; at the end the theme panel's
 * button, whose icon is the library's default.
 */
const toolbar: ScreenRegion = {
  kind: 'bar',
  start: [
    { label: 'servers.menu', icon: 'server' },
    { label: 'subscription.menu', icon: 'book' },
    { label: 'settings.menu', icon: 'settings' },
    { icon: 'circle-question-mark' },
    { icon: 'refresh-cw' },
    {},
    {},
  ],
  end: [{}],
}

/**
 * The main window's body in its default layout (ConfigItems.cs: Vertical): the row of subscription groups
 * (the first one All) with its buttons, the server list (ProfilesView.xaml), and the log under it.
 */
const body: ScreenRegion[] = [
  { kind: 'tabs', items: [{}, {}], active: 0 },
  { kind: 'list', rows: 4 },
  { kind: 'rows', items: [{}] },
]

/**
 * The status bar at the bottom (StatusBarView.xaml:17-104): the local and LAN ports, Enable Tun with its
 * switch, the System proxy and Routing lists, the server in use and its check; the speeds at the right.
 */
const statusBar: ScreenRegion = {
  kind: 'status',
  text: {},
  items: [
    { label: 'status.tun', toggle: 'off' },
    { label: 'status.systemProxy', icon: 'chevron-down' },
    { label: 'status.routing', icon: 'chevron-down' },
    {},
  ],
}

/**
 * v2rayN's main window, read in its WPF views at 7.24.8 (v2rayN/v2rayN/Views/): the build the Windows
 * guide downloads (v2rayN-windows-64.zip is built from v2rayN.csproj; the Avalonia views are another
 * download).
 */
export const v2raynScreens: AppScreens = {
  app: 'v2rayn',
  screens: {
    main: {
      name: { en: 'main window', ru: 'главное окно' },
      frame: 'window',
      regions: [toolbar, ...body, statusBar],
      source: at('MainWindow.xaml:41-452, ProfilesView.xaml:24-375, StatusBarView.xaml:17-104'),
      checked: '2026-11-28',
    },
    serversMenu: {
      name: {
        en: 'main window, the Configuration menu open',
        ru: 'главное окно, открыто меню «Серверы»',
      },
      frame: 'window',
      regions: [
        toolbar,
        {
          kind: 'menu',
          under: 'servers.menu',
          // Then Scan QR code on the screen, Scan QR code in the image and the ways to add one server.
          items: [{ label: 'servers.importClipboard' }, {}, {}, {}],
        },
        ...body,
        statusBar,
      ],
      source: at('MainWindow.xaml:41-136, StatusBarView.xaml:17-104'),
      checked: '2026-11-28',
    },
    subscriptionMenu: {
      name: {
        en: 'main window, the Subscription Group menu open',
        ru: 'главное окно, открыто меню «Группа подписки»',
      },
      frame: 'window',
      regions: [
        toolbar,
        {
          kind: 'menu',
          under: 'subscription.menu',
          // Then Update current subscription without proxy and with proxy.
          items: [
            { label: 'subscription.settings' },
            { label: 'subscription.update' },
            { label: 'subscription.updateViaProxy' },
            {},
            {},
          ],
        },
        ...body,
        statusBar,
      ],
      source: at('MainWindow.xaml:41-171, StatusBarView.xaml:17-104'),
      checked: '2026-11-28',
    },
  },
}
