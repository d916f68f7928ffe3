import type { Locale } from './i18n/config'

/**
 * The sections every app guide has, in order. A guide's second-level heading whose text is one of these
 * titles gets the fixed id, so anchors are the same in both languages (`/android/happ#install` and
 * `/en/android/happ#install`) and the content test can check the structure.
 */
export const guideSections = [
  { id: 'requirements', title: { ru: 'Что понадобится', en: 'What you need' } },
  { id: 'install', title: { ru: 'Установка', en: 'Install the app' } },
  { id: 'add-subscription', title: { ru: 'Добавление подписки', en: 'Add the subscription' } },
  { id: 'connect', title: { ru: 'Подключение', en: 'Connect' } },
  { id: 'check', title: { ru: 'Проверка', en: 'Check that it works' } },
  { id: 'update', title: { ru: 'Обновление подписки', en: 'Update the subscription' } },
  { id: 'routing', title: { ru: 'Маршрутизация', en: 'Routing' } },
  { id: 'troubleshooting', title: { ru: 'Решение проблем', en: 'Troubleshooting' } },
] as const satisfies readonly { id: string; title: Record<Locale, string> }[]

export type GuideSectionId = (typeof guideSections)[number]['id']

const idByTitle = new Map<string, GuideSectionId>(
  guideSections.flatMap((s) => Object.values(s.title).map((t) => [t, s.id] as const)),
)

/** The fixed id of a section title, or `undefined` for any other heading. */
export function sectionIdForTitle(title: string): GuideSectionId | undefined {
  return idByTitle.get(title.trim())
}
