import type { AppLabels } from './types'

/** The menus and the Remote Configs window; the add-config alert's fields are in their own view. */
const storyboardPath = 'ClashX/Base.lproj/Main.storyboard'
const addViewPath = 'ClashX/Views/RemoteConfigAddView.xib'
const storyboard = `MetaCubeX/ClashX.Meta@v1.4.8 ${storyboardPath}`

/**
 * ClashX Meta: the app ships English and Chinese only, so every label shows in English (`lang="en"`
 * on a Russian page). Menu and window texts are element titles in the storyboard and the add-config
 * view (`layouts`, key `<layout>#<element id>`); alert texts are keys of the English
 * Localizable.strings.
 */
export const clashxMetaLabels: AppLabels = {
  app: 'clashx-meta',
  strings: {
    repo: 'MetaCubeX/ClashX.Meta',
    tag: 'v1.4.8',
    files: { en: 'ClashX/Support Files/en.lproj/Localizable.strings' },
    format: 'strings',
    usage: 'apple',
    layouts: {
      main: storyboardPath,
      addView: addViewPath,
    },
    checked: '2026-11-28',
  },
  labels: {
    'helper.prompt': {
      key: "ClashX needs to install/update a helper tool with administrator privileges, otherwise ClashX won't be able to configure system proxy.",
      text: {
        en: "ClashX needs to install/update a helper tool with administrator privileges, otherwise ClashX won't be able to configure system proxy.",
      },
      where: 'alert on launch while the helper is missing or outdated',
      place: 'ClashX/General/Managers/PrivilegedHelperManager.swift',
    },
    'helper.install': {
      key: 'Legacy Install',
      text: { en: 'Legacy Install' },
      where:
        'the helper alert: the first button (useLegacyInstall is true at 1.4.8, so the button is not the plain Install); Quit and Cancel follow',
      place: 'ClashX/General/Managers/PrivilegedHelperManager.swift',
    },
    'helper.openLoginItems': {
      key: 'Open System Login Item Setting',
      text: { en: 'Open System Login Item Setting' },
      where:
        'macOS 13 and later: the first button of the alert shown when the helper waits for approval under Login Items (Allow in the Background)',
      place: 'ClashX/General/Managers/PrivilegedHelperManager.swift',
    },
    'menu.configs': {
      key: 'main#JMV-Dy-CI0',
      text: { en: 'Configs' },
      where: 'the menu-bar icon’s menu, after Benchmark and Dashboard',
      place: storyboardPath,
    },
    'menu.remoteConfig': {
      key: 'main#h1C-R6-Y9w',
      text: { en: 'Remote config' },
      where: 'menu → Configs: a submenu after the config files and Reload config',
      place: storyboardPath,
    },
    'menu.manage': {
      key: 'main#Dwg-Qb-2AU',
      text: { en: 'Manage' },
      where: 'menu → Configs → Remote config; opens the Remote Configs window',
      place: storyboardPath,
    },
    'menu.update': {
      key: 'main#I2P-Wd-Ns7',
      text: { en: 'Update' },
      where: 'menu → Configs → Remote config: the second item (⌘U)',
      place: storyboardPath,
    },
    'menu.autoUpdate': {
      key: 'main#r8s-OI-tgf',
      text: { en: 'Auto Update' },
      where: 'menu → Configs → Remote config: the third item, a checkmark (on by default)',
      place: storyboardPath,
    },
    'menu.updateInterval': {
      key: 'main#h1H-7k-9HS',
      text: { en: 'Set update interval' },
      where: 'menu → Configs → Remote config: the fourth item; asks for hours (48 by default)',
      place: storyboardPath,
    },
    'menu.proxyMode': {
      key: 'Proxy Mode',
      text: { en: 'Proxy Mode' },
      where:
        'the menu’s first item, shown as Proxy Mode (Rule) with the current mode in brackets; its submenu holds Global, Rule and Direct',
      place: 'ClashX/AppDelegate.swift',
    },
    'menu.global': {
      key: 'main#yiM-U4-MNg',
      text: { en: 'Global' },
      where: 'menu → Proxy Mode (…): the first item (⌥G)',
      place: storyboardPath,
    },
    'menu.rule': {
      key: 'main#89n-bD-JHk',
      text: { en: 'Rule' },
      where: 'menu → Proxy Mode (…): the second item (⌥R)',
      place: storyboardPath,
    },
    'menu.direct': {
      key: 'main#Np6-Pm-Lo3',
      text: { en: 'Direct' },
      where: 'menu → Proxy Mode (…): the third item (⌥D)',
      place: storyboardPath,
    },
    'menu.systemProxy': {
      key: 'main#8se-yr-wmp',
      text: { en: 'Set as system proxy' },
      where: 'the menu, a checkmark item below the server groups (⌘S)',
      place: storyboardPath,
    },
    'menu.tun': {
      key: 'main#ZoW-Ax-rde',
      text: { en: 'Tun mode' },
      where: 'the menu, the checkmark item after Set as system proxy (⌘E)',
      place: storyboardPath,
    },
    'menu.benchmark': {
      key: 'main#COu-UX-bww',
      text: { en: 'Benchmark' },
      where: 'the menu, after Allow connect from Lan (⌘T)',
      place: storyboardPath,
    },
    'menu.quit': {
      key: 'main#NXU-86-Eem',
      text: { en: 'Quit' },
      where: 'the menu, the last item',
      place: storyboardPath,
    },
    'menu.networkIndicator': {
      key: 'main#YIO-Vj-64f',
      text: { en: 'Show network indicator' },
      where: 'the menu, a checkmark item before Allow connect from Lan',
      place: storyboardPath,
    },
    'remote.window': {
      key: 'main#6WI-Hi-v9j',
      text: { en: 'Remote Configs' },
      where:
        'the window menu → Configs → Remote config → Manage opens (its view controller’s title)',
      place: storyboardPath,
    },
    'remote.add': {
      key: 'main#51K-nB-xLS',
      text: { en: 'Add' },
      where: 'Remote Configs window: the first button under the table, bottom left',
      place: storyboardPath,
    },
    'remote.update': {
      key: 'main#2Rx-ih-aGW',
      text: { en: 'Update' },
      where: 'Remote Configs window: the second button under the table (needs a selected row)',
      place: storyboardPath,
    },
    'remote.updateTime': {
      text: { en: 'Update Time' },
      where:
        'Remote Configs window, a column of the table (a header cell, which has no id to re-read)',
      source: storyboard,
      place: storyboardPath,
    },
    'add.title': {
      key: 'Add a remote config',
      text: { en: 'Add a remote config' },
      where:
        'the alert (over the Remote Configs window) that the Add button or a clashx:// link opens',
      place: 'ClashX/ViewControllers/RemoteConfigViewController.swift',
    },
    'add.url': {
      key: 'addView#QhQ-wR-TSQ',
      text: { en: 'Url:' },
      where: 'Add a remote config: the first field’s label',
      place: addViewPath,
    },
    'add.name': {
      key: 'addView#rjt-gw-VUT',
      text: { en: 'Config Name:' },
      where: 'Add a remote config: the second field’s label',
      place: addViewPath,
    },
    'add.ok': {
      key: 'OK',
      text: { en: 'OK' },
      where: 'Add a remote config: the confirming button',
      place: 'ClashX/ViewControllers/RemoteConfigViewController.swift',
    },
    'error.download': {
      key: 'Download fail',
      text: { en: 'Download fail' },
      where: 'error when a remote config cannot be downloaded (RemoteConfigManager.swift)',
      place: 'ClashX/General/Managers/RemoteConfigManager.swift',
    },
    'error.format': {
      key: 'Remote Config Format Error',
      text: { en: 'Remote Config Format Error' },
      where:
        'error when the downloaded text is not a Clash config (RemoteConfigManager.swift), followed by the reason',
      place: 'ClashX/General/Managers/RemoteConfigManager.swift',
    },
    'menu.allowLan': {
      key: 'main#Vz8-7n-vx6',
      text: { en: 'Allow connect from Lan' },
      where:
        'the menu, a checkmark item after Show network indicator (off by default; ConfigManager.swift)',
      place: storyboardPath,
    },
    'menu.help': {
      key: 'main#Dd9-2F-FVY',
      text: { en: 'Help' },
      where: 'the menu, the item above Quit',
      place: storyboardPath,
    },
    'menu.ports': {
      key: 'main#9i0-LH-x04',
      text: { en: 'Ports' },
      where: 'menu → Help: a submenu listing the ports the core listens on and the Mac’s address',
      place: storyboardPath,
    },
    'menu.httpPort': {
      text: { en: 'Http Port' },
      where:
        'menu → Help → Ports: the first item, “Http Port: N” with the port in use (AppDelegate.swift sets it; the storyboard’s placeholder is not shown)',
      source: 'MetaCubeX/ClashX.Meta@v1.4.8 ClashX/AppDelegate.swift',
      place: 'ClashX/AppDelegate.swift',
    },
  },
}
