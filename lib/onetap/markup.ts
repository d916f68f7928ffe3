/**
 * The contract between what the server renders for the one-tap import (components/onetap/: the section's
 * box, the card at the top of a personal guide, the page's templates; components/home/device-cards.tsx)
 * and the script that fills it in (client/behaviours/one-tap.ts). Attribute names, ids and the JSON the
 * box carries are defined here and nowhere else.
 */
import type { ImportLink } from '@/lib/apps'

/** A one-tap box: the section's (`OneTapActions`) and the card's (`OneTapCard`). */
export const BOX_ATTRIBUTE = 'data-onetap-box'
/** On the card at the top of a guide: shown only while the tab has a personal link. */
export const CARD_ATTRIBUTE = 'data-onetap-card'
/** The box's text without a personal link (and without the script). */
export const STATIC_ATTRIBUTE = 'data-onetap-static'
/** The box's import template as JSON (`ImportLinkData`); absent when the app has none (v2rayN). */
export const IMPORT_LINK_ATTRIBUTE = 'data-import-link'
/** The profile name given to apps that take one (the brand). */
export const PROFILE_NAME_ATTRIBUTE = 'data-profile-name'

/** The JSON of `data-import-link`. */
export type ImportLinkData = ImportLink

/** A control of the personal part: `data-onetap="<action>"`. */
export const ACTION_ATTRIBUTE = 'data-onetap'
/**
 * The controls: "Add to <App>" (its href is built by the script), "Copy link", "Copy page link" (in an
 * in-app browser), "Forget this link", and Stash's web link.
 */
export type OneTapAction = 'add' | 'copy' | 'copy-page' | 'forget' | 'fallback'
/** `[data-onetap="<action>"]`. */
export const actionSelector = (action: OneTapAction) => `[${ACTION_ATTRIBUTE}="${action}"]`

/**
 * Parts of the personal template for a link the app can take (the title, the buttons, the store, the QR
 * code): removed when the tab's link is Happ's encrypted one and the guide is another app's.
 */
export const PLAIN_ATTRIBUTE = 'data-onetap-plain'
/**
 * In another app's template: says that Happ's encrypted link works only in Happ and links Happ's guide
 * for the same device. Removed for any other link; never rendered on Happ's own guides.
 */
export const HAPP_ONLY_ATTRIBUTE = 'data-onetap-happ-only'

/** A slot the script fills with the in-app browser notice (`INAPP_TEMPLATE_ID`). */
export const INAPP_SLOT_ATTRIBUTE = 'data-onetap-inapp'
/** Which messenger and system a step of the in-app notice is for. */
export const INAPP_VARIANT_ATTRIBUTE = 'data-inapp-variant'
/** The variants of `INAPP_VARIANT_ATTRIBUTE`. */
export type InAppVariant = 'telegram-android' | 'telegram-ios' | 'other'
/** The close button of the invalid-link notice. */
export const CLOSE_ATTRIBUTE = 'data-onetap-close'
/**
 * On `/install`'s device cards: their links carry the personal link when followed. The script sets
 * `ACTION_ATTRIBUTE` (empty) on it while the tab has one, for the highlight.
 */
export const CARRY_ATTRIBUTE = 'data-carry-fragment'

/** The page's templates (one each). */
export const NOTICE_TEMPLATE_ID = 'onetap-notice'
export const FAILED_TEMPLATE_ID = 'onetap-failed'
export const INAPP_TEMPLATE_ID = 'onetap-inapp'
