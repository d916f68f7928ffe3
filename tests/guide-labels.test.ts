/**
 * No app label is typed by hand on any page: every label a reader finds in an app renders from the
 * registry (`<Label id="…" />`, lib/labels/), and so does every port a page tells a device to use
 * (`<LanPort>`, `<LanSharingTable>`, lib/apps/<app>.ts `lanSharing`). The rule, for the prose of every
 * content page and troubleshooting entry in both languages (lib/labels/quotes.ts):
 *
 * - a quotation («…» in Russian, "…" in English) that is the text of one of the registry labels of the
 *   app the passage is about is a hand-typed label: write `<Label>` instead. A guide is about its app;
 *   on any page, a `<Tab app="karing">` or `<ForApp is="karing">` is about the apps it names;
 * - outside such a passage on a page about no one app (the PS5 guide, the FAQ), a quotation listed in
 *   `EXEMPT` is text of a system or web page, even where some app has a label with the same words; any
 *   other quotation that is some app's label text is a hand-typed label;
 * - any other quotation must be listed in `EXEMPT` with why it is not an app label (text of Windows,
 *   iOS, Android, macOS or the PlayStation; of GitHub's release page; of a web page; a name the site
 *   itself gives), or, for a closed-source app whose vendor names no control, be an icon listed in
 *   `UNDOCUMENTED`;
 * - **bold** is for lead-ins (**Вручную.**), never for a label: bold text that is a label fails.
 *
 * A link's whole text in quotes (`[«Проверка»](#check)`) names a section of the site and is not counted.
 */
import { describe, expect, it } from 'vitest'

import { appIds, lanSharingApps, type AppId } from '@/lib/apps'
import { allLabelTexts, appLabels } from '@/lib/labels'
import { handTypedUiText, proseTexts } from '@/lib/labels/quotes'
import { analyseMdx } from '@/lib/mdx/analyse'
import { readContentFiles, readProblemFiles } from '@/lib/source/files'

/** Why a quotation in a guide is not an app label, by where its text comes from. */
type Reason = 'windows' | 'android' | 'apple' | 'playstation' | 'github' | 'web' | 'name' | 'site'

