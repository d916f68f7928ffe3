import type { AppLabels } from './types'

/** A Kotlin file of the app's UI (the Compose screens and the view models that fill them). */
const ui = (path: string) => `V2rayNG/app/src/main/java/com/v2ray/ang/${path}`

/**
 * v2rayNG: texts from app/src/main/res/values(-ru)/strings.xml, places from the Compose screens and the
 * view models that fill them (ui/main/MainDrawer.kt, MainViewModel.kt…). A key can be in the string
 * file and on no screen: `connection_test_fail` ("Internet unavailable") is one at 2.3.5, so a failed
 * check is `connection_test_error`.
 */
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
    checked: '2026-11-28',
  },
  labels: {
    'drawer.subscriptions': {
      key: 'title_sub_setting',
      text: { en: 'Subscriptions', ru: 'Подписки' },
      where:
        'side menu (☰), the first item; also the title of the subscription list and edit screens',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'drawer.perApp': {
      key: 'per_app_proxy_settings',
      text: { en: 'Per-app settings', ru: 'Выбор приложений' },
      where: 'side menu (☰), the second item',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'drawer.routing': {
      key: 'routing_settings_title',
      text: { en: 'Routing Settings', ru: 'Маршрутизация' },
      where: 'side menu (☰), the third item; the title of the routing screen',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'drawer.settings': {
      key: 'title_settings',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'side menu (☰), the fifth item, after Asset files',
      place: ui('ui/main/MainDrawer.kt'),
    },
    'main.title': {
      key: 'title_server',
      text: { en: 'Config', ru: 'Профиль' },
      where: 'main screen: the title of the top bar, right of ☰',
      place: ui('ui/main/MainTopBar.kt'),
    },
    'import.menu': {
      key: 'acc_add',
      text: { en: 'Add configuration', ru: 'Добавить профиль' },
      where:
        'main screen: the + at the top right, left of ⋮, which opens the import menu; the text is its name for screen readers, not shown',
      place: ui('ui/main/MainTopBar.kt'),
    },
    'import.qr': {
      key: 'menu_item_import_config_qrcode',
      text: { en: 'Import from QR code', ru: 'Импорт из QR-кода' },
      where: 'the + menu at the top of the main screen, the first item',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'import.clipboard': {
      key: 'menu_item_import_config_clipboard',
      text: { en: 'Import from Clipboard', ru: 'Импорт из буфера обмена' },
      where: 'the + menu at the top of the main screen, the second item',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'subEdit.remarks': {
      key: 'sub_setting_remarks',
      text: { en: 'Remarks', ru: 'Название' },
      where: 'subscription edit screen: the first field, the subscription’s name',
      place: ui('ui/subscription/SubEditActivity.kt'),
    },
    'subEdit.autoUpdate': {
      key: 'sub_auto_update',
      text: { en: 'Enable automatic update', ru: 'Использовать автообновление' },
      where: 'subscription edit screen: a switch, the seventh row',
      place: ui('ui/subscription/SubEditActivity.kt'),
    },
    'subEdit.autoUpdateInterval': {
      key: 'title_pref_auto_update_interval',
      text: {
        en: 'Automatic update interval (minutes; minimum 15)',
        ru: 'Интервал автообновления (минут, не менее 15)',
      },
      where:
        'subscription edit screen: the number field right under Enable automatic update (1440 by default)',
      place: ui('ui/subscription/SubEditActivity.kt'),
    },
    'main.start': {
      key: 'acc_start',
      text: { en: 'Start service', ru: 'Запустить службу' },
      where:
        'main screen: the round ▶ button at the bottom right, on the top edge of the status strip; the text is its name for screen readers, not shown (Stop service while connected)',
      place: ui('ui/main/MainBottomBar.kt'),
    },
    'status.notConnected': {
      key: 'connection_not_connected',
      text: { en: 'Not connected', ru: 'Нет соединения' },
      where:
        'the status strip at the bottom of the main screen, before connecting (MainBottomBar.kt shows what the view model sets)',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'status.connected': {
      key: 'connection_connected',
      text: {
        en: 'Connected. Tap to check connection.',
        ru: 'Подключено.\nНажмите, чтобы проверить соединение.',
      },
      where:
        'the status strip at the bottom of the main screen, while connected (MainBottomBar.kt shows what the view model sets)',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'status.testOk': {
      key: 'connection_test_available',
      text: { en: 'Connection succeeded in %1$s', ru: 'Соединение установлено за %1$s' },
      where:
        'the status strip at the bottom of the main screen, after tapping it (%1$s: the time); a second line may add the country and IP address',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'status.testFail': {
      key: 'connection_test_error',
      text: { en: 'Connection test failed: %s', ru: 'Ошибка проверки соединения: %s' },
      where:
        'the status strip at the bottom of the main screen, after tapping it, when the check fails (%s: the core’s error, or no details available)',
      place: ui('ui/main/MainViewModel.kt'),
    },
    'menu.realPingAll': {
      key: 'title_real_ping_all_server',
      text: { en: 'Test real delays', ru: 'Проверить реальную задержку' },
      where: 'main screen ⋮ menu, the ninth item',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'menu.updateSubscription': {
      key: 'title_sub_update',
      text: { en: 'Update subscription', ru: 'Обновить подписку' },
      where:
        'main screen ⋮ menu, the last item; updates the subscription of the tab that is open (all of them when there is no tab)',
      place: ui('ui/main/MainImportMenu.kt'),
    },
    'routing.importPredefined': {
      key: 'routing_settings_import_predefined_rulesets',
      text: { en: 'Import predefined rulesets', ru: 'Импорт набора правил' },
      where: 'routing screen, the menu at the top right; opens a list of presets',
      place: ui('ui/routing/RoutingSettingActivity.kt'),
    },
    'routing.russiaWhitelist': {
      key: 'routing_preset_russia_whitelist',
      text: { en: 'Russia Whitelist', ru: 'Белый список России' },
      where:
        'routing screen → Import predefined rulesets: a preset; choosing it replaces the rule sets at once, without asking',
      place: ui('ui/routing/RoutingSettingActivity.kt'),
    },
    'perApp.bypassMode': {
      key: 'switch_bypass_apps_mode',
      text: { en: 'Bypass Mode', ru: 'Режим обхода' },
      where: 'Per-app settings screen: the switch under Enable per-app',
      place: ui('ui/perappproxy/PerAppProxyActivity.kt'),
    },
    'perApp.enable': {
      key: 'per_app_proxy_settings_enable',
      text: { en: 'Enable per-app', ru: 'Использовать выбор приложений' },
      where: 'Per-app settings screen: the first switch; the app list applies only while it is on',
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
      where: 'Settings → Bypass LAN in VPN mode: the second option (the list vpn_bypass_lan)',
      place: ui('ui/settings/SettingsActivity.kt'),
    },
  },
}
