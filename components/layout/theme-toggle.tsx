import { LabelAttribute, ThemeAttribute } from '@/lib/markup'
import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'
import type { SiteConfig } from '@/lib/site-config'
import type { ColorMode } from '@/lib/theme'

export interface ThemeToggleProps {
  /** The button's name in each mode (it names the mode on screen). */
  labels: Record<ColorMode, string>
  config: SiteConfig['colorMode']
}

/**
 * Light/dark switch. The mode on screen is the `data-theme` attribute the head script sets
 * before paint; the `theme` behaviour (client/behaviours/theme.ts) flips and stores it and keeps tabs
 * in sync.
 */
export function ThemeToggle({ labels, config }: ThemeToggleProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={labels[config.defaultMode]}
      {...{ [ThemeAttribute.toggle]: '' }}
      {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
      {...{ [LabelAttribute.dark]: labels.dark, [LabelAttribute.light]: labels.light }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path fill="currentColor" d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9Z" />
      </svg>
    </button>
  )
}
