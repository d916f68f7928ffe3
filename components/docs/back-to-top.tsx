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
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 15 6-6 6 6" />
      </svg>
    </button>
  )
}
