import { Icon } from '@/components/layout/icon'

/**
 * Appears after the reader has scrolled down a screen and scrolls back to the top: the `back-to-top`
 * behaviour (client/behaviours/back-to-top.ts). Hidden, and out of the tab order, until then.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={label}
      tabIndex={-1}
      aria-hidden="true"
      data-back-to-top=""
    >
      <Icon name="up" />
    </button>
  )
}