/** Quoted text that guides may type: it is not in any app, so it has no registry entry. */
const EXEMPT: Record<string, Reason> = {
  // Windows (Explorer, SmartScreen, Settings, Start, Windows Update, firewall): not an app's string.
  Пуск: 'windows',
  'Обновление и безопасность': 'windows',
  'Центр обновления Windows': 'windows',
  'Проверить наличие обновлений': 'windows',
  Документах: 'windows',
  Документы: 'windows',
  Documents: 'windows',
  'Program Files': 'windows',
  'Извлечь всё…': 'windows',
  'Extract All…': 'windows',
  'Система Windows защитила ваш компьютер': 'windows',
  'Windows protected your PC': 'windows',
  Подробнее: 'windows',
  'More info': 'windows',
  'Выполнить в любом случае': 'windows',
  'Run anyway': 'windows',
  Отправить: 'windows',
  'Send to': 'windows',
  'Рабочий стол (создать ярлык)': 'windows',
  'Desktop (create shortcut)': 'windows',
  Параметры: 'windows',
  Система: 'windows',
  'О системе': 'windows',
  'Тип системы': 'windows',
  'System type': 'windows',
  'Запуск от имени администратора': 'windows',
  'Run as administrator': 'windows',
  'Разрешить доступ': 'windows',
  Да: 'windows',
  Yes: 'windows',
  'Невозможно запустить это приложение на вашем ПК': 'windows',
  "This app can't run on your PC": 'windows',
  'Allow access': 'windows',
  // Android (the installer, the VPN dialog, the long-press menu of a chat app).
  Загрузки: 'android',
  'Установка неизвестных приложений': 'android',
  'Install unknown apps': 'android',
  Установить: 'android',
  Install: 'android',
  Копировать: 'android',
  Copy: 'android',
  'Запрос на подключение': 'android',
  'Connection request': 'android',
  ОК: 'android',
  OK: 'android',
  'Приложение не установлено': 'android',
  'App not installed': 'android',
  // Android's installer sends the reader to its settings ("Settings" / «Настройки» on that dialog).
  Настройки: 'android',
  Settings: 'android',
  // Apple: iOS, iPadOS, tvOS and macOS (Settings, Finder, system prompts) and the App Store.
  Загрузить: 'apple',
  Get: 'apple',
  Открыть: 'apple',
  Open: 'apple',
  Скопировать: 'apple',
  'Разрешить вставку': 'apple',
  'Allow Paste': 'apple',
  Разрешить: 'apple',
  Allow: 'apple',
  'Не разрешать': 'apple',
  "Don't Allow": 'apple',
  Настройках: 'apple',
  Настроек: 'apple',
  Основные: 'apple',
  General: 'apple',
  'VPN и управление устройством': 'apple',
  'VPN & Device Management': 'apple',
  VPN: 'apple',
  Статус: 'apple',
  Status: 'apple',
  Подключено: 'apple',
  Connected: 'apple',
  Домой: 'apple',
  'Обновление контента': 'apple',
  Совместимость: 'apple',
  Compatibility: 'apple',
  'Об этом Mac': 'apple',
  Чип: 'apple',
  Chip: 'apple',
  Программы: 'apple',
  'Системные настройки': 'apple',
  'Системных настройках': 'apple',
  'Конфиденциальность и безопасность': 'apple',
  'Всё равно открыть': 'apple',
  'Open Anyway': 'apple',
  'Все равно открыть': 'apple',
  'Объекты входа и расширения': 'apple',
  'Сетевое расширение': 'apple',
  // Windows: network adapters in ipconfig, the firewall's prompt and settings (the PS5 guide).
  'Wireless LAN adapter Wi-Fi': 'windows',
  'Беспроводная сеть': 'windows',
  'Ethernet adapter': 'windows',
  Ethernet: 'windows',
  'IPv4 Address': 'windows',
  'IPv4-адрес': 'windows',
  vEthernet: 'windows',
  'Windows Defender Firewall has blocked some features of this app': 'windows',
  'Брандмауэр Защитника Windows заблокировал некоторые функции этого приложения': 'windows',
  'Private networks': 'windows',
  'Частные сети': 'windows',
  'Allow an app or feature through Windows Defender Firewall': 'windows',
  'Разрешение взаимодействия с приложением или компонентом в брандмауэре Защитника Windows':
    'windows',
  'Change settings': 'windows',
  'Изменить параметры': 'windows',
  'Панель управления': 'windows',
  'Брандмауэр Защитника Windows': 'windows',
  'Сеть и Интернет': 'windows',
  // macOS System Settings → Network; the PS5's settings use the same word.
  Сеть: 'apple',
  Процессор: 'apple',
  Processor: 'apple',
  'Обновления ПО': 'apple',
  'Пользователи и учетные записи': 'apple',
  // The PlayStation 5's network settings (the PS5 guide).
  'Установить соединение с Интернетом': 'playstation',
  'Advanced Settings': 'playstation',
  'Дополнительные настройки': 'playstation',
  'Дополнительных настройках': 'playstation',
  'Proxy Server': 'playstation',
  'Прокси-сервер': 'playstation',
  Use: 'playstation',
  Использовать: 'playstation',
  // GitHub's release page.
  Latest: 'github',
  Assets: 'github',
  // Web pages a reader opens.
  'what is my IP': 'web',
  'мой IP': 'web',
  'мой IP-адрес': 'web',
  // Names of other apps a guide warns about, and an app's name in its store (its listings' names).
  Happ: 'name',
  'Happ Proxy Utility': 'name',
  'Happ Proxy Utility Plus': 'name',
  'Happ Lite': 'name',
  'Clash for Android': 'name',
  'Happ — Proxy Utility for TV': 'name',
  // Telegram's own chat with yourself (Saved Messages), where a reader sends the link to the Mac.
  Избранное: 'name',
  // The site's own names: a button this page shows, a tab of this page.
  'Скопировать ссылку': 'site',
  'Copy link': 'site',
  'Через сайт (Web Import)': 'site',
  'Through a website (Web Import)': 'site',
  // A legal term the terms of use quote.
  'как есть': 'site',
}

