import type { AppId } from '@/lib/apps'
import type { Locale } from '@/lib/i18n/config'
import { findLabel, type LabelLanguage, labelQuotes, labelsFile, labelText } from '@/lib/labels'

/**
 * A label the reader finds in the app (`<Label id="subscription.menu" />`), from the registry in
 * lib/labels/, quoted as the page's language quotes UI text. Where the app does not ship the page's
 * language, the app's own text is shown and marked with its `lang`. The content check refuses an
 * unknown id before the build renders it.
 */
export function Label({
  app,
  id,
  locale,
  lang,
}: {
  app?: AppId
  id: string
  locale: Locale
  /** The app's language the reader sees the label in at this step (`en` before they switch it). */
  lang?: LabelLanguage
}) {
  const label = app ? findLabel(app, id) : undefined
  if (!app || !label)
    throw new Error(
      `Label: "${id}" is not a label of ${app} in ${app ? labelsFile(app) : 'lib/labels/'}`,
    )
  const shown = labelText(label, lang ?? locale)
  const { text } = shown
  const [open, close] = labelQuotes[locale]
  return shown.lang === locale ? (
    <>{`${open}${text}${close}`}</>
  ) : (
    <>
      {open}
      <span lang={shown.lang}>{text}</span>
      {close}
    </>
  )
}
