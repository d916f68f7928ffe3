// Taps that come before the page script. On a slow phone the page reads a second or more before its
// script has run; a tap then must neither be lost nor look broken. The head script does at once what it
// can do with the page script's own functions (the menu, copying code, the back-to-top button), and
// remembers the other taps on `[data-early-tap]` controls (and the search shortcut) until the page script
// starts and replays them.
import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'
import { BackToTopAttribute, CodeAttribute, LayoutClass } from '@/lib/markup'
import { isSearchShortcut, SEARCH_OPEN_SELECTOR } from '@/lib/search/shortcut'

import { showBackToTop } from '../behaviours/back-to-top'
import { codeText } from '../behaviours/code-actions'
import { isMenuOpen, MENU_TOGGLE, setMenuOpen } from '../behaviours/menu'

import { whenParsed } from './dom'

/** What the head script and the page script share on `window`. */
export interface EarlyTaps {
  /** The page script has started: from now on it handles every tap itself. */
  ready: boolean
  /** Controls tapped before, in order, to replay. */
  queue: Element[]
}

declare global {
  interface Window {
    __docsEarly?: EarlyTaps
  }
}

/**
 * Controls the head script works itself, with the page script's functions; `true` when the tap is done,
 * `false` when it must still be replayed.
 */
const actions: readonly [selector: string, act: (control: HTMLElement) => boolean][] = [
  [
    MENU_TOGGLE,
    (toggle) => (setMenuOpen(toggle.ownerDocument, !isMenuOpen(toggle.ownerDocument)), true),
  ],
  [
    // Copied within the tap, where browsers allow the clipboard (Safari only there); the page script,
    // when it replays the tap, copies again and says "Copied".
    `[${CodeAttribute.copy}]`,
    (button) => {
      const block = button.closest(`.${LayoutClass.codeBlock}`)
      if (block) void navigator.clipboard?.writeText(codeText(block)).catch(() => {})
      return false
    },
  ],
]

/** The back-to-top button shows once the reader is more than a screen down (a reload can open far down). */
export function updateBackToTop(win: Window) {
  const button = win.document.querySelector<HTMLElement>(`[${BackToTopAttribute.button}]`)
  if (button) showBackToTop(button, win.scrollY > win.innerHeight)
}

/** Head script: handles or remembers taps until the page script starts. */
export function rememberEarlyTaps(win: Window) {
  const doc = win.document
  const state: EarlyTaps = (win.__docsEarly = { ready: false, queue: [] })
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (state.ready || !(target instanceof Element)) return
      for (const [selector, act] of actions) {
        const control = target.closest<HTMLElement>(selector)
        if (control && act(control)) return
      }
      const control = target.closest(`[${EARLY_TAP_ATTRIBUTE}]`)
      if (!control) return
      event.preventDefault()
      state.queue.push(control)
    },
    true,
  )
  doc.addEventListener(
    'keydown',
    (event) => {
      const button = doc.querySelector(SEARCH_OPEN_SELECTOR)
      if (state.ready || !button || !isSearchShortcut(event)) return
      event.preventDefault()
      state.queue.push(button)
    },
    true,
  )
  // Shown by the head script for good: it is the same rule before and after the page script.
  win.addEventListener('scroll', () => updateBackToTop(win), { passive: true })
  // Its position needs layout: read in the first frame, not forced at DOMContentLoaded.
  whenParsed(doc, () => win.requestAnimationFrame(() => updateBackToTop(win)))
}

/** Page script, once its behaviours have started: takes over, and replays the taps that came before. */
export function replayEarlyTaps(win: Window) {
  const state = win.__docsEarly
  if (!state || state.ready) return
  state.ready = true
  for (const control of state.queue.splice(0))
    if (control.isConnected && control instanceof HTMLElement) control.click()
}
