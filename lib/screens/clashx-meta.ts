import type { AppScreens, ScreenRegion } from './types'

const at = (path: string) => `MetaCubeX/ClashX.Meta@v1.4.8 ${path}`

/**
 * The menu of the menu-bar icon (ClashX/Base.lproj/Main.storyboard:742-1028), top to bottom, each block
 * between separators a region: Proxy Mode (its title set at run time to "Proxy Mode (Rule)",
 * AppDelegate.swift:266); the proxy groups of the profile (added at run time); Set as system proxy, Tun
 * mode, Copy shell command; Start at login, Show network indicator, Allow connect from Lan; Benchmark,
 * Dashboard; Configs, Settings, Meta, Help; Quit.
 */
const statusMenu: ScreenRegion[] = [
  { kind: 'rows', items: [{ label: 'menu.proxyMode' }] },
  { kind: 'rows', items: [{}, {}] },
  { kind: 'rows', items: [{ label: 'menu.systemProxy' }, { label: 'menu.tun' }, {}] },
  {
    kind: 'rows',
    items: [{}, { label: 'menu.networkIndicator' }, { label: 'menu.allowLan' }],
  },
  { kind: 'rows', items: [{ label: 'menu.benchmark' }, {}] },
  { kind: 'rows', items: [{ label: 'menu.configs' }, {}, {}, { label: 'menu.help' }] },
  { kind: 'rows', items: [{ label: 'menu.quit' }] },
]

const menuSource = at(
  'ClashX/Base.lproj/Main.storyboard:742-1028, ClashX/AppDelegate.swift:255-278',
)

/**
 * ClashX Meta's screens, read in its storyboard, layouts and Swift at v1.4.8: a menu-bar app, with no main
 * window; its menu, the Remote Configs window the menu opens, and the alert that adds a remote config.
 */
export const clashxMetaScreens: AppScreens = {
  app: 'clashx-meta',
  screens: {
    menu: {
      name: { en: 'menu', ru: 'меню' },
      frame: 'menubar',
      regions: statusMenu,
      source: menuSource,
      checked: '2026-11-28',
    },
    modeMenu: {
      name: { en: 'menu, Proxy Mode open', ru: 'меню, открыт «Proxy Mode»' },
      frame: 'menubar',
      regions: [
        ...statusMenu,
        {
          kind: 'menu',
          under: 'menu.proxyMode',
          items: [{ label: 'menu.global' }, { label: 'menu.rule' }, { label: 'menu.direct' }],
        },
      ],
      source: menuSource,
      checked: '2026-11-28',
    },
    remoteConfigMenu: {
      name: {
        en: 'menu → Configs → Remote config',
        ru: 'меню → Configs → Remote config',
      },
      frame: 'menubar',
      regions: [
        {
          kind: 'rows',
          items: [
            { label: 'menu.manage' },
            { label: 'menu.update' },
            { label: 'menu.autoUpdate' },
            { label: 'menu.updateInterval' },
          ],
        },
      ],
      source: at('ClashX/Base.lproj/Main.storyboard:843-869'),
      checked: '2026-11-28',
    },
    remoteWindow: {
      name: { en: 'Remote Configs window', ru: 'окно Remote Configs' },
      frame: 'window',
      regions: [
        { kind: 'bar', title: { label: 'remote.window' } },
        // The table's columns: Url, Config Name, Update Time; a row for each remote config.
        { kind: 'tabs', items: [{}, {}, { label: 'remote.updateTime' }], active: -1 },
        { kind: 'list', rows: 1 },
        // Add, Update, Delete at the bottom left (Update and Delete need a selected row).
        { kind: 'status', items: [{ label: 'remote.add' }, { label: 'remote.update' }, {}] },
      ],
      source: at('ClashX/Base.lproj/Main.storyboard:1213-1410'),
      checked: '2026-11-28',
    },
    addAlert: {
      name: { en: 'Add a remote config alert', ru: 'окно Add a remote config' },
      frame: 'window',
      regions: [
        { kind: 'bar', title: { label: 'add.title' } },
        { kind: 'fields', items: [{ label: 'add.url' }, { label: 'add.name' }] },
        // OK (the default button), Cancel.
        { kind: 'status', items: [{ label: 'add.ok' }, {}] },
      ],
      source: at(
        'ClashX/ViewControllers/RemoteConfigViewController.swift:85-106, ClashX/Views/RemoteConfigAddView.xib:11-56',
      ),
      checked: '2026-11-28',
    },
  },
}