/**
 * Closed-source apps whose vendor documents no label (lib/labels/<app>.ts holds none): the icons
 * their guides still quote, by app, with why. An icon is what the reader looks for whatever the app's
 * language; a text label of such an app is described, never quoted (a guessed text would mislead),
 * and the guide's `verified.unconfirmed` says that the vendor does not name it.
 */
const UNDOCUMENTED: Partial<Record<AppId, Record<string, string>>> = {
  streisand: {
    '+': "the add button at the top of the main screen; named only by VPN panels' step texts",
  },
  shadowrocket: {
    '+': "the add button (Home, Config, a config's rules); named only by a community manual",
    'ⓘ': 'the info icon beside a config on the Config tab; named only by a community manual',
  },
}

/**
 * Pages the other engineer is editing for issue 45 (the home page, the platform pages, the FAQ, the
 * update page, the troubleshooting entries): they still type some labels by hand, and their text is
 * not ours to change in issue 46. Each is listed until it names its labels through `<Label app="…">`;
 * the test fails when a listed page no longer needs the listing, so the list only shrinks.
 */
const PENDING: Record<string, string> = {
  'en/android.mdx': 'issue 45',
  'en/faq.mdx': 'issue 45',
  'en/update.mdx': 'issue 45',
  'en/windows.mdx': 'issue 45',
  'ru/android.mdx': 'issue 45',
  'ru/faq.mdx': 'issue 45',
  'ru/ios.mdx': 'issue 45',
  'ru/update.mdx': 'issue 45',
  'ru/windows.mdx': 'issue 45',
  'troubleshooting/en/connection-drops.mdx': 'issue 45',
  'troubleshooting/en/import-button.mdx': 'issue 45',
  'troubleshooting/en/no-internet.mdx': 'issue 45',
  'troubleshooting/en/other-vpn.mdx': 'issue 45',
  'troubleshooting/en/proxy-left-on.mdx': 'issue 45',
  'troubleshooting/en/russian-sites.mdx': 'issue 45',
  'troubleshooting/en/subscription-not-added.mdx': 'issue 45',
  'troubleshooting/en/vpn-permission.mdx': 'issue 45',
  'troubleshooting/en/wrong-time.mdx': 'issue 45',
  'troubleshooting/ru/app-not-in-store.mdx': 'issue 45',
  'troubleshooting/ru/connection-drops.mdx': 'issue 45',
  'troubleshooting/ru/import-button.mdx': 'issue 45',
  'troubleshooting/ru/look-alike-apps.mdx': 'issue 45',
  'troubleshooting/ru/no-internet.mdx': 'issue 45',
  'troubleshooting/ru/other-vpn.mdx': 'issue 45',
  'troubleshooting/ru/proxy-left-on.mdx': 'issue 45',
  'troubleshooting/ru/russian-sites.mdx': 'issue 45',
  'troubleshooting/ru/subscription-not-added.mdx': 'issue 45',
  'troubleshooting/ru/vpn-permission.mdx': 'issue 45',
  'troubleshooting/ru/wrong-time.mdx': 'issue 45',
}

/** A page as the walk reads it: the guide's app, or none for a page about no one app. */
interface Page {
  rel: string
  source: string
  app?: AppId
}

const pages: Page[] = [
  ...readContentFiles(undefined, 'all').map((file) => ({
    rel: file.rel,
    source: file.source,
    ...(file.kind === 'guide' ? { app: file.app } : {}),
  })),
  ...readProblemFiles().map((file) => ({ rel: file.rel, source: file.source })),
]
const guides = pages.filter((page) => page.app !== undefined)

/** The apps whose labels a text is (in any language the app ships). */
const labelOf = (text: string) => appIds.filter((app) => allLabelTexts(app).has(text))

