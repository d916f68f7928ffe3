import type { AppLabels } from './types'

/** Happ's Russian documentation (HappDev/happ_su), the vendor's own; the app is closed source. */
const ADDING =
  'HappDev/happ_su@04b6ad8918ba3a873a4b62969697d732fcc2a739 faq/adding-configuration-subscription.md'

/**
 * Happ (closed source): only what the vendor's documentation names. It names the "+" button and the
 * manual entry item of its menu, in Russian; it does not name the item that adds from the clipboard
 * (the guides describe it, and list it in `verified.unconfirmed`).
 */
export const happLabels: AppLabels = {
  app: 'happ',
  vendorDocs: { checked: '2026-11-26' },
  labels: {
    'main.add': {
      text: { ru: '+', en: '+' },
      where: 'main screen, top right corner (phones and the App Store build on the Mac)',
      source: ADDING,
    },
    'add.manual': {
      text: { ru: 'Ручной ввод' },
      where:
        'the menu of the + button: entering one server field by field (not for a subscription)',
      source: ADDING,
    },
  },
}
