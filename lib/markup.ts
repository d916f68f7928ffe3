/**
 * The markup contracts of the layout's behaviours: the `data-*` attributes the server components render
 * and the page script (client/behaviours/) reads, one enum per feature, defined here and nowhere else
 * (features with more, such as search and one-tap, have their own: lib/search/markup.ts,
 * lib/onetap/markup.ts). Enums, because esbuild inlines their values into the page script (a `const`
 * from another module stays a variable there). tests/contracts.test.ts fails on a `data-*` name written
 * as a literal in client/ or components/.
 */

/** The strings a control names itself with in each state (`aria-label`), rendered by the server. */
export enum LabelAttribute {
  open = 'data-label-open',
  close = 'data-label-close',
  dark = 'data-label-dark',
  light = 'data-label-light',
  copy = 'data-label-copy',
  copied = 'data-label-copied',
  expand = 'data-label-expand',
  collapse = 'data-label-collapse',
}

/** The mobile menu (components/layout/menu-toggle.tsx, client/behaviours/menu.ts). */
export enum MenuAttribute {
  /** A button that opens and closes the drawer. */
  toggle = 'data-menu-toggle',
  /** On <html> while the drawer is open (the CSS shows it). */
  open = 'data-menu-open',
}

/** The colour-mode switch (components/layout/theme-toggle.tsx, client/behaviours/theme.ts). */
export enum ThemeAttribute {
  toggle = 'data-theme-toggle',
  /** On <html>: the mode on screen, `light` or `dark` (set first by the head script). */
  mode = 'data-theme',
}

/** The back-to-top button (components/docs/back-to-top.tsx, client/behaviours/back-to-top.ts). */
export enum BackToTopAttribute {
  button = 'data-back-to-top',
  /** Set while the reader is far enough down the page for it to show. */
  visible = 'data-visible',
}

/** A code block's buttons (components/mdx/code-actions.tsx, client/behaviours/code-actions.ts). */
export enum CodeAttribute {
  copy = 'data-code-copy',
  wrap = 'data-code-wrap',
  /** On the copy button while it says "Copied". */
  copied = 'data-copied',
}

/** The table of contents (components/docs/toc.tsx, client/behaviours/toc.ts). */
export enum TocAttribute {
  /** The list whose link to the section in view is highlighted. */
  highlight = 'data-toc-highlight',
  /** The `<details>` that folds it on narrow screens. */
  fold = 'data-toc-fold',
}

/** The navbar that hides on scroll down (components/layout/site-header.tsx, client/behaviours/hide-on-scroll.ts). */
export const HIDE_ON_SCROLL_ATTRIBUTE = 'data-hide-on-scroll'

/** The sidebar (components/layout/sidebar.tsx, sidebar-collapse.tsx, client/behaviours/sidebar.ts). */
export enum SidebarAttribute {
  /** The scrolling part, whose scroll position is kept across pages. */
  scroll = 'data-sidebar-scroll',
  /** The button that collapses the sidebar on desktop. */
  collapse = 'data-sidebar-collapse',
  /** On the sidebar's content while collapsed. */
  collapsed = 'data-collapsed',
  /** A section the script fills from `/sidebar.json` when opened: its category key. */
  section = 'data-sidebar-section',
  /** A section whose HTML lists only a window of its pages around the current one. */
  partial = 'data-sidebar-partial',
  /** On the sidebar's `<nav>`: the URL of the locale's `/sidebar.json`. */
  src = 'data-sidebar-src',
  /** Set by the script on the sections it drives (their toggles show then). */
  ready = 'data-ready',
}

/** The screen shown when the page script fails (components/errors/crash-screen.tsx, client/behaviours/crash-screen.ts). */
export enum CrashAttribute {
  screen = 'data-crash-screen',
  error = 'data-crash-error',
  causes = 'data-crash-causes',
  retry = 'data-crash-retry',
}

/** The "new version" popup (components/pwa/update-popup.tsx, client/sw-register.ts). */
export enum UpdateAttribute {
  popup = 'data-update-popup',
  /** A button of the popup: `refresh` or `later`. */
  action = 'data-update',
}

/**
 * The announcement bar's close button (components/layout/announcement-dismiss.tsx,
 * client/behaviours/announcement.ts): its value is the id of the announcement it dismisses. Here, not in
 * lib/announcement.ts, which the head script imports: a new export there renames the head script's
 * minified variables.
 */
export const ANNOUNCEMENT_DISMISS_ATTRIBUTE = 'data-announcement-dismiss'
