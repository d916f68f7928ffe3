import {
  COLOR_MODE_ATTRIBUTE,
  colorModeSettings,
  resolveColorMode,
  THEME_STORAGE_KEY,
} from '@/lib/theme'
import { ThemeAttribute } from '@/lib/markup'

/**
 * Sets `data-theme` before the first paint, so the wrong mode never flashes: the stored choice, else the
 * system preference, by the settings on `<html>`. A site with a fixed mode has no settings there, and
 * the server's `data-theme` stays.
 */
export function applyColorMode(doc: Document) {
  const root = doc.documentElement
  const settings = colorModeSettings(root.getAttribute(COLOR_MODE_ATTRIBUTE))
  if (!settings) return
  const win = doc.defaultView!
  let stored: string | null = null
  try {
    stored = win.localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    // Storage disabled: the system preference or the default decides.
  }
  const prefersDark = win.matchMedia('(prefers-color-scheme: dark)').matches
  root.setAttribute(ThemeAttribute.mode, resolveColorMode(stored, prefersDark, settings))
}
