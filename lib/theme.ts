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
 * The inline script that sets `data-theme` before the first paint, so the wrong theme never flashes.
 * It repeats resolveColorMode in plain ES5 because it runs before any bundle.
 */
export function colorModeScript(config: ColorModeConfig): string {
  const c = JSON.stringify({
    d: config.defaultMode,
    r: config.respectPrefersColorScheme,
  })
  return `(function(){var c=${c},m=c.d;try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');if(s==='dark'||s==='light')m=s;else if(c.r)m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}document.documentElement.setAttribute('data-theme',m)})()`
}
