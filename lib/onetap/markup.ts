/**
 * The contract between what the server renders for the one-tap import (components/onetap/: the section's
 * box, the card at the top of a personal guide, the page's templates; components/home/device-cards.tsx)
 * and the script that fills it in (client/behaviours/one-tap.ts). Attribute names, ids and the JSON the
 * box carries are defined here and nowhere else (`defineContract`, lib/contract.ts).
 */
import type { ImportLink } from '@/lib/apps'
import { defineContract } from '@/lib/contract'

/** The attributes of the one-tap markup. */
export const OneTapAttribute = defineContract({
  /** A one-tap box: the section's (`OneTapActions`) and the card's (`OneTapCard`). */
  box: 'data-onetap-box',
  /** On the card at the top of a guide: shown only while the tab has a personal link. */
  card: 'data-onetap-card',
  /** The box's text without a personal link (and without the script). */
  static: 'data-onetap-static',
  /** The box's import template as JSON (`ImportLinkData`); absent when the app has none (v2rayN). */
  importLink: 'data-import-link',
  /** The profile name given to apps that take one (the brand). */
  profileName: 'data-profile-name',
  /**
   * A control of the personal part, `data-onetap="<OneTapAction>"`. Also set, empty, on `/install`'s
   * device cards (`carry`) while the tab has a personal link, for the highlight.
   */
  action: 'data-onetap',
  /** A slot the script fills with the in-app browser notice (`OneTapTemplate.inApp`). */
  inAppSlot: 'data-onetap-inapp',
  /** Which messenger and system a step of the in-app notice is for (`InAppVariant`). */
  inAppVariant: 'data-inapp-variant',
  /**
   * The read-only field the script adds to the row of "Copy link" where the browser refused the clipboard:
   * the link, selected, to copy by hand. No template (every guide's HTML is at its budget): it takes its name
   * from the button.
   */
  manual: 'data-onetap-manual',
  /** The close button of the invalid-link notice. */
  close: 'data-onetap-close',
  /** On `/install`'s device cards: their links carry the personal link when followed. */
  carry: 'data-carry-fragment',
  /** On a copy button: what it says for a moment after copying. */
  copied: 'data-copied',
  /** Set by the script on a copy button: its own text, to come back to (and the manual field's name). */
  label: 'data-label',
  /** On the QR code's figure: the image's name. */
  qrAlt: 'data-qr-alt',
  /** On the QR code's image: the text it encodes (e2e reads it). */
  qrText: 'data-qr-text',
  /** On the section's callout (components/mdx/app-info.tsx): the app's id. */
  app: 'data-app',
})

/** The class names the script finds its way by (one-tap.css styles them). */
export const OneTapClass = defineContract({
  /** The personal part of a box: its buttons, and the QR code on a computer. */
  personal: 'one-tap__personal',
  /** The row of buttons, after which a failed "Add" says so. */
  actions: 'one-tap__actions',
  /** The QR code's figure, which the script fills (client/qr.ts). */
  qr: 'one-tap__qr',
  /** The notice of the `OneTapTemplate.notice` template, shown once. */
  notice: 'onetap-notice',
  /** What the `OneTapTemplate.failed` template shows, one at a time. */
  failed: 'onetap-failed',
})

/** The ids of the page's templates (one each). */
export const OneTapTemplate = defineContract({
  /** The notice for a personal link that could not be read (the root layout's `OneTapReader`). */
  notice: 'onetap-notice',
  /** After a tap on "Add" that opened nothing (`OneTapCard`). */
  failed: 'onetap-failed',
  /** Inside a messenger's built-in browser (`OneTapCard`). */
  inApp: 'onetap-inapp',
  /**
   * On another app's guide (`OneTapCard`, from `HappOnly`): Happ's encrypted link works only in Happ,
   * with Happ's guide for the same device. Absent from Happ's own guides, which open the link.
   */
  happOnly: 'onetap-happ-only',
})

/** The JSON of `data-import-link`. */
export type ImportLinkData = ImportLink

/**
 * The controls: "Add to <App>" (its href is built by the script), "Copy link", "Copy page link" (in an
 * in-app browser), "Forget this link", and Stash's web link.
 */
export type OneTapAction = 'add' | 'copy' | 'copy-page' | 'forget' | 'fallback'
/** `[data-onetap="<action>"]`. */
export const actionSelector = (action: OneTapAction) => `[${OneTapAttribute.action}="${action}"]`

/** The variants of `OneTapAttribute.inAppVariant`. */
export type InAppVariant = 'telegram-android' | 'telegram-ios' | 'other'
