import type { AppLabels } from './types'

/** A file of the design module, which draws every screen (layouts, menus and their Kotlin classes). */
const design = (path: string) => `design/src/main/${path}`

/** The app module's manifest: it gives each screen its title (`android:label`). */
const manifest = 'app/src/main/AndroidManifest.xml'

/**
 * Clash Meta for Android: texts from the design module's strings.xml (every label the guides name is
 * there), places from the layouts and Kotlin screens of the same module. Two pairs of neighbouring keys
 * say almost the same: the main screen's card uses `profile` ("Profile"), the screen it opens is titled
 * `profiles` ("Profiles"); the properties screen's field is `auto_update`, and `auto_update_minutes` is
 * only the hint of the dialog the field opens.
 */
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
    checked: '2026-11-28',
  },
  labels: {
    'main.profile': {
      key: 'profile',
      text: { en: 'Profile', ru: 'Профиль' },
      where:
        'main screen: the card under Proxy (a list icon); its second line is the active profile, or Not selected. Opens the Profiles screen',
      place: design('res/layout/design_main.xml'),
    },
    'main.profileActive': {
      key: 'format_profile_activated',
      text: { en: '%s Activated', ru: '%s активирован' },
      where: 'main screen: the second line of the Profile card, with the active profile’s name',
      place: design('res/layout/design_main.xml'),
    },
    'profiles.title': {
      key: 'profiles',
      text: { en: 'Profiles', ru: 'Профили' },
      where:
        'the title of the screen the Profile card opens (the manifest’s label of ProfilesActivity)',
      place: manifest,
    },
    'profiles.new': {
      key: '_new',
      text: { en: 'New', ru: 'Новый' },
      where:
        'Profiles: the + at the top right, which opens Create Profile; the text is its name for screen readers, not shown',
      place: design('res/layout/design_profiles.xml'),
    },
    'newProfile.title': {
      key: 'create_profile',
      text: { en: 'Create Profile', ru: 'Создать профиль' },
      where: 'the screen the + at the top right of Profiles opens (File, URL, QR Code)',
      place: manifest,
    },
    'newProfile.url': {
      key: 'url',
      text: { en: 'URL', ru: 'URL' },
      where: 'Create Profile: the second row (its second line reads Import from URL)',
      place: design('java/com/github/kr328/clash/design/model/ProfileProvider.kt'),
    },
    'profiles.importUrl': {
      key: 'import_from_url',
      text: { en: 'Import from URL', ru: 'Импорт из URL' },
      where: 'Create Profile: the second line of the URL row',
      place: design('java/com/github/kr328/clash/design/model/ProfileProvider.kt'),
    },
    'profile.name': {
      key: 'name',
      text: { en: 'Name', ru: 'Название' },
      where: 'the profile’s properties screen: the first field (a tap opens a text dialog)',
      place: design('res/layout/design_properties.xml'),
    },
    'profile.url': {
      key: 'url',
      text: { en: 'URL', ru: 'URL' },
      where: 'the profile’s properties screen: the second field',
      place: design('res/layout/design_properties.xml'),
    },
    'profile.autoUpdate': {
      key: 'auto_update',
      text: { en: 'Auto Update', ru: 'Автообновление' },
      where:
        'the profile’s properties screen: the field under URL, showing Disabled or the interval in minutes; a tap opens a dialog asking for minutes (at least 15, or empty)',
      place: design('res/layout/design_properties.xml'),
    },
    'profile.save': {
      key: 'save',
      text: { en: 'Save', ru: 'Сохранить' },
      where:
        'the profile’s properties screen: the floppy-disk icon at the top right; the text is its name for screen readers, not shown',
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
      where: 'main screen: the top card’s second line while stopped',
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
      where:
        'main screen: the card under the top card, shown only while running; opens the Proxy screen',
      place: design('res/layout/design_main.xml'),
    },
    'profiles.update': {
      key: 'update',
      text: { en: 'Update', ru: 'Обновить' },
      where:
        'Profiles: the first item of the sheet a profile’s ⋮ opens (for a profile imported from a URL)',
      place: design('res/layout/dialog_profiles_menu.xml'),
    },
    'profiles.edit': {
      key: 'edit',
      text: { en: 'Edit', ru: 'Изменить' },
      where: 'Profiles: the item after Update in a profile’s ⋮ sheet; opens its properties',
      place: design('res/layout/dialog_profiles_menu.xml'),
    },
    'proxy.delayTest': {
      key: 'delay_test',
      text: { en: 'Delay Test', ru: 'Проверка задержки' },
      where:
        'Proxy screen: the lightning icon at the top and the round lightning button at the bottom right (the text is their name for screen readers); both test the group on screen',
      place: design('res/layout/design_proxy.xml'),
    },
    'proxy.mode': {
      key: 'mode',
      text: { en: 'Mode', ru: 'Режим' },
      where: 'Proxy screen: a submenu of the ⋮ at the top right',
      place: design('res/menu/menu_proxy.xml'),
    },
    'proxy.dontModify': {
      key: 'dont_modify',
      text: { en: 'Do not modify', ru: 'Не менять' },
      where:
        'Proxy → ⋮ → Mode: the first option, checked when the app does not override the profile’s own mode',
      place: design('res/menu/menu_proxy.xml'),
    },
    'proxy.ruleMode': {
      key: 'rule_mode',
      text: { en: 'Rule Mode', ru: 'Режим правил' },
      where: 'Proxy → ⋮ → Mode: an option',
      place: design('res/menu/menu_proxy.xml'),
    },
    'proxy.globalMode': {
      key: 'global_mode',
      text: { en: 'Global Mode', ru: 'Глобальный режим' },
      where: 'Proxy → ⋮ → Mode: an option',
      place: design('res/menu/menu_proxy.xml'),
    },
    'main.settings': {
      key: 'settings',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'main screen: a row below the cards',
      place: design('res/layout/design_main.xml'),
    },
    'settings.network': {
      key: 'network',
      text: { en: 'Network', ru: 'Сеть' },
      where: 'Settings: the second item, after App',
      place: design('res/layout/design_settings.xml'),
    },
    'network.bypassPrivate': {
      key: 'bypass_private_network',
      text: { en: 'Bypass Private Network', ru: 'Игнорировать частные сети' },
      where: 'Settings → Network: a switch (on by default)',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.accessControl': {
      key: 'access_control_mode',
      text: { en: 'Access Control Mode', ru: 'Режим контроля доступа' },
      where: 'Settings → Network: a list (Allow all apps by default)',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.allowSelected': {
      key: 'allow_selected_apps',
      text: { en: 'Allow selected apps', ru: 'Разрешить выбранные приложения' },
      where: 'Settings → Network → Access Control Mode: the second option',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.denySelected': {
      key: 'deny_selected_apps',
      text: { en: 'Deny selected apps', ru: 'Запретить выбранные приложения' },
      where: 'Settings → Network → Access Control Mode: the third option',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.accessControlPackages': {
      key: 'access_control_packages',
      text: {
        en: 'Access Control Packages',
        ru: 'Приложения с контролируемым доступом',
      },
      where: 'Settings → Network: the item under Access Control Mode where the apps are chosen',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
    'network.optionsUnavailable': {
      key: 'options_unavailable',
      text: {
        en: 'Options Unavailable until Clash Stopped',
        ru: 'Настройки недоступны, пока Clash не будет остановлен',
      },
      where:
        'Settings → Network: the message shown while the VPN runs, when every option there is greyed out',
      place: design('java/com/github/kr328/clash/design/NetworkSettingsDesign.kt'),
    },
  },
}
