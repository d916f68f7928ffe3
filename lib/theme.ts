import type { SiteConfig } from './site-config'

export type ColorMode = 'dark' | 'light'
type ColorModeConfig = SiteConfig['colorMode']

/** localStorage key of the chosen colour mode (only written when the switch is enabled). */
export const THEME_STORAGE_KEY = 'theme'

/** The mode to show: the stored choice, else the system preference (if respected), else the default. */
export function resolveColorMode(
  stored: string | null,
  prefersDark: boolean,
  config: ColorModeConfig,
): ColorMode {
  if (config.disableSwitch) return config.defaultMode
  if (stored === 'dark' || stored === 'light') return stored
  if (config.respectPrefersColorScheme) return prefersDark ? 'dark' : 'light'
  return config.defaultMode
}

/**
 * The attribute of `<html>` that holds the colour-mode settings (JSON of `SiteConfig['colorMode']`) when
 * the switch is enabled; without it the server's `data-theme` is final. The head script reads it before
 * the first paint (client/early/color-mode.ts), the theme behaviour when another tab changes the mode.
 */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode'

/** The settings of `COLOR_MODE_ATTRIBUTE`, or `null` when the mode is fixed. */
export function colorModeSettings(value: string | null): ColorModeConfig | null {
  if (!value) return null
  try {
    return JSON.parse(value) as ColorModeConfig
  } catch {
    return null
  }
}