/** What is wrong with a page's hand-typed UI text, one `file:line:column: text: reason` line each. */
function findings(page: Page): string[] {
  const out: string[] = []
  for (const typed of handTypedUiText(page.source)) {
    // A quotation may wrap over two lines of the MDX file: compare its words.
    const found = { ...typed, text: typed.text.replace(/\s+/g, ' ') }
    const at = `content/${page.rel}:${found.line}:${found.column}: ${found.text}`
    const about = (found.apps.length ? found.apps : page.app ? [page.app] : []) as AppId[]
    const exempt = Object.hasOwn(EXEMPT, found.text)
    if (about.length) {
      const own = about.find((app) => allLabelTexts(app).has(found.text))
      if (own) out.push(`${at}: a label of ${own} typed by hand; use <Label id="…" />`)
      else if (
        found.kind === 'quote' &&
        !exempt &&
        !about.some((app) => Object.hasOwn(UNDOCUMENTED[app] ?? {}, found.text))
      )
        out.push(`${at}: quoted UI text that is neither a registry label nor exempt`)
      continue
    }
    // A page about no one app, outside an app's passage: a system's text may share an app's words.
    if (exempt) continue
    const apps = labelOf(found.text)
    if (apps.length)
      out.push(
        `${at}: a label of ${apps.join(', ')} typed by hand; use <Label app="${apps[0]}" id="…" />`,
      )
    else if (found.kind === 'quote')
      out.push(`${at}: quoted UI text that is neither a registry label nor exempt`)
  }
  return out
}

/** Every port the registry tells a device to use (lib/apps/<app>.ts `lanSharing`). */
const registryPorts = new Set(
  lanSharingApps().flatMap(({ lan }) => [
    lan.port.value,
    ...(lan.ownPort ? [lan.ownPort.value.port] : []),
  ]),
)

/** Components that render the registry's LAN-sharing facts: a page using one is about ports. */
const LAN_COMPONENTS = ['LanSharingTable', 'LanPort', 'LanPath']

/**
 * Ports typed by hand in a page's prose: a registry port anywhere, and on a page that shows the
 * registry's ports, any number that could be a port (1024–65535), which `<LanPort>` must render.
 */
function typedPorts(page: Page): string[] {
  const aboutPorts = analyseMdx(page.source).components.some((c) => LAN_COMPONENTS.includes(c.name))
  const out: string[] = []
  for (const text of proseTexts(page.source)) {
    for (const match of text.value.matchAll(/(?<![\d.:])\d{4,5}(?!\d|\.\d)/g)) {
      const port = Number(match[0])
      if (registryPorts.has(port) || (aboutPorts && port >= 1024 && port <= 65535)) {
        const before = text.value.slice(0, match.index)
        const lines = before.split('\n')
        const line = text.line + lines.length - 1
        const column = lines.length > 1 ? lines.at(-1)!.length + 1 : text.column + before.length
        out.push(
          `content/${page.rel}:${line}:${column}: ${port}: a port typed by hand; use <LanPort>`,
        )
      }
    }
  }
  return out
}

