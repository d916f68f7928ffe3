import { LabelAttribute, ThemeAttribute } from '@/lib/markup'
import {
  COLOR_MODE_ATTRIBUTE,
  colorModeSettings,
  resolveColorMode,
  THEME_STORAGE_KEY,
  type ColorMode,
} from '@/lib/theme'

import type { Behaviour } from '../core'

const TOGGLE = `[${ThemeAttribute.toggle}]`

export const shownMode = (doc: Document): ColorMode =>
  doc.documentElement.getAttribute(ThemeAttribute.mode) === 'light' ? 'light' : 'dark'

/** Shows a mode and names it on every toggle. */
export function showMode(doc: Document, mode: ColorMode) {
  doc.documentElement.setAttribute(ThemeAttribute.mode, mode)
  doc.querySelectorAll<HTMLElement>(TOGGLE).forEach((button) => {
    const label = button.getAttribute(mode === 'dark' ? LabelAttribute.dark : LabelAttribute.light)
    if (label) button.setAttribute('aria-label', label)
  })
}

/**
 * The colour-mode switch (rendered only when the site config enables it): stores the choice in
 * localStorage and follows a choice made in another tab (the `storage` event).
 */
export const theme: Behaviour = {
  name: 'theme',
  firstScreen: true,
  // The server named the default mode; the head script may have shown the stored one.
  init: (doc) => {
    if (doc.querySelector(TOGGLE)) showMode(doc, shownMode(doc))
  },
  on: [
    {
      type: 'click',
      selector: TOGGLE,
      handle: () => {
        const next: ColorMode = shownMode(document) === 'dark' ? 'light' : 'dark'
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next)
        } catch {
          // Storage can be unavailable (private mode); the mode still changes for this page.
        }
        showMode(document, next)
      },
    },
    {
      type: 'storage',
      handle: (event: StorageEvent) => {
        const settings = colorModeSettings(
          document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE),
        )
        if (event.key !== THEME_STORAGE_KEY || !settings) return
        const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches
        showMode(document, resolveColorMode(event.newValue, prefersDark, settings))
      },
    },
  ],
}
