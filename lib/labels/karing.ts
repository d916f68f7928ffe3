import type { AppLabels } from './types'

/** A Dart file of the app's screens (lib/screens/). */
const screen = (name: string) => `lib/screens/${name}`

/**
 * Karing: texts from lib/i18n/<lang>.i18n.json (slang; a key is the dotted path in the file), places
 * from lib/screens/ at the same tag. Its "Settings" (the gear's tooltip, meta.setting) is not a label:
 * the same word is the phone's and the computer's own settings, so the guides name the gear instead.
 */
export const karingLabels: AppLabels = {
  app: 'karing',
  strings: {
    repo: 'KaringX/karing',
    tag: 'v1.2.24.2704',
    files: { en: 'lib/i18n/en.i18n.json', ru: 'lib/i18n/ru.i18n.json' },
    format: 'json',
    usage: 'slang',
    checked: '2026-11-28',
  },
  labels: {
    'agreement.accept': {
      key: 'UserAgreementScreen.agreeAndContinue',
      text: { en: 'Accept & Continue', ru: 'Принять и продолжить' },
      where:
        'first launch: the user agreement screen, the button at the bottom (user_agreement_screen.dart)',
      place: screen('user_agreement_screen.dart'),
    },
    next: {
      key: 'meta.next',
      text: { en: 'Next', ru: 'Дальше' },
      where:
        'first launch: the top-right button that moves on from the language, TV Mode (Android), Accessibility (Windows), region and rule-preset screens',
      place: screen('home_screen.dart'),
    },
    done: {
      key: 'meta.done',
      text: { en: 'Done', ru: 'Готово' },
      where:
        'first launch: the top-right button of the last screen, titled Settings, with the one Novice Mode switch',
      place: screen('novice_screen.dart'),
    },
    region: {
      key: 'RegionSettingsScreen.title',
      text: { en: 'Country Or Region', ru: 'Страна или регион' },
      where:
        'first launch, and Settings → Diversion, the first item: the screen where the country is chosen',
      place: screen('region_settings_screen.dart'),
    },
    'home.addProfile': {
      key: 'meta.addProfile',
      text: { en: 'Add Profile', ru: 'Добавить профиль' },
      where:
        'main screen: a tile with a plus icon (AddProfileCard); it opens a list titled Add Profile, which also opens by itself after the first launch',
      place: screen('home_screen_widgets.dart'),
    },
    'home.myProfiles': {
      key: 'meta.myProfiles',
      text: { en: 'My Profiles', ru: 'Профили' },
      where: 'main screen: a tile with a list icon (MyProfilesCard), and an item in Settings',
      place: screen('home_screen_widgets.dart'),
    },
    'addProfile.link': {
      key: 'meta.profileAddUrlOrContent',
      text: { en: 'Add Profile Link', ru: 'Добавление подписки' },
      where:
        'the Add Profile list: the first item of its second block (the first block holds links such as Tutorial and FAQ); also the title of the screen it opens',
      place: screen('group_helper.dart'),
    },
    'addLink.url': {
      key: 'meta.profileUrlOrContent',
      text: { en: 'Profile Link/Content', ru: 'Ссылка на подписку/содержание' },
      where: 'Add Profile Link screen: the first field, five lines high',
      place: screen('add_profile_by_link_or_content_screen.dart'),
    },
    'addLink.remark': {
      key: 'meta.remark',
      text: { en: 'Remark', ru: 'Примечание' },
      where:
        'Add Profile Link screen: the name field under the link, required; filled from the link when it carries a name, else with its host',
      place: screen('add_profile_by_link_or_content_screen.dart'),
    },
    'addLink.success': {
      key: 'meta.addSuccess',
      text: { en: 'Added successfully', ru: 'Добавлено успешно' },
      where:
        'message after the tick on the Add Profile Link screen; Ok goes back to the Add Profile list (to the main screen when the screen came from a link)',
      place: screen('add_profile_by_link_or_content_screen.dart'),
    },
    'addLink.save': {
      key: 'meta.save',
      text: { en: 'Save', ru: 'Сохранить' },
      where:
        'Add Profile Link screen: tooltip of the tick at the top right, which adds the profile',
      place: screen('add_profile_by_link_or_content_screen.dart'),
    },
    'dialog.ok': {
      key: 'meta.ok',
      text: { en: 'Ok', ru: 'Ок' },
      where: 'the button of Karing’s message windows (dialog_utils.dart showAlertDialog)',
      place: screen('dialog_utils.dart'),
    },
    'status.connected': {
      key: 'meta.connected',
      text: { en: 'Connected', ru: 'Подключено' },
      where:
        'main screen: tooltip and spoken label of the round shield button at the bottom centre while connected (a green shield with a tick)',
      place: screen('home_screen.dart'),
    },
    'status.disconnected': {
      key: 'meta.disconnected',
      text: { en: 'Disconnected', ru: 'Отключено' },
      where:
        'main screen: tooltip of the round shield button while not connected (a red shield with a cross)',
      place: screen('home_screen.dart'),
    },
    'serverSelect.title': {
      key: 'ServerSelectScreen.title',
      text: { en: 'Select Server', ru: 'Выбор сервера' },
      where:
        'the screen the current-server bar at the bottom of the main screen opens; also that bar’s tooltip',
      place: screen('server_select_screen.dart'),
    },
    'serverSelect.auto': {
      key: 'outboundRuleMode.urltest',
      text: { en: 'Auto Select', ru: 'Автовыбор' },
      where:
        'the current-server bar (the default choice) and the first row of Select Server: the server with the lowest latency',
      place: screen('home_screen_widgets.dart'),
    },
    latencyTest: {
      key: 'meta.latencyTest',
      text: { en: 'Latency Checks', ru: 'Измерение задержки' },
      where:
        'tooltip of the lightning icon at the top of Select Server (also on My Profiles); it connects first when Karing is not connected',
      place: screen('server_select_screen.dart'),
    },
    netCheck: {
      key: 'NetCheckScreen.title',
      text: { en: 'Net Check', ru: 'Диагностика сети' },
      where: 'main screen: a tile (NetcheckCard) and the screen it opens',
      place: screen('home_screen_widgets.dart'),
    },
    speedTest: {
      key: 'SettingsScreen.speedTest',
      text: { en: 'Speed Test', ru: 'Тест скорости' },
      where: 'main screen: a tile (SpeedTestCard)',
      place: screen('home_screen_widgets.dart'),
    },
    'profile.edit': {
      key: 'meta.profileEdit',
      text: { en: 'Profile Edit', ru: 'Редактирование профилей' },
      where:
        'title of a profile’s edit screen (the pencil on its card in My Profiles), saved with the tick at the top right',
      place: screen('my_profiles_edit_screen.dart'),
    },
    'profile.updateInterval': {
      key: 'meta.updateInterval',
      text: { en: 'Update interval', ru: 'Интервал обновления' },
      where:
        'a profile’s settings on its add and edit screens (12 hours by default, 5 minutes at the least)',
      place: screen('my_profiles_edit_screen.dart'),
    },
    'profile.reloadAfterUpdate': {
      key: 'meta.profileEditReloadAfterProfileUpdate',
      text: { en: 'Reload after Profile update', ru: 'Перезагрузить после обновления профиля' },
      where:
        'a profile’s settings on its add and edit screens, under Update interval (off by default)',
      place: screen('my_profiles_edit_screen.dart'),
    },
    'myProfiles.update': {
      key: 'meta.update',
      text: { en: 'Update', ru: 'Обновить' },
      where:
        'My Profiles: the third item of the sheet the ⋮ at the top right opens; updates every profile',
      place: screen('my_profiles_screen.dart'),
    },
    'settings.about': {
      key: 'meta.about',
      text: { en: 'About', ru: 'О Karing' },
      where: 'Settings: the last item',
      place: screen('settings_screen.dart'),
    },
    'settings.diversion': {
      key: 'meta.diversion',
      text: { en: 'Diversion', ru: 'Правила' },
      where:
        'Settings: an item (Country Or Region, rule sets, Diversion Rules inside); also a main-screen tile. In Russian the same word as the Rule mode',
      place: screen('settings_screen.dart'),
    },
    'diversion.rules': {
      key: 'meta.diversionRules',
      text: { en: 'Diversion Rules', ru: 'Правила перенаправления' },
      where:
        'Settings → Diversion: an item; it opens the screen with Private Network Direct connection',
      place: screen('group_helper.dart'),
    },
    'settings.perApp': {
      key: 'PerAppAndroidScreen.title',
      text: { en: 'Per-App Proxy', ru: 'Проксируемые приложения' },
      where:
        'Android: a main-screen tile (PerAppCard), and an item of Settings → TUN (not of Settings itself)',
      place: screen('home_screen_widgets.dart'),
    },
    'perApp.whitelist': {
      key: 'PerAppAndroidScreen.whiteListMode',
      text: { en: 'Whitelist Mode', ru: 'Режим белого списка' },
      where: 'Per-App Proxy screen: the second switch, after Enable (both on by default)',
      place: screen('perapp_android_screen.dart'),
    },
    'diversion.privateDirect': {
      key: 'SettingsScreen.privateDirect',
      text: { en: 'Private Network Direct connection', ru: 'Прямое подключение к частной сети' },
      where: 'Settings → Diversion → Diversion Rules: a switch (on by default)',
      place: screen('diversion_rules_screen.dart'),
    },
    'mode.rule': {
      key: 'meta.rule',
      text: { en: 'Rule', ru: 'Правила' },
      where:
        'main screen: the left half of the outbound mode tile, a two-part switch with Rule and Global (the chosen one highlighted)',
      place: screen('home_screen_widgets.dart'),
    },
    'mode.global': {
      key: 'meta.global',
      text: { en: 'Global', ru: 'Глобально' },
      where: 'main screen: the right half of the outbound mode tile',
      place: screen('home_screen_widgets.dart'),
    },
    'home.systemProxy': {
      key: 'meta.systemProxy',
      text: { en: 'System Proxy', ru: 'Системный прокси' },
      where: 'Windows, macOS and Linux: a main-screen tile with a switch (SystemProxyCard)',
      place: screen('home_screen_widgets.dart'),
    },
    'settings.autoSystemProxy': {
      key: 'SettingsScreen.autoSetSystemProxy',
      text: {
        en: 'Auto Set System Proxy when Connected',
        ru: 'Установить системный прокси после подключения',
      },
      where:
        'Settings, computers only: a switch, on by default on Windows and Linux, off on macOS (setting_manager.dart)',
      place: screen('settings_screen.dart'),
    },
    'settings.tunMode': {
      key: 'SettingsScreen.tunMode',
      text: { en: 'TUN Mode', ru: 'Режим TUN' },
      where: 'Settings → TUN: the switch at the top of that screen',
      place: screen('group_helper.dart'),
    },
    'error.tunRunAsAdmin': {
      key: 'SettingsScreen.tunModeRunAsAdmin',
      text: {
        en: 'The TUN mode requires system administrator permissions, please restart the app as an administrator',
        ru: 'Для режима TUN требуются права администратора. Перезапустите приложение от имени администратора',
      },
      where: 'Windows: a message on the TUN screen when Karing runs without administrator rights',
      place: screen('group_helper.dart'),
    },
    'error.invalidInstallPath': {
      key: 'LaunchFailedScreen.invalidInstallPath',
      text: {
        en: 'The installation path is invalid, please reinstall it to a valid path',
        ru: 'Путь установки недействителен, переустановите его по допустимому пути',
      },
      where:
        'the screen shown instead of Karing when it runs from a wrong place: on macOS outside Applications (from the DMG), on Windows from a network or temporary folder',
      place: screen('launch_failed_screen.dart'),
    },
    'settings.novice': {
      key: 'meta.novice',
      text: { en: 'Novice Mode', ru: 'Режим новичка' },
      where:
        'Settings: the first switch; while it is on, Settings hides Port and Network Sharing (settings_screen.dart)',
      place: screen('settings_screen.dart'),
    },
    'settings.networkShare': {
      key: 'SettingsScreen.networkShare',
      text: { en: 'Network Sharing', ru: 'Общий доступ к сети' },
      where:
        'Settings: an item (hidden in Novice Mode), the last of its group; also the title of the second block of Settings → Port',
      place: screen('settings_screen.dart'),
    },
    'netShare.allowOthers': {
      key: 'SettingsScreen.allowOtherHostsConnect',
      text: { en: 'Allow Others to Connect', ru: 'Разрешить подключение по локальной сети' },
      where:
        'Settings → Network Sharing: the switch; its (i) tip shows the address and the sharing ports',
      place: screen('group_helper.dart'),
    },
    'netShare.interfaces': {
      key: 'meta.netInterfaces',
      text: { en: 'Net Interfaces', ru: 'Сетевой интерфейс' },
      where:
        'Settings → Network Sharing: the first row; opens the list of network interfaces and their addresses',
      place: screen('group_helper.dart'),
    },
    'settings.port': {
      key: 'meta.port',
      text: { en: 'Port', ru: 'Порт' },
      where: 'Settings: an item (hidden in Novice Mode), just above Network Sharing',
      place: screen('settings_screen.dart'),
    },
    'port.ruleBased': {
      key: 'SettingsScreen.portSettingRule',
      text: { en: 'Rule Based', ru: 'Действуют все правила' },
      where:
        'Settings → Port: a row in each of the first two blocks; the one under Network Sharing is the port for other devices (4067), the first block’s is this computer’s own (3067)',
      place: screen('settings_screen.dart'),
    },
    'settings.tun': {
      text: { en: 'TUN', ru: 'TUN' },
      where: 'Settings: an item, written the same in every language; it opens the TUN settings',
      source: 'KaringX/karing@v1.2.24.2704 lib/screens/settings_screen.dart',
      place: screen('settings_screen.dart'),
    },
    'tun.strictRoute': {
      key: 'SettingsScreen.tunStrictRoute',
      text: { en: 'Strict Route', ru: 'Строгий маршрут' },
      where:
        'Settings → TUN: a switch (hidden in Novice Mode, off by default, only while TUN Mode is on)',
      place: screen('group_helper.dart'),
    },
  },
}
