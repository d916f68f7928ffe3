import { BackToTopAttribute } from '@/lib/markup'
import { Icon } from '@/components/layout/icon'

/**
 * Appears after the reader has scrolled down a screen (the head script shows it: client/early/taps.ts)
 * and takes them back to the top: a `#top` link, which works before and without the page script; the
 * `back-to-top` behaviour makes the scroll smooth. Hidden, and out of the tab order, until then.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a
      href="#top"
      className="back-to-top"
      aria-label={label}
      tabIndex={-1}
      aria-hidden="true"
      {...{ [BackToTopAttribute.button]: '' }}
    >
      <Icon name="up" />
    </a>
  )
}
