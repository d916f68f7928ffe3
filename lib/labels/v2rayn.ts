import type { AppLabels } from './types'

/**
 * A view of the WPF build, the one in v2rayN-windows-64.zip (the Avalonia views of v2rayN.Desktop/ go
 * into the -desktop archives, which the guide does not offer).
 */
const view = (name: string) => `v2rayN/v2rayN/Views/${name}`

/** v2rayN (Windows, WPF build): texts from ServiceLib/Resx, places from the v2rayN/Views layouts. */
export const v2raynLabels: AppLabels = {
  app: 'v2rayn',
  strings: {
    repo: '2dust/v2rayN',
    tag: '7.24.8',
    files: {
      en: 'v2rayN/ServiceLib/Resx/ResUI.resx',
      ru: 'v2rayN/ServiceLib/Resx/ResUI.ru.resx',
    },
    format: 'resx',
    usage: 'resx',
    checked: '2026-11-28',
  },
  labels: {
    'settings.language': {
      key: 'TbSettingsLanguage',
      text: { en: 'Language (Restart)', ru: 'Язык (требуется перезапуск)' },
      where:
        'the pop-up behind the button at the right end of the main toolbar (MainWindow.xaml PopupBox → ThemeSettingView.xaml cmbCurrentLanguage); the list shows codes from Global.Languages (ru, en…)',
      place: view('ThemeSettingView.xaml'),
    },
    'menu.exit': {
      key: 'menuExit',
      text: { en: 'Exit', ru: 'Выход' },
      where: 'the tray icon menu, the last item',
      place: view('StatusBarView.xaml'),
    },
    'servers.importClipboard': {
      key: 'menuAddServerViaClipboard',
      text: {
        en: 'Import Share Links from clipboard',
        ru: 'Импорт ссылок общего доступа из буфера обмена',
      },
      where:
        'main toolbar → Configuration (Серверы) menu, the first item; Ctrl+V in the server list does the same',
      place: view('MainWindow.xaml'),
    },
    'servers.menu': {
      key: 'menuServers',
      text: { en: 'Configuration', ru: 'Серверы' },
      where: 'main toolbar, the first menu',
      place: view('MainWindow.xaml'),
    },
    'subscription.menu': {
      key: 'menuSubscription',
      text: { en: 'Subscription Group', ru: 'Группа подписки' },
      where: 'main toolbar, the second menu',
      place: view('MainWindow.xaml'),
    },
    'subscription.settings': {
      key: 'menuSubSetting',
      text: { en: 'Subscription group settings', ru: 'Настройки групп подписки' },
      where:
        'main toolbar → Subscription Group menu, the first item; also the title of the windows it opens',
      place: view('MainWindow.xaml'),
    },
    'subscription.update': {
      key: 'menuSubUpdate',
      text: { en: 'Update subscriptions without proxy', ru: 'Обновить все подписки без прокси' },
      where:
        'main toolbar → Subscription Group menu, and the tray menu; updates every subscription',
      place: view('MainWindow.xaml'),
    },
    'subscription.updateViaProxy': {
      key: 'menuSubUpdateViaProxy',
      text: { en: 'Update subscriptions with proxy', ru: 'Обновить все подписки через прокси' },
      where:
        'main toolbar → Subscription Group menu, the item after Update subscriptions without proxy',
      place: view('MainWindow.xaml'),
    },
    'subscriptionSettings.add': {
      key: 'menuSubAdd',
      text: { en: 'Add', ru: 'Добавить' },
      where: 'Subscription group settings window: the first toolbar button (a plus)',
      place: view('SubSettingWindow.xaml'),
    },
    'subscriptionSettings.edit': {
      key: 'menuSubEdit',
      text: { en: 'Edit', ru: 'Редактировать' },
      where: 'Subscription group settings window: the third toolbar button, after Delete',
      place: view('SubSettingWindow.xaml'),
    },
    'subscriptionEdit.remarks': {
      key: 'LvRemarks',
      text: { en: 'Remarks', ru: 'Псевдоним' },
      where: 'subscription edit window: the first field (required)',
      place: view('SubEditWindow.xaml'),
    },
    'subscriptionEdit.url': {
      key: 'LvUrl',
      text: { en: 'URL (optional)', ru: 'URL (необязательно)' },
      where: 'subscription edit window: the second field',
      place: view('SubEditWindow.xaml'),
    },
    'subscriptionEdit.enabled': {
      key: 'LvEnabled',
      text: { en: 'Enable update', ru: 'Включить обновление' },
      where: 'subscription edit window: the switch on the third row (on by default)',
      place: view('SubEditWindow.xaml'),
    },
    'subscriptionEdit.interval': {
      key: 'LvAutoUpdateInterval',
      text: {
        en: 'Automatic update interval (minutes)',
        ru: 'Интервал автоматического обновления в минутах',
      },
      where:
        'subscription edit window: the box right of Enable update on the third row (0, no automatic update, by default)',
      place: view('SubEditWindow.xaml'),
    },
    'dialog.confirm': {
      key: 'TbConfirm',
      text: { en: 'Confirm', ru: 'Подтвердить' },
      where: 'subscription edit window: the button at the bottom centre',
      place: view('SubEditWindow.xaml'),
    },
    'settings.menu': {
      key: 'menuSetting',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'main toolbar, the third menu',
      place: view('MainWindow.xaml'),
    },
    'settings.routing': {
      key: 'menuRoutingSetting',
      text: { en: 'Routing Setting', ru: 'Настройки маршрутизации' },
      where: 'main toolbar → Settings menu, the second item',
      place: view('MainWindow.xaml'),
    },
    'settings.regionalPresets': {
      key: 'menuRegionalPresets',
      text: { en: 'Regional presets setting', ru: 'Настройка региональных пресетов' },
      where: 'main toolbar → Settings menu: a submenu in the last group',
      place: view('MainWindow.xaml'),
    },
    'settings.regionalPresets.russia': {
      key: 'menuRegionalPresetsRussia',
      text: { en: 'Russia', ru: 'Россия' },
      where: 'main toolbar → Settings → Regional presets setting: the second item, after Default',
      place: view('MainWindow.xaml'),
    },
    'settings.restartAsAdmin': {
      key: 'menuRebootAsAdmin',
      text: { en: 'Restart as Administrator', ru: 'Перезапустить от имени администратора' },
      where: 'main toolbar → Settings menu',
      place: view('MainWindow.xaml'),
    },
    'servers.setActive': {
      key: 'menuSetDefaultServer',
      text: { en: 'Set as active', ru: 'Сделать активным' },
      where: 'server list context menu, the first item (Enter)',
      place: view('ProfilesView.xaml'),
    },
    'servers.testRealDelay': {
      key: 'menuRealPingServer',
      text: { en: 'Test real delay', ru: 'Тест реальной задержки' },
      where: 'server list context menu (Ctrl+R): tests the selected servers',
      place: view('ProfilesView.xaml'),
    },
    'servers.testAllDelays': {
      key: 'menuFastRealPing',
      text: { en: 'Test real delay', ru: 'Тест реальной задержки' },
      where:
        'main window: tooltip of the lightning button in the row above the server list; tests every server shown, no selection needed',
      place: view('ProfilesView.xaml'),
    },
    'servers.delayColumn': {
      key: 'LvTestDelay',
      text: { en: 'Delay (ms)', ru: 'Задержка (мс)' },
      where: 'server list: a column header (the eighth column)',
      place: view('ProfilesView.xaml'),
    },
    'proxy.set': {
      key: 'menuSystemProxySet',
      text: { en: 'Set system proxy', ru: 'Установить системный прокси' },
      where:
        'tray icon menu, the second item, and the System proxy list in the bottom bar of the main window',
      place: view('StatusBarView.xaml'),
    },
    'proxy.clear': {
      key: 'menuSystemProxyClear',
      text: { en: 'Clear system proxy', ru: 'Очистить системный прокси' },
      where:
        'tray icon menu, the first item (the default), and the System proxy list in the bottom bar',
      place: view('StatusBarView.xaml'),
    },
    'proxy.nothing': {
      key: 'menuSystemProxyNothing',
      text: { en: 'Do not change system proxy', ru: 'Не менять системный прокси' },
      where: 'tray icon menu, the third item, and the System proxy list in the bottom bar',
      place: view('StatusBarView.xaml'),
    },
    'status.systemProxy': {
      key: 'menuSystemproxy',
      text: { en: 'System proxy', ru: 'Системный прокси' },
      where:
        'the bottom bar of the main window: the name of the list with the same three choices as the tray menu',
      place: view('StatusBarView.xaml'),
    },
    'status.tun': {
      key: 'TbEnableTunAs',
      text: { en: 'Enable Tun', ru: 'Включить TUN' },
      where:
        'the switch in the bottom bar of the main window; turned on without administrator rights, it restarts v2rayN as administrator (StatusBarViewModel.cs)',
      place: view('StatusBarView.xaml'),
    },
    'status.routing': {
      key: 'menuRouting',
      text: { en: 'Routing', ru: 'Маршрутизация' },
      where: 'the routing selector in the bottom bar of the main window',
      place: view('StatusBarView.xaml'),
    },
    'status.availability': {
      key: 'TestMeOutput',
      text: { en: 'The delay: {0} ms, {1}', ru: 'Задержка: {0} мс, {1}' },
      where:
        'the bottom bar of the main window, the second line of the server info: v2rayN checks the connection after every (re)start of the core and again on a click ({0}: the delay, -1 when it fails; {1}: the address, or none)',
      place: 'v2rayN/ServiceLib/Handler/ConnectionHandler.cs',
    },
    'error.insecureUrl': {
      key: 'InsecureUrlProtocol',
      text: {
        en: 'Please do not use the insecure HTTP protocol subscription address',
        ru: 'Не используйте небезопасный адрес подписки по протоколу HTTP',
      },
      where:
        'a notice at the bottom of the main window when a subscription URL starts with http://; the subscription is added all the same',
      place: 'v2rayN/ServiceLib/Handler/ConfigHandler.cs',
    },
    'error.invalidSubscription': {
      key: 'MsgSubscriptionDecodingFailed',
      text: { en: 'Invalid subscription content', ru: 'Некорректное содержимое подписки' },
      where:
        'a line of the log (the Information tab under the server list) when an update brings nothing readable, such as an empty answer',
      place: 'v2rayN/ServiceLib/Handler/SubscriptionHandler.cs',
    },
    'settings.options': {
      key: 'menuOptionSetting',
      text: { en: 'Option Setting', ru: 'Параметры' },
      where: 'main toolbar → Settings menu, the first item; opens the window titled Settings',
      place: view('MainWindow.xaml'),
    },
    'options.coreTab': {
      key: 'TbSettingsCore',
      text: { en: 'Core: basic settings', ru: 'Ядро: базовые настройки' },
      where: 'Option Setting window: the first tab',
      place: view('OptionSettingWindow.xaml'),
    },
    'options.mixedPort': {
      key: 'TbSettingsSocksPort',
      text: { en: 'Mixed Port', ru: 'Смешанный порт' },
      where: 'Option Setting window → Core: basic settings, the first row (10808 by default)',
      place: view('OptionSettingWindow.xaml'),
    },
    'options.allowLan': {
      key: 'TbSettingsAllowLAN',
      text: { en: 'Allow connections from the LAN', ru: 'Разрешить подключения из локальной сети' },
      where: 'Option Setting window → Core: basic settings, a switch further down (row 7)',
      place: view('OptionSettingWindow.xaml'),
    },
    'options.newPortForLan': {
      key: 'TbSettingsNewPort4LAN',
      text: { en: 'New Port for LAN', ru: 'Новый порт для локальной сети' },
      where:
        'Option Setting window → Core: basic settings, the switch on the row below Allow connections from the LAN',
      place: view('OptionSettingWindow.xaml'),
    },
    'options.confirm': {
      key: 'TbConfirm',
      text: { en: 'Confirm', ru: 'Подтвердить' },
      where: 'Option Setting window: the button at the bottom',
      place: view('OptionSettingWindow.xaml'),
    },
    'status.lan': {
      key: 'LabLAN',
      text: { en: 'LAN', ru: 'LAN' },
      where:
        'the bottom bar of the main window, left, second line: LAN:[mixed:port] once other devices may connect, LAN:none before',
      place: 'v2rayN/ServiceLib/ViewModels/StatusBarViewModel.cs',
    },
  },
}
