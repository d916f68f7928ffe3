import type { AppLabels } from './types'

/** A Kotlin file of the app's UI (the Compose screens and the view models that fill them). */
const ui = (path: string) => `V2rayNG/app/src/main/java/com/v2ray/ang/${path}`

/** v2rayNG: texts from app/src/main/res/values(-ru)/strings.xml, places from the Compose screens (ui/main/MainDrawer.kt…). */
export const v2rayngLabels: AppLabels = {
  app: 'v2rayng',
  strings: {
    repo: '2dust/v2rayNG',
    tag: '2.3.5',
    files: {
      en: 'V2rayNG/app/src/main/res/values/strings.xml',
      ru: 'V2rayNG/app/src/main/res/values-ru/strings.xml',
    },
    format: 'android',
    usage: 'android',
    checked: '2026-11-26',
  },
  labels: {
    'drawer.subscriptions': {
      key: 'title_sub_setting',
      text: { en: 'Subscriptions', ru: 'Подписки' },
      where:
        'side menu (☰), first item (MainDrawer.kt); also the title of the subscription list and edit screens',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'drawer.perApp': {
      key: 'per_app_proxy_settings',
      text: { en: 'Per-app settings', ru: 'Выбор приложений' },
      where: 'side menu (☰) (MainDrawer.kt)',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'drawer.routing': {
      key: 'routing_settings_title',
      text: { en: 'Routing Settings', ru: 'Маршрутизация' },
      where: 'side menu (☰) (MainDrawer.kt); title of the routing screen',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'drawer.settings': {
      key: 'title_settings',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'side menu (☰)',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'import.clipboard': {
      key: 'menu_item_import_config_clipboard',
      text: { en: 'Import from Clipboard', ru: 'Импорт из буфера обмена' },
      where: 'the + menu at the top of the main screen (MainImportMenu.kt)',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'subEdit.remarks': {
      key: 'sub_setting_remarks',
      text: { en: 'Remarks', ru: 'Название' },
      where: 'subscription edit screen: the name field',
      place: ui('ui/subscription/SubEditActivity.kt'),
    },
    'subEdit.autoUpdate': {
      key: 'sub_auto_update',
      text: { en: 'Enable automatic update', ru: 'Использовать автообновление' },
      where: 'subscription edit screen: switch',
      place: ui('ui/subscription/SubEditActivity.kt'),
    },
    'subEdit.autoUpdateInterval': {
      key: 'title_pref_auto_update_interval',
      text: {
        en: 'Automatic update interval (minutes; minimum 15)',
        ru: 'Интервал автообновления (минут, не менее 15)',
      },
      where: 'subscription edit screen: the interval field (SubEditActivity.kt)',
      place: ui('ui/subscription/SubEditActivity.kt'),
    },
    'status.connected': {
      key: 'connection_connected',
      text: {
        en: 'Connected. Tap to check connection.',
        ru: 'Подключено.\nНажмите, чтобы проверить соединение.',
      },
      where: 'the bar at the bottom of the main screen, while connected',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'status.testOk': {
      key: 'connection_test_available',
      text: { en: 'Connection succeeded in %1$s', ru: 'Соединение установлено за %1$s' },
      where: 'the bar at the bottom of the main screen, after tapping it (%1$s: the time)',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'status.testFail': {
      key: 'connection_test_fail',
      text: { en: 'Internet unavailable', ru: 'Интернет недоступен' },
      where: 'the bar at the bottom of the main screen, after tapping it',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'menu.realPingAll': {
      key: 'title_real_ping_all_server',
      text: { en: 'Test real delays', ru: 'Проверить реальную задержку' },
      where: 'main screen ⋮ menu',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'menu.updateSubscription': {
      key: 'title_sub_update',
      text: { en: 'Update subscription', ru: 'Обновить подписку' },
      where: 'main screen ⋮ menu',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'routing.importPredefined': {
      key: 'routing_settings_import_predefined_rulesets',
      text: { en: 'Import predefined rulesets', ru: 'Импорт набора правил' },
      where: 'routing screen, top-right menu',
      place: ui('ui/routing/RoutingSettingActivity.kt'),
    },
    'routing.russiaWhitelist': {
      key: 'routing_preset_russia_whitelist',
      text: { en: 'Russia Whitelist', ru: 'Белый список России' },
      where: 'routing screen → Import predefined rulesets: a preset',
      place: ui('ui/routing/RoutingSettingActivity.kt'),
    },
    'perApp.bypassMode': {
      key: 'switch_bypass_apps_mode',
      text: { en: 'Bypass Mode', ru: 'Режим обхода' },
      where: 'Per-app settings screen: switch',
      place: ui('ui/perappproxy/PerAppProxyActivity.kt'),
    },
    'settings.vpnBypassLan': {
      key: 'title_pref_vpn_bypass_lan',
      text: { en: 'Bypass LAN in VPN mode', ru: 'VPN обходит LAN' },
      where: 'Settings: a list (Follow config / Bypass / Not Bypass)',
      place: ui('ui/settings/SettingsActivity.kt'),
    },
    'settings.vpnBypassLan.bypass': {
      key: 'vpn_bypass_lan[1]',
      text: { en: 'Bypass', ru: 'Обходит' },
      where: 'Settings → Bypass LAN in VPN mode: the second option (string-array vpn_bypass_lan)',
      place: ui('ui/settings/SettingsActivity.kt'),
    },
  },
}
