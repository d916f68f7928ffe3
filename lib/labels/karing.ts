import type { AppLabels } from './types'

/** A Dart file of the app's screens (lib/screens/). */
const screen = (name: string) => `lib/screens/${name}`

/**
 * Karing: texts from lib/i18n/<lang>.i18n.json (slang; a key is the dotted path in the file). Where
 * each label is was read in lib/screens/ at the same tag; the file is named in `where`.
 */
export const karingLabels: AppLabels = {
  app: 'karing',
  strings: {
    repo: 'KaringX/karing',
    tag: 'v1.2.24.2704',
    files: { en: 'lib/i18n/en.i18n.json', ru: 'lib/i18n/ru.i18n.json' },
    format: 'json',
    usage: 'slang',
    checked: '2026-11-26',
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
        'first launch: the button that moves on from the language, TV Mode, region and rule-preset screens (home_screen.dart)',
      place: screen('home_screen.dart'),
    },
    done: {
      key: 'meta.done',
      text: { en: 'Done', ru: 'Готово' },
      where:
        'first launch: the top-right button of the last settings screen, the one with the Novice Mode switch (novice_screen.dart)',
      place: screen('novice_screen.dart'),
    },
    region: {
      key: 'RegionSettingsScreen.title',
      text: { en: 'Country Or Region', ru: 'Страна или регион' },
      where:
        'first launch, and Settings: the screen where the country is chosen (region_settings_screen.dart)',
      place: screen('region_settings_screen.dart'),
    },
    'home.addProfile': {
      key: 'meta.addProfile',
      text: { en: 'Add Profile', ru: 'Добавить профиль' },
      where:
        'main screen: a tile with a plus icon (home_screen_widgets.dart AddProfileCard); also offered by itself after the first-launch screens',
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
        'the list Add Profile opens, first item (group_helper.dart showAddProfile); also the title of the screen it opens',
      place: screen('group_helper.dart'),
    },
    'addLink.url': {
      key: 'meta.profileUrlOrContent',
      text: { en: 'Profile Link/Content', ru: 'Ссылка на подписку/содержание' },
      where:
        'Add Profile Link screen: the first field (add_profile_by_link_or_content_screen.dart)',
      place: screen('add_profile_by_link_or_content_screen.dart'),
    },
    'addLink.remark': {
      key: 'meta.remark',
      text: { en: 'Remark', ru: 'Примечание' },
      where: 'Add Profile Link screen: the name field, required',
      place: screen('add_profile_by_link_or_content_screen.dart'),
    },
    'addLink.success': {
      key: 'meta.addSuccess',
      text: { en: 'Added successfully', ru: 'Добавлено успешно' },
      where:
        'message after the tick on the Add Profile Link screen; closing it returns to the main screen',
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
        'main screen: tooltip and spoken label of the round shield button at the bottom centre while connected (home_screen.dart)',
      place: screen('home_screen.dart'),
    },
    'serverSelect.title': {
      key: 'ServerSelectScreen.title',
      text: { en: 'Select Server', ru: 'Выбор сервера' },
      where:
        'the screen the current-server bar at the bottom of the main screen opens; also that bar’s tooltip (ServerSelectCard)',
      place: screen('server_select_screen.dart'),
    },
    'serverSelect.auto': {
      key: 'outboundRuleMode.urltest',
      text: { en: 'Auto Select', ru: 'Автовыбор' },
      where: 'the current-server bar and Select Server: the automatic choice by lowest latency',
      place: screen('home_screen_widgets.dart'),
    },
    latencyTest: {
      key: 'meta.latencyTest',
      text: { en: 'Latency Checks', ru: 'Измерение задержки' },
      where:
        'tooltip of the lightning icon on Select Server and on My Profiles (my_profiles_screen.dart)',
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
        'title of a profile’s edit screen (pencil icon on its card in My Profiles, my_profiles_edit_screen.dart)',
      place: screen('my_profiles_edit_screen.dart'),
    },
    'profile.updateInterval': {
      key: 'meta.updateInterval',
      text: { en: 'Update interval', ru: 'Интервал обновления' },
      where: 'a profile’s settings (add and edit screens)',
      place: screen('my_profiles_edit_screen.dart'),
    },
    'profile.reloadAfterUpdate': {
      key: 'meta.profileEditReloadAfterProfileUpdate',
      text: { en: 'Reload after Profile update', ru: 'Перезагрузить после обновления профиля' },
      where: 'a profile’s settings (add and edit screens)',
      place: screen('my_profiles_edit_screen.dart'),
    },
    'settings.about': {
      key: 'meta.about',
      text: { en: 'About', ru: 'О Karing' },
      where: 'Settings: an item near the end (settings_screen.dart)',
      place: screen('settings_screen.dart'),
    },
    'settings.diversion': {
      key: 'meta.diversion',
      text: { en: 'Diversion', ru: 'Правила' },
      where: 'Settings: an item; also a main-screen tile (DiversionCard)',
      place: screen('settings_screen.dart'),
    },
    'settings.perApp': {
      key: 'PerAppAndroidScreen.title',
      text: { en: 'Per-App Proxy', ru: 'Проксируемые приложения' },
      where: 'Android: a main-screen tile (PerAppCard) and a Settings item',
      place: screen('home_screen_widgets.dart'),
    },
    'perApp.whitelist': {
      key: 'PerAppAndroidScreen.whiteListMode',
      text: { en: 'Whitelist Mode', ru: 'Режим белого списка' },
      where: 'Per-App Proxy screen: a switch',
      place: screen('perapp_android_screen.dart'),
    },
    'diversion.privateDirect': {
      key: 'SettingsScreen.privateDirect',
      text: { en: 'Private Network Direct connection', ru: 'Прямое подключение к частной сети' },
      where: 'Diversion Rules screen: a switch (diversion_rules_screen.dart)',
      place: screen('diversion_rules_screen.dart'),
    },
    'mode.rule': {
      key: 'meta.rule',
      text: { en: 'Rule', ru: 'Правила' },
      where: 'main screen: the outbound mode tile shows Rule or Global (OutboundModeCard)',
      place: screen('home_screen_widgets.dart'),
    },
    'mode.global': {
      key: 'meta.global',
      text: { en: 'Global', ru: 'Глобально' },
      where: 'main screen: the outbound mode tile shows Rule or Global (OutboundModeCard)',
      place: screen('home_screen_widgets.dart'),
    },
    'home.systemProxy': {
      key: 'meta.systemProxy',
      text: { en: 'System Proxy', ru: 'Системный прокси' },
      where: 'Windows and macOS: a main-screen tile with a switch (SystemProxyCard)',
      place: screen('home_screen_widgets.dart'),
    },
    'settings.autoSystemProxy': {
      key: 'SettingsScreen.autoSetSystemProxy',
      text: {
        en: 'Auto Set System Proxy when Connected',
        ru: 'Установить системный прокси после подключения',
      },
      where: 'Settings, Windows and macOS: a switch (settings_screen.dart)',
      place: screen('settings_screen.dart'),
    },
    'settings.tunMode': {
      key: 'SettingsScreen.tunMode',
      text: { en: 'TUN Mode', ru: 'Режим TUN' },
      where: 'Settings: a switch',
      place: screen('group_helper.dart'),
    },
    'error.tunRunAsAdmin': {
      key: 'SettingsScreen.tunModeRunAsAdmin',
      text: {
        en: 'The TUN mode requires system administrator permissions, please restart the app as an administrator',
        ru: 'Для режима TUN требуются права администратора. Перезапустите приложение от имени администратора',
      },
      where: 'message when TUN Mode is turned on without administrator rights (Windows)',
      place: screen('group_helper.dart'),
    },
    'error.invalidInstallPath': {
      key: 'LaunchFailedScreen.invalidInstallPath',
      text: {
        en: 'The installation path is invalid, please reinstall it to a valid path',
        ru: 'Путь установки недействителен, переустановите его по допустимому пути',
      },
      where: 'Windows: the screen shown when Karing cannot start (launch_failed_screen.dart)',
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