describe('pages name app labels and ports through the registry', () => {
  it("covers every page, guide and troubleshooting entry in both languages, every guide's app with a registry file", () => {
    for (const kind of ['ru/', 'en/', 'troubleshooting/ru/', 'troubleshooting/en/'])
      expect(
        pages.some((p) => p.rel.startsWith(kind)),
        kind,
      ).toBe(true)
    expect(pages.some((p) => p.rel.endsWith('guides/ps5.mdx'))).toBe(true)
    for (const g of guides) expect(appLabels[g.app!], g.rel).toBeDefined()
  })

  it.each(pages.filter((p) => !PENDING[p.rel]).map((p) => [p.rel, p] as const))(
    '%s types no label or port by hand',
    (_, page) => {
      expect([...findings(page), ...typedPorts(page)]).toEqual([])
    },
  )

  it('lists a page as pending only while it still types a label by hand', () => {
    const unneeded = Object.keys(PENDING).filter((rel) => {
      const page = pages.find((p) => p.rel === rel)
      return !page || findings(page).length === 0
    })
    expect(
      unneeded,
      'not pages, or pages with nothing typed by hand: remove them from PENDING',
    ).toEqual([])
  })

  it('exempts an undocumented icon only for a closed-source app without labels that quotes it', () => {
    for (const [app, icons] of Object.entries(UNDOCUMENTED) as [AppId, Record<string, string>][]) {
      const registry = appLabels[app]
      expect(registry?.vendorDocs, `${app} is closed source`).toBeDefined()
      expect(registry?.strings, app).toBeUndefined()
      const own = guides.filter((g) => g.app === app)
      for (const icon of Object.keys(icons)) {
        expect(allLabelTexts(app).has(icon), `${app} ${icon} is a registry label`).toBe(false)
        expect(
          own.some((g) => handTypedUiText(g.source).some((found) => found.text === icon)),
          `${app}: no guide quotes ${icon}, remove it from UNDOCUMENTED`,
        ).toBe(true)
      }
    }
    // The exemption is the app's own: another app's guide quoting the same icon still fails.
    const other = guides.find((g) => !UNDOCUMENTED[g.app!]?.['ⓘ'])!
    const lines = findings({ ...other, source: `${other.source}\n\nНажмите «ⓘ».\n` })
    expect(lines.some((l) => l.includes('ⓘ: quoted UI text'))).toBe(true)
  })

  it('finds a hand-typed label and an unknown quotation in a guide (the rule can fail)', () => {
    const guide = guides[0]!
    const label = [...allLabelTexts(guide.app!)][0]!
    const source = `${guide.source}\n\nОткройте «${label}» и «Неизвестная кнопка».\n`
    const lines = findings({ ...guide, source })
    expect(lines.some((l) => l.includes(`${label}: a label of ${guide.app} typed by hand`))).toBe(
      true,
    )
    expect(lines.some((l) => l.includes('Неизвестная кнопка: quoted UI text'))).toBe(true)
  })

  it('finds a label typed in an app’s tab or passage of a page about no one app, and one outside', () => {
    const page: Page = {
      rel: 'ru/guides/example.mdx',
      source: [
        '<Tabs>',
        '<Tab label="Karing" app="karing">',
        '',
        'Включите «Разрешить подключение по локальной сети».',
        '',
        '</Tab>',
        '</Tabs>',
        '',
        '<ForApp is="v2rayn">',
        '',
        'Нажмите «Подтвердить».',
        '',
        '</ForApp>',
        '',
        '<ForApp app="karing" not>',
        '',
        'Без Karing откройте «Настройки Clash».',
        '',
        '</ForApp>',
        '',
        'Откройте «Настройки Clash», затем системные «Настройки».',
      ].join('\n'),
    }
    expect(findings(page)).toEqual([
      'content/ru/guides/example.mdx:4:10: Разрешить подключение по локальной сети: a label of karing typed by hand; use <Label id="…" />',
      'content/ru/guides/example.mdx:11:9: Подтвердить: a label of v2rayn typed by hand; use <Label id="…" />',
      // A passage for when Karing is not offered is about no app: the quote is some app's label all the same.
      'content/ru/guides/example.mdx:17:21: Настройки Clash: a label of clash-verge-rev typed by hand; use <Label app="clash-verge-rev" id="…" />',
      'content/ru/guides/example.mdx:21:10: Настройки Clash: a label of clash-verge-rev typed by hand; use <Label app="clash-verge-rev" id="…" />',
    ])
  })

  it('finds a port typed by hand: a registry port anywhere, any port on a page that shows ports', () => {
    const [port] = [...registryPorts]
    expect(typedPorts({ rel: 'en/faq.mdx', source: `Use port ${port}.` })).toEqual([
      `content/en/faq.mdx:1:10: ${port}: a port typed by hand; use <LanPort>`,
    ])
    const ps5: Page = { rel: 'en/guides/ps5.mdx', source: '<LanSharingTable />\n\nOr port 3067.' }
    expect(typedPorts(ps5)).toEqual([
      'content/en/guides/ps5.mdx:3:9: 3067: a port typed by hand; use <LanPort>',
    ])
    // Addresses, versions and code are not ports.
    expect(
      typedPorts({ ...ps5, source: '<LanPort app="karing" />, `192.168.1.23:4067`, 10.0.0.5' }),
    ).toEqual([])
  })
})
