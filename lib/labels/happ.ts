import type { AppLabels } from './types'

/** Happ's Russian documentation (HappDev/happ_su), the vendor's own; the app is closed source. */
const DOCS = 'HappDev/happ_su'
const ADDING = `${DOCS}@04b6ad8918ba3a873a4b62969697d732fcc2a739 faq/adding-configuration-subscription.md`
const APPLE_TV = `${DOCS}@0bd65b9abf4e981ca06f7c2ad88b9996d921e5af faq/apple-tv-tvos.md`
const PING = `${DOCS}@0bd65b9abf4e981ca06f7c2ad88b9996d921e5af faq/ping.md`

/** The same document as a web page: a label's `place` when the document says where the control is. */
const shows = (source: string) => {
  const [repoAt, path] = source.split(' ')
  const [repo, commit] = repoAt!.split('@')
  return `https://github.com/${repo}/blob/${commit}/${path}`
}

/**
 * Happ (closed source): only what the vendor's documentation names, in Russian (the docs quote
 * "+" and "Web Import" as the app shows them in every language). The docs do not name the item of
 * the + menu that adds from the clipboard, the connect button, the desktop window's add command or
 * its proxy and TUN switches: the guides describe them by icon and place and list them in their
 * `verified.unconfirmed`.
 */
export const happLabels: AppLabels = {
  app: 'happ',
  vendorDocs: { checked: '2026-11-26' },
  labels: {
    'main.add': {
      text: { ru: '+', en: '+' },
      where: 'main screen, top right corner (phones and the App Store build on the Mac)',
      source: ADDING,
      place: shows(ADDING),
    },
    'add.manual': {
      // The English text is the same page's English version (HappDev/happ_su@c1bb89f2 of the same path).
      text: { ru: 'Ручной ввод', en: 'Manual Input' },
      where:
        'the menu of the + button: entering one server field by field (not for a subscription)',
      source: ADDING,
      place: shows(ADDING),
    },
    'import.web': {
      text: { ru: 'Web Import', en: 'Web Import' },
      where:
        'the import screen of the TV app (Apple TV, Android TV): sending the subscription through tv.happ.su',
      // faq/android-tv.md names the same item for Android TV.
      source: APPLE_TV,
      place: shows(APPLE_TV),
    },
    'check.current': {
      text: { ru: 'Проверить текущее соединение' },
      where:
        'a button that checks the current connection and shows its ping in ms, or Тайм-аут; the documentation (Russian and Chinese only) does not say where it is',
      source: PING,
      place: null,
    },
    'check.timeout': {
      text: { ru: 'Тайм-аут' },
      where: 'the result of Проверить текущее соединение when the server cannot be reached',
      source: PING,
      place: null,
    },
    'web.send': {
      text: { ru: 'Отправить' },
      where: 'tv.happ.su in a browser, after the code from the TV and the data to send',
      source: APPLE_TV,
      place: shows(APPLE_TV),
    },
  },
}
