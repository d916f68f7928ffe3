import type { AppLabels } from './types'

/** Clash Verge Rev: texts from src/locales/<lang>/<namespace>.json (a key is `namespace:dotted.path`). */
export const clashVergeRevLabels: AppLabels = {
  app: 'clash-verge-rev',
  strings: {
    repo: 'clash-verge-rev/clash-verge-rev',
    tag: 'v2.5.0-rc',
    files: { en: 'src/locales/en/', ru: 'src/locales/ru/' },
    format: 'json',
    usage: 'i18next',
    checked: '2026-11-28',
  },
  labels: {
    'nav.profiles': {
      key: 'layout:components.navigation.tabs.profiles',
      text: { en: 'Profiles', ru: 'Профили' },
      where: 'navigation on the left, the third item (Home, Proxies, Profiles…)',
      place: 'src/pages/_routers.tsx',
    },
    'nav.proxies': {
      key: 'layout:components.navigation.tabs.proxies',
      text: { en: 'Proxies', ru: 'Прокси' },
      where: 'navigation on the left, the second item',
      place: 'src/pages/_routers.tsx',
    },
    'nav.rules': {
      key: 'layout:components.navigation.tabs.rules',
      text: { en: 'Rules', ru: 'Правила' },
      where: 'navigation on the left, the fifth item',
      place: 'src/pages/_routers.tsx',
    },
    'nav.connections': {
      key: 'layout:components.navigation.tabs.connections',
      text: { en: 'Connections', ru: 'Соединения' },
      where: 'navigation on the left, the fourth item',
      place: 'src/pages/_routers.tsx',
    },
    'nav.settings': {
      key: 'layout:components.navigation.tabs.settings',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'navigation on the left, the last item',
      place: 'src/pages/_routers.tsx',
    },
    'profiles.title': {
      key: 'profiles:page.title',
      text: { en: 'Profiles', ru: 'Профили' },
      where: 'Profiles page: the title at the top left',
      place: 'src/pages/profiles.tsx',
    },
    'proxies.title': {
      key: 'proxies:page.title.default',
      text: { en: 'Proxy Groups', ru: 'Группы прокси' },
      where: 'Proxies page: the title at the top left (outside chain mode)',
      place: 'src/pages/proxies.tsx',
    },
    'settings.title': {
      key: 'settings:page.title',
      text: { en: 'Settings', ru: 'Настройки' },
      where: 'Settings page: the title at the top left',
      place: 'src/pages/settings.tsx',
    },
    'profiles.urlField': {
      key: 'profiles:page.importForm.placeholder',
      text: { en: 'Profile URL', ru: 'URL профиля' },
      where: 'Profiles page, the field at the top (its placeholder); Enter in it imports',
      place: 'src/pages/profiles.tsx',
    },
    'profiles.paste': {
      key: 'profiles:page.importForm.actions.paste',
      text: { en: 'Paste', ru: 'Вставить' },
      where:
        'Profiles page: tooltip of the clipboard icon at the right end of the URL field, shown while the field is empty',
      place: 'src/pages/profiles.tsx',
    },
    'profiles.import': {
      key: 'profiles:page.actions.import',
      text: { en: 'Import', ru: 'Импортировать' },
      where:
        'Profiles page: the button right of the URL field (greyed out while the field is empty)',
      place: 'src/pages/profiles.tsx',
    },
    'profiles.updateAll': {
      key: 'profiles:page.actions.updateAll',
      text: { en: 'Update All Profiles', ru: 'Обновить все профили' },
      where:
        'Profiles page: tooltip of the circular-arrow icon in the page header, the second icon',
      place: 'src/pages/profiles.tsx',
    },
    'profile.update': {
      key: 'profiles:components.menu.update',
      text: { en: 'Update', ru: 'Обновить' },
      where:
        'a profile card’s right-click menu, near the end; updates without a proxy (Update via proxy follows it)',
      place: 'src/components/profile/profile-item.tsx',
    },
    'profile.editInfo': {
      key: 'profiles:components.menu.editInfo',
      text: { en: 'Edit Info', ru: 'Изменить информацию' },
      where: 'a profile card’s right-click menu, after Select and Share QR Code',
      place: 'src/components/profile/profile-item.tsx',
    },
    'profile.editRules': {
      key: 'profiles:components.menu.editRules',
      text: { en: 'Edit Rules', ru: 'Редактировать правила' },
      where: 'a profile card’s right-click menu, after Edit Info and Edit File',
      place: 'src/components/profile/profile-item.tsx',
    },
    'profileForm.updateInterval': {
      key: 'profiles:modals.profileForm.fields.updateInterval',
      text: { en: 'Update Interval', ru: 'Интервал обновления' },
      where:
        'the dialog Edit Info opens: a field in minutes, empty unless the subscription server sent an interval',
      place: 'src/components/profile/profile-viewer.tsx',
    },
    'profiles.invalidUrl': {
      key: 'profiles:page.feedback.errors.invalidUrl',
      text: {
        en: 'Invalid profile URL. Please enter a URL starting with http:// or https://',
        ru: 'Недопустимый URL профиля. Укажите адрес, начинающийся с http:// или https://',
      },
      where: 'a notice after Import when the text does not start with http:// or https://',
      place: 'src/pages/profiles.tsx',
    },
    'proxies.mode.rule': {
      key: 'proxies:page.modes.rule',
      text: { en: 'Rule', ru: 'Правила' },
      where:
        'Proxies page: the first of the mode buttons in the header (the default mode); the key is built as proxies.page.modes.${mode}',
      place: 'src/pages/proxies.tsx',
    },
    'proxies.mode.global': {
      key: 'proxies:page.modes.global',
      text: { en: 'Global', ru: 'Глобальный' },
      where: 'Proxies page: the second mode button in the header',
      place: 'src/pages/proxies.tsx',
    },
    'proxies.mode.direct': {
      key: 'proxies:page.modes.direct',
      text: { en: 'Direct', ru: 'Прямой' },
      where: 'Proxies page: the third mode button in the header',
      place: 'src/pages/proxies.tsx',
    },
    'proxies.delayCheck': {
      key: 'proxies:page.tooltips.delayCheck',
      text: { en: 'Delay check', ru: 'Проверка задержки' },
      where:
        'Proxies page: tooltip of the second icon in the row that appears under a group once it is opened (groups start closed)',
      place: 'src/components/proxy/proxy-head.tsx',
    },
    'settings.systemProxy': {
      key: 'settings:sections.proxyControl.fields.systemProxy',
      text: { en: 'System Proxy', ru: 'Системный прокси' },
      where:
        'Settings → System Setting: the second row, a switch (the Home page’s Network Settings card has the same)',
      place: 'src/components/shared/proxy-control-switches.tsx',
    },
    'settings.tunMode': {
      key: 'settings:sections.proxyControl.fields.tunMode',
      text: { en: 'Tun Mode', ru: 'Режим TUN' },
      where: 'Settings → System Setting: the first row, a switch',
      place: 'src/components/shared/proxy-control-switches.tsx',
    },
    'settings.installService': {
      key: 'settings:sections.proxyControl.actions.installService',
      text: { en: 'Install Service', ru: 'Установить службу' },
      where:
        'Settings page: tooltip of the wrench icon beside the Tun Mode switch, shown while TUN is unavailable',
      place: 'src/components/shared/proxy-control-switches.tsx',
    },
    'settings.vergeBasic': {
      key: 'settings:components.verge.basic.title',
      text: { en: 'Verge Basic Setting', ru: 'Основные настройки Verge' },
      where: 'Settings page: the first block of the right column',
      place: 'src/components/setting/setting-verge-basic.tsx',
    },
    'settings.language': {
      key: 'settings:components.verge.basic.fields.language',
      text: { en: 'Language', ru: 'Язык' },
      where:
        'Settings → Verge Basic Setting: the first row; options are language names (English, Русский…)',
      place: 'src/components/setting/setting-verge-basic.tsx',
    },
    'settings.language.russian': {
      text: { en: 'Русский', ru: 'Русский' },
      where: 'Settings → Verge Basic Setting → Language: the option for Russian, named in Russian',
      source:
        'clash-verge-rev/clash-verge-rev@v2.5.0-rc src/components/setting/setting-verge-basic.tsx',
      place: 'src/components/setting/setting-verge-basic.tsx',
    },
    'settings.clashBlock': {
      key: 'settings:sections.clash.title',
      text: { en: 'Clash Setting', ru: 'Настройки Clash' },
      where: 'Settings page: the block under System Setting in the left column',
      place: 'src/components/setting/setting-clash.tsx',
    },
    'settings.allowLan': {
      key: 'settings:sections.clash.form.fields.allowLan',
      text: { en: 'Allow LAN', ru: 'Разрешить доступ из локальной сети' },
      where: 'Settings → Clash Setting: the first row, a switch (off by default, config/clash.rs)',
      place: 'src/components/setting/setting-clash.tsx',
    },
    'settings.portConfig': {
      key: 'settings:sections.clash.form.fields.portConfig',
      text: { en: 'Port Config', ru: 'Настройка порта' },
      where:
        'Settings → Clash Setting: a row showing the mixed port; a click opens the dialog of the same name',
      place: 'src/components/setting/setting-clash.tsx',
    },
    'portConfig.mixed': {
      key: 'settings:modals.clashPort.fields.mixed',
      text: { en: 'Mixed Port', ru: 'Смешанный прокси-порт' },
      where: 'Port Config dialog: the first row (HTTP and SOCKS on one port)',
      place: 'src/components/setting/mods/clash-port-viewer.tsx',
    },
    'connections.source': {
      key: 'connections:components.fields.source',
      text: { en: 'Source', ru: 'Исходный адрес' },
      where:
        'Connections page: a column of the table view (the default), the address a connection comes from',
      place: 'src/components/connection/connection-table.tsx',
    },
  },
}
