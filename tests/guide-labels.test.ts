/**
 * No app label is typed by hand in a guide: every label a reader finds in an app renders from the
 * registry (`<Label id="…" />`, lib/labels/). The rule, for the prose of every guide in both languages
 * (lib/labels/quotes.ts):
 *
 * - a quotation («…» in Russian, "…" in English) that is the text of one of the app's registry labels
 *   is a hand-typed label: write `<Label>` instead;
 * - any other quotation must be listed below in `EXEMPT` with why it is not an app label (text of
 *   Windows, iOS, Android or macOS; of GitHub's release page; of a web page; a name the site itself gives),
 *   or the guide's app must be listed in `PENDING` (labels not in the registry yet);
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
type Reason = 'windows' | 'android' | 'github' | 'web' | 'name'

/** Quoted text that guides may type: it is not in any app, so it has no registry entry. */
const EXEMPT: Record<string, Reason> = {
  // Windows (Explorer, SmartScreen, Settings, firewall): not an app's string.
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
  // GitHub's release page.
  Latest: 'github',
  Assets: 'github',
  // Web pages a reader opens.
  'what is my IP': 'web',
  'мой IP': 'web',
  // Names of other apps a guide warns about.
  'Clash for Android': 'name',
}

/**
 * Apps whose guides still type their labels by hand: their labels are not in lib/labels/ yet. The test
 * fails when a listed app's guides no longer need the listing, so the list only shrinks.
 */
const PENDING: readonly AppId[] = [
  'happ',
  'karing',
  'streisand',
  'shadowrocket',
  'stash',
  'clashx-meta',
]

const guides = readContentFiles().filter((file) => file.kind === 'guide')

/** What is wrong with a guide's hand-typed UI text, one `file:line:column: text: reason` line each. */
function findings(guide: (typeof guides)[number]): string[] {
  const labels = allLabelTexts(guide.app!)
  const out: string[] = []
  for (const found of handTypedUiText(guide.source)) {
    const at = `content/${guide.rel}:${found.line}:${found.column}: ${found.text}`
    if (labels.has(found.text))
      out.push(`${at}: a label of ${guide.app} typed by hand; use <Label id="…" />`)
    else if (found.kind === 'quote' && !Object.hasOwn(EXEMPT, found.text))
      out.push(`${at}: quoted UI text that is neither a registry label nor exempt`)
  }
  return out
}

describe('guides name app labels through the registry', () => {
  const converted = guides.filter((g) => !PENDING.includes(g.app!))

  it('covers converted guides of both languages', () => {
    expect(converted.some((g) => g.locale === 'ru')).toBe(true)
    expect(converted.some((g) => g.locale === 'en')).toBe(true)
    for (const g of converted) expect(appLabels[g.app!], g.rel).toBeDefined()
  })

  it.each(converted.map((g) => [g.rel, g] as const))('%s types no label by hand', (_, guide) => {
    expect(findings(guide)).toEqual([])
  })

  it('lists an app as pending only while one of its guides still needs it', () => {
    for (const app of PENDING) {
      const own = guides.filter((g) => g.app === app)
      expect(own.length, app).toBeGreaterThan(0)
      expect(
        own.some((g) => findings(g).length > 0),
        `${app}: no hand-typed text left, remove it from PENDING`,
      ).toBe(true)
    }
  })

  it('finds a hand-typed label and an unknown quotation (the rule can fail)', () => {
    const guide = converted[0]!
    const label = [...allLabelTexts(guide.app!)][0]!
    const source = `${guide.source}\n\nОткройте «${label}» и «Неизвестная кнопка».\n`
    const lines = findings({ ...guide, source })
    expect(lines.some((l) => l.includes(`${label}: a label of ${guide.app} typed by hand`))).toBe(
      true,
    )
    expect(lines.some((l) => l.includes('Неизвестная кнопка: quoted UI text'))).toBe(true)
  })
})
