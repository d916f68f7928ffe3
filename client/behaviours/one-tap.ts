// Personal guide links (docs/bot.md, "Personal guide links": a page opened with `#sub=<URL>` keeps
// the subscription for the tab and shows "Add to <App>", "Copy link" and "Forget this link" in place of the
// one-tap box's text (components/onetap/one-tap-actions.tsx), and the same buttons in a card at the top of
// the guide (one-tap-card.tsx); `/install` carries the link into the chosen device's page. A tap on "Add"
// that opens nothing says so; inside a messenger's built-in browser the card says how to leave it. Happ's
// encrypted link (`happ://crypt4/…`) is "Add to Happ" itself on Happ's guides; another app's guide says
// it works only in Happ. The subscription never leaves the browser. The markup's names: lib/onetap/markup.ts.
import { inAppBrowser } from '@/lib/in-app-browser'
import {
  actionSelector,
  type ImportLinkData,
  OneTapAttribute,
  OneTapClass,
  OneTapTemplate,
} from '@/lib/onetap/markup'
import { detectDevice } from '@/lib/detect-device'
import {
  buildImportLinks,
  isHappCryptLink,
  parseFragment,
  PERSONAL_ATTRIBUTE,
  STORAGE_KEY,
  subscriptionFragment,
  validatePersonalLink,
} from '@/lib/subscription'

import { media } from '@/lib/design-tokens'

import type { Behaviour } from '../core'
import { load, soon } from '../on-demand'

/** How long a tap on "Add to <App>" waits for the app to take the screen before saying nothing opened. */
export const APP_OPEN_WAIT_MS = 2000
/** Where a phone guide offers a QR code: the desktop layout. */
const DESKTOP = media.desktop

/** The stored subscription, checked again on every read (storage can be edited), or `null`. */
export function getSubscription(win: Window): string | null {
  try {
    const value = win.sessionStorage.getItem(STORAGE_KEY)
    return value ? validatePersonalLink(value) : null
  } catch {
    // Storage disabled (some private modes): the buttons simply do not appear.
    return null
  }
}

/** Stores a validated subscription, or forgets it with `null`. */
export function setSubscription(win: Window, url: string | null) {
  try {
    if (url) win.sessionStorage.setItem(STORAGE_KEY, url)
    else win.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // As above: nothing is kept.
  }
}

/**
 * Reads `#sub=…` from the address: removes it from the address bar (history.replaceState, so no entry
 * keeps it), keeps a valid subscription and says whether the page had none, a valid or an invalid one.
 */
export function readFragment(win: Window): 'none' | 'valid' | 'invalid' {
  const result = parseFragment(win.location.hash)
  if (result.kind === 'none') return 'none'
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search)
  if (result.kind === 'valid') setSubscription(win, result.url)
  return result.kind
}

/** A copy of a page template's element (the root layout's and OneTapCard's), or null. */
function fromTemplate(doc: Document, id: string): HTMLElement | null {
  const template = doc.getElementById(id)
  return template instanceof HTMLTemplateElement
    ? (template.content.firstElementChild?.cloneNode(true) as HTMLElement)
    : null
}

/** The notice for a personal link that could not be read, from its template in the root layout. */
function showNotice(doc: Document) {
  const notice = fromTemplate(doc, OneTapTemplate.notice)
  if (notice && !doc.querySelector(`.${OneTapClass.notice}`)) doc.body.append(notice)
}

/** This guide's address with the subscription, for the QR code and "Copy page link". */
const personalPageUrl = (win: Window, subscription: string) =>
  `${win.location.origin}${win.location.pathname}${subscriptionFragment(subscription)}`

/**
 * Inside a messenger's built-in browser (lib/in-app-browser.ts), the notice that says so, with the one
 * instruction for that messenger and system and "Copy page link", into each `[data-onetap-inapp]` slot.
 */
function fillInAppSlots(root: ParentNode, doc: Document) {
  const win = doc.defaultView!
  const { userAgent, maxTouchPoints } = win.navigator
  const browser = inAppBrowser({ has: (name) => name in win, userAgent })
  if (!browser) return
  const device = detectDevice(userAgent, maxTouchPoints)
  const variant =
    browser === 'telegram' && (device === 'android' || device === 'ios')
      ? `${browser}-${device}`
      : 'other'
  for (const slot of root.querySelectorAll(`[${OneTapAttribute.inAppSlot}]`)) {
    const notice = fromTemplate(doc, OneTapTemplate.inApp)
    if (!notice) return
    for (const step of notice.querySelectorAll(`[${OneTapAttribute.inAppVariant}]`))
      if (step.getAttribute(OneTapAttribute.inAppVariant) !== variant) step.remove()
    slot.replaceChildren(notice)
  }
}

