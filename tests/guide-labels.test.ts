/**
 * No app label is typed by hand in a guide: every label a reader finds in an app renders from the
 * registry (`<Label id="…" />`, lib/labels/). The rule, for the prose of every guide in both languages
 * (lib/labels/quotes.ts):
 *
 * - a quotation («…» in Russian, "…" in English) that is the text of one of the app's registry labels
 *   is a hand-typed label: write `<Label>` instead;
 * - any other quotation must be listed below in `EXEMPT` with why it is not an app label (text of
 *   Windows, iOS, Android or macOS; of GitHub's release page; of a web page; a name the site itself gives),
 *   or, for a closed-source app whose vendor names no control, be an icon listed in `UNDOCUMENTED`;
 * - **bold** is for lead-ins (**Вручную.**), never for a label: bold text that is a registry label fails.
 *
 * A link's whole text in quotes (`[«Проверка»](#check)`) names a section of the site and is not counted.
 */
import { describe, expect, it } from 'vitest'

import type { AppId } from '@/lib/apps'
import { allLabelTexts, appLabels } from '@/lib/labels'
import { handTypedUiText } from '@/lib/labels/quotes'
import { readContentFiles } from '@/lib/source/files'

/** Why a quotation in a guide is not an app label, by where its text comes from. */
type Reason = 'windows' | 'android' | 'apple' | 'github' | 'web' | 'name' | 'site'

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
  // GitHub's release page.
  Latest: 'github',
  Assets: 'github',
  // Web pages a reader opens.
  'what is my IP': 'web',
  'мой IP': 'web',
  'мой IP-адрес': 'web',
  // Names of other apps a guide warns about, and an app's name in its store.
  'Clash for Android': 'name',
  'Happ — Proxy Utility for TV': 'name',
  // Telegram's own chat with yourself (Saved Messages), where a reader sends the link to the Mac.
  Избранное: 'name',
  // The site's own names: a button this page shows, a tab of this page.
  'Скопировать ссылку': 'site',
  'Copy link': 'site',
  'Через сайт (Web Import)': 'site',
  'Through a website (Web Import)': 'site',
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
 * Apps whose guides still type their labels by hand: their labels are not in lib/labels/ yet. The test
 * fails when a listed app's guides no longer need the listing, so the list only shrinks.
 */

const guides = readContentFiles().filter((file) => file.kind === 'guide')

/** What is wrong with a guide's hand-typed UI text, one `file:line:column: text: reason` line each. */
function findings(guide: (typeof guides)[number]): string[] {
  const labels = allLabelTexts(guide.app!)
  const out: string[] = []
  for (const found of handTypedUiText(guide.source)) {
    const at = `content/${guide.rel}:${found.line}:${found.column}: ${found.text}`
    if (labels.has(found.text))
      out.push(`${at}: a label of ${guide.app} typed by hand; use <Label id="…" />`)
    else if (
      found.kind === 'quote' &&
      !Object.hasOwn(EXEMPT, found.text) &&
      !Object.hasOwn(UNDOCUMENTED[guide.app!] ?? {}, found.text)
    )
      out.push(`${at}: quoted UI text that is neither a registry label nor exempt`)
  }
  return out
}

describe('guides name app labels through the registry', () => {
  it("covers every app's guides in both languages, each app with a registry file", () => {
    expect(guides.some((g) => g.locale === 'ru')).toBe(true)
    expect(guides.some((g) => g.locale === 'en')).toBe(true)
    for (const g of guides) expect(appLabels[g.app!], g.rel).toBeDefined()
  })

  it.each(guides.map((g) => [g.rel, g] as const))('%s types no label by hand', (_, guide) => {
    expect(findings(guide)).toEqual([])
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

  it('finds a hand-typed label and an unknown quotation (the rule can fail)', () => {
    const guide = guides[0]!
    const label = [...allLabelTexts(guide.app!)][0]!
    const source = `${guide.source}\n\nОткройте «${label}» и «Неизвестная кнопка».\n`
    const lines = findings({ ...guide, source })
    expect(lines.some((l) => l.includes(`${label}: a label of ${guide.app} typed by hand`))).toBe(
      true,
    )
    expect(lines.some((l) => l.includes('Неизвестная кнопка: quoted UI text'))).toBe(true)
  })
})
