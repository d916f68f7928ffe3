export interface MenuToggleProps {
  openLabel: string
  closeLabel: string
}

/**
 * The menu button below 996 px: opens the page's `#site-menu` (navbar links and the sidebar) as a
 * drawer. The `menu` behaviour (client/behaviours/menu.ts) opens and closes it and swaps the label.
 */
export function MenuToggle({ openLabel, closeLabel }: MenuToggleProps) {
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-controls="site-menu"
      aria-expanded="false"
      aria-label={openLabel}
      data-menu-toggle=""
      data-label-open={openLabel}
      data-label-close={closeLabel}
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path
          className="menu-toggle__open"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M4 7h16M4 12h16M4 17h16"
        />
        <path
          className="menu-toggle__close"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M6 6l12 12M18 6 6 18"
        />
      </svg>
    </button>
  )
}