/**
 * After a tap on "Add to <App>": the app, if it opens, takes the screen, and the page goes to the
 * background (`visibilitychange` to hidden, `pagehide`, `blur`). If the page is still in front after
 * `APP_OPEN_WAIT_MS`, no app answered the link (not installed, or a browser that refuses custom schemes):
 * say so next to the button, with what to do. A page that goes to the background later (the app was slow
 * to open, or asked first) takes the notice away again.
 */
let watching: AbortController | undefined
function watchAppOpen(link: Element) {
  const doc = link.ownerDocument
  const win = doc.defaultView!
  const personal = link.closest(`.${OneTapClass.personal}`)
  if (!personal) return
  watching?.abort()
  const watch = (watching = new AbortController())
  const remove = () => doc.querySelectorAll(`.${OneTapClass.failed}`).forEach((n) => n.remove())
  remove()
  let left = false
  const leave = () => {
    left = true
    remove()
  }
  const options = { signal: watch.signal }
  doc.addEventListener('visibilitychange', () => doc.hidden && leave(), options)
  win.addEventListener('pagehide', leave, options)
  win.addEventListener('blur', leave, options)
  win.setTimeout(() => {
    if (left || doc.hidden || watch.signal.aborted) return
    const notice = fromTemplate(doc, OneTapTemplate.failed)
    if (!notice) return
    fillInAppSlots(notice, doc)
    personal.querySelector(`.${OneTapClass.actions}`)?.after(notice)
  }, APP_OPEN_WAIT_MS)
}

/**
 * Where the browser refused the clipboard: `text` in a read-only field at the end of the button's row (its own
 * line), selected, so the system's own copy takes it; one field a row. Named by the button ("Copy link"):
 * every guide's HTML and the offline set are at their budgets, so no text of its own.
 */
function showManualCopy(button: HTMLElement, text: string) {
  const row = button.parentElement!
  row.querySelector(`[${OneTapAttribute.manual}]`)?.remove()
  const field = Object.assign(document.createElement('input'), { readOnly: true, value: text })
  field.setAttribute(OneTapAttribute.manual, '')
  field.setAttribute('aria-label', button.getAttribute(OneTapAttribute.label)!)
  row.append(field)
  field.focus()
  field.select()
}

/** One box: its text without a subscription, else the personal actions from its template. */
function renderBox(box: HTMLElement, subscription: string | null) {
  const doc = box.ownerDocument
  box.querySelector(`.${OneTapClass.personal}`)?.remove()
  const text = box.querySelector<HTMLElement>(`[${OneTapAttribute.static}]`)
  const template = box.querySelector('template')
  if (text) text.hidden = subscription !== null
  if (!subscription || !template) return
  const personal = template.content.cloneNode(true) as DocumentFragment
  // Happ's encrypted link on another app's guide (only they have the template): the notice that it works
  // only in Happ takes the place of the buttons.
  const happOnly = isHappCryptLink(subscription) && fromTemplate(doc, OneTapTemplate.happOnly)
  if (happOnly) {
    // Only the notice, and "Forget this link" where the box has it: nothing that would use the link.
    const forget = personal.querySelector(actionSelector('forget'))
    personal.firstElementChild?.replaceChildren(happOnly, ...(forget ? [forget] : []))
  }
  const importLink = box.getAttribute(OneTapAttribute.importLink)
  const links = importLink
    ? buildImportLinks(
        JSON.parse(importLink) as ImportLinkData,
        subscription,
        box.getAttribute(OneTapAttribute.profileName) ?? '',
      )
    : null
  const add = personal.querySelector(actionSelector('add'))
  if (links) add?.setAttribute('href', links.primary)
  else add?.remove()
  const fallback = personal.querySelector(actionSelector('fallback'))
  if (links?.fallback) fallback?.setAttribute('href', links.fallback)
  else fallback?.parentElement?.remove()
  // The QR code's figure joins the box only once the code is drawn.
  const figure = personal.querySelector<HTMLElement>(`.${OneTapClass.qr}`)
  figure?.remove()
  const win = doc.defaultView!
  if (figure && win.matchMedia(DESKTOP).matches) {
    const root = personal.firstElementChild!
    const text = personalPageUrl(win, subscription)
    // A chunk that fails to load is tried again until it comes (client/on-demand.ts).
    void soon(win, () => load('qr')).then(({ drawQr }) => root.append(drawQr(figure, text)))
  }
  fillInAppSlots(personal, doc)
  box.append(personal)
}

