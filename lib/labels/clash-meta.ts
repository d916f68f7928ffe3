import type { AppLabels } from './types'

/** A file of the design module, which draws every screen (layouts, menus and their Kotlin classes). */
const design = (path: string) => `design/src/main/${path}`

/** Clash Meta for Android: texts from the design module's strings.xml (every label the guides name is there). */
export const clashMetaLabels: AppLabels = {
  app: 'clash-meta',
  strings: {
    repo: 'MetaCubeX/ClashMetaForAndroid',
    tag: 'v2.11.32',
    files: {
      en: 'design/src/main/res/values/strings.xml',
      ru: 'design/src/main/res/values-ru/strings.xml',
    },
    format: 'android',
    usage: 'android',
    checked: '2026-11-26',
  },
  labels: {
    'profile.save': {
      key: 'save',
      text: { en: 'Save', ru: 'Сохранить' },
      where: 'profile properties screen, top right (after one-tap import or Import from URL)',
      place: design('res/layout/design_properties.xml'),
    },
    'main.profiles': {
      key: 'profiles',
      text: { en: 'Profiles', ru: 'Профили' },
      where: 'main screen: the Profiles card',
      place: design('res/layout/design_main.xml'),
    },
    'profiles.importUrl': {
      key: 'import_from_url',
      text: { en: 'Import from URL', ru: 'Импорт из URL' },
      where: 'Profiles → + (top right) → the item that imports from a URL',
      place: design('java/com/github/kr328/clash/design/model/ProfileProvider.kt'),
    },
    'profile.autoUpdate': {
      key: 'auto_update_minutes',
      text: { en: 'Auto Update (Minutes)', ru: 'Автообновление (минут)' },
      where: 'profile properties screen: the interval field',
      place: design('res/layout/design_properties.xml'),
    },
    'main.stopped': {
      key: 'stopped',
      text: { en: 'Stopped', ru: 'Остановлен' },
      where: 'main screen: the top card while stopped',
      place: design('res/layout/design_main.xml'),
    },
    'main.tapToStart': {
      key: 'tap_to_start',
      text: { en: 'Tap to start', ru: 'Нажмите для запуска' },
      where: 'main screen: the top card’s hint while stopped',
      place: design('res/layout/design_main.xml'),
    },
    'main.running': {
      key: 'running',
      text: { en: 'Running', ru: 'Запущен' },
      where: 'main screen: the top card while running',
      place: design('res/layout/design_main.xml'),
    },
    'main.proxy': {
      key: 'proxy',
      text: { en: 'Proxy', ru: 'Прокси' },
      where: 'main screen: the Proxy card',
      place: design('res/layout/design_main.xml'),
    },
    'profiles.update': {
      key: 'update',
      text: { en: 'Update', ru: 'Обновить' },
      where: 'Profiles: a profile’s menu',
      place: design('res/layout/dialog_profiles_menu.xml'),
    },
    'profiles.updateAll': {
      key: 'update_all',
      text: { en: 'Update All', ru: 'Обновить всё' },
      where: 'Profiles screen: the update-all button',
      place: design('res/layout/design_profiles.xml'),
    },
    'proxy.ruleMode': {
      key: 'rule_mode',
      text: { en: 'Rule Mode', ru: 'Режим правил' },
      where: 'Proxy screen: the mode menu',
      place: design('res/menu/menu_proxy.xml'),
    },
    'proxy.globalMode': {
      key: 'global_mode',
      text: { en: 'Global Mode', ru: 'Глобальный режим' },
      where: 'Proxy screen: the mode menu',
      place: design('res/menu/menu_proxy.xml'),
    },
    'main.settings': {
      key: 'settings',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'main screen: the Settings card',
      place: design('res/layout/design_main.xml'),
    },
    'settings.network': {
      key: 'network',
      text: { en: 'Network', ru: 'Сеть' },
      where: 'Settings: a section',
      place: design('res/layout/design_settings.xml'),
    },
    'network.bypassPrivate': {
      key: 'bypass_private_network',
      text: { en: 'Bypass Private Network', ru: 'Игнорировать частные сети' },
      where: 'Settings → Network: a switch',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.accessControl': {
      key: 'access_control_mode',
      text: { en: 'Access Control Mode', ru: 'Режим контроля доступа' },
      where: 'Settings → Network: a list',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.allowSelected': {
      key: 'allow_selected_apps',
      text: { en: 'Allow selected apps', ru: 'Разрешить выбранные приложения' },
      where: 'Settings → Network → Access Control Mode: an option',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.denySelected': {
      key: 'deny_selected_apps',
      text: { en: 'Deny selected apps', ru: 'Запретить выбранные приложения' },
      where: 'Settings → Network → Access Control Mode: an option',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
  },
}