/** Every one-tap box of the page, and the `/install` cards, for the tab's subscription. */
export function render(doc: Document) {
  const subscription = getSubscription(doc.defaultView!)
  doc.documentElement.toggleAttribute(PERSONAL_ATTRIBUTE, subscription !== null)
  for (const cards of doc.querySelectorAll(`[${OneTapAttribute.carry}]`))
    cards.toggleAttribute(OneTapAttribute.action, subscription !== null)
  for (const box of doc.querySelectorAll<HTMLElement>(`[${OneTapAttribute.box}]`)) {
    renderBox(box, subscription)
    // The card at the top of a guide is there only for a personal link.
    if (box.hasAttribute(OneTapAttribute.card)) box.hidden = subscription === null
  }
}

function read(doc: Document) {
  if (readFragment(doc.defaultView!) === 'invalid') showNotice(doc)
  render(doc)
}

/**
 * On `/install` the chosen card's link gets `#sub=…` at the moment it is followed (a click, a middle click,
 * "open in new tab" from the context menu), so the fragment is never rendered into the page.
 */
function carry(_event: Event, link: Element | null) {
  const subscription = getSubscription(link!.ownerDocument.defaultView!)
  const href = link!.getAttribute('href')
  if (subscription && href)
    link!.setAttribute('href', href.split('#')[0] + subscriptionFragment(subscription))
}
const carrying = `[${OneTapAttribute.carry}] a[href^="/"]`

export const oneTap: Behaviour = {
  name: 'one-tap',
  // The personal card is the top of the guide: it must not appear after the page has painted.
  firstScreen: true,
  init: read,
  on: [
    {
      type: 'hashchange',
      handle: (event: Event) => read((event.currentTarget as Window).document),
    },
    {
      // Back from the cache after "Forget this link" on another page.
      type: 'pageshow',
      handle: (event: PageTransitionEvent) => {
        if (event.persisted) render((event.currentTarget as Window).document)
      },
    },
    { type: 'click', selector: carrying, capture: true, handle: carry },
    { type: 'auxclick', selector: carrying, capture: true, handle: carry },
    { type: 'contextmenu', selector: carrying, capture: true, handle: carry },
    {
      type: 'click',
      selector: actionSelector('add'),
      handle: (_e: Event, link) => watchAppOpen(link!),
    },
    {
      // "Copy link" copies the subscription; "Copy page link" this guide's address with it, for a browser.
      type: 'click',
      selector: `${actionSelector('copy')}, ${actionSelector('copy-page')}`,
      handle(_event: MouseEvent, button) {
        const win = button!.ownerDocument.defaultView!
        const subscription = getSubscription(win)
        if (!subscription || !(button instanceof HTMLElement)) return
        // Its own text, kept on the button the first time: it says "Copied" for a moment after.
        const label = button.getAttribute(OneTapAttribute.label) ?? button.textContent ?? ''
        button.setAttribute(OneTapAttribute.label, label)
        const text = button.matches(actionSelector('copy-page'))
          ? personalPageUrl(win, subscription)
          : subscription
        const manual = () => showManualCopy(button, text)
        // No clipboard API (an insecure origin) or a refusal (WebKit outside the gesture it trusts, a denied
        // permission): the link is shown to copy by hand.
        void (
          win.navigator.clipboard?.writeText(text).then(() => {
            button.textContent = button.getAttribute(OneTapAttribute.copied) ?? label
            setTimeout(() => (button.textContent = label), 1500)
          }, manual) ?? manual()
        )
      },
    },
    {
      type: 'click',
      selector: actionSelector('forget'),
      handle(_event: MouseEvent, button) {
        const doc = button!.ownerDocument
        setSubscription(doc.defaultView!, null)
        render(doc)
      },
    },
    {
      type: 'click',
      selector: `[${OneTapAttribute.close}]`,
      handle: (_event: MouseEvent, button) => button!.closest(`.${OneTapClass.notice}`)?.remove(),
    },
  ],
}
