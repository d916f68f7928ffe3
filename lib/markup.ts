/**
 * The markup contracts of the layout's behaviours: the `data-*` attributes the server components render
 * and the page script (client/behaviours/) finds, one contract per feature (`defineContract`,
 * lib/contract.ts), and the class names and ids the script selects or sets, defined here and nowhere
 * else (features with more, such as search and one-tap, have their own: lib/search/markup.ts,
 * lib/onetap/markup.ts). The script builds a selector from names with a template
 * (`` `[${MenuAttribute.toggle}]` ``), which the client build folds into one string. But a contract read
 * where a module is evaluated (a behaviour object's `selector`) keeps that object in every bundle
 * importing the module, the head script too (esbuild cannot prove the read pure): there the contract
 * gives a ready `*_SELECTOR` constant, built from the names. tests/contracts.test.ts fails on a `data-*`
 * name written as a literal in client/ or components/ and on a class or id selector literal in client/,
 * and checks that each `*_SELECTOR` is made of names of a contract.
 */
import { defineContract } from './contract'

/** The strings a control names itself with in each state (`aria-label`), rendered by the server. */
export const LabelAttribute = defineContract({
  open: 'data-label-open',
  close: 'data-label-close',
  dark: 'data-label-dark',
  light: 'data-label-light',
  copy: 'data-label-copy',
  copied: 'data-label-copied',
  expand: 'data-label-expand',
  collapse: 'data-label-collapse',
})

/**
 * The class names the page script selects or sets, which the components render and the stylesheets
 * style: a class renamed in a stylesheet is renamed here.
 */
export const LayoutClass = defineContract({
  /** A code block (components/mdx/code-block.tsx), where its buttons find the code. */
  codeBlock: 'code-block',
  /** A code block's polite line that says "Copied" (components/mdx/code-actions.tsx). */
  codeStatus: 'code-block__status',
  /** On a code block while its lines wrap. */
  codeWrap: 'code-block--wrap',
  /** Behind the open menu drawer (components/docs/doc-page.tsx). */
  menuBackdrop: 'menu-backdrop',
  /** A page's link in the sidebar, rendered by the server or by the script that fills a section. */
  menuLink: 'menu__link',
  /** On the navbar while it is hidden. */
  navbarHidden: 'navbar--hidden',
  /** On the table of contents' link to the section in view. */
  tocActive: 'toc__link--active',
  /**
   * A page's section after its first, and a troubleshooting entry in one (lib/mdx/sections.ts): with the
   * height the build expects (a `style`), the browser lays it out only when it comes near the screen.
   */
  section: 'doc-section',
  entry: 'help-problem',
  /** The links to the previous and next pages, below a page's text (components/docs/pager.tsx). */
  pager: 'pager',
})

/**
 * A page's sections and the troubleshooting entries in them: those the build gave a height (a `style`) the
 * browser lays out only when they come near the screen (components/mdx/markdown.css).
 */
export const SECTIONS_SELECTOR = `.${LayoutClass.section}, .${LayoutClass.section} .${LayoutClass.entry}`
export const PAGER_SELECTOR = `.${LayoutClass.pager}`

/** The ids the page script finds elements by. */
export const LayoutId = defineContract({
  /** The menu drawer (components/docs/doc-page.tsx), named by the menu button's `aria-controls`. */
  menuDrawer: 'site-menu',
  /** The `<template>` holding the crash screen (components/errors/crash-screen.tsx). */
  crashScreen: 'crash-screen',
})

/**
 * The mobile menu (components/layout/menu-toggle.tsx, client/behaviours/menu.ts): `toggle` on a button
 * that opens and closes the drawer, `open` on <html> while the drawer is open (the CSS shows it).
 */
export const MenuAttribute = defineContract({ toggle: 'data-menu-toggle', open: 'data-menu-open' })
/** What closes the drawer when tapped, the backdrop and the drawer's links, ready for a behaviour object. */
export const MENU_CLOSE_SELECTOR = `.${LayoutClass.menuBackdrop}, #${LayoutId.menuDrawer} a`

/** The navbar that hides on scroll down (components/layout/site-header.tsx, client/behaviours/hide-on-scroll.ts). */
export const HIDE_ON_SCROLL_ATTRIBUTE = 'data-hide-on-scroll'

/**
 * The colour-mode switch (components/layout/theme-toggle.tsx, client/behaviours/theme.ts); `mode` on
 * <html>: the mode on screen, `light` or `dark` (set first by the head script).
 */
export const ThemeAttribute = defineContract({ toggle: 'data-theme-toggle', mode: 'data-theme' })

/** The back-to-top button (components/docs/back-to-top.tsx, client/behaviours/back-to-top.ts). */
export const BackToTopAttribute = defineContract({
  button: 'data-back-to-top',
  /** Set while the reader is far enough down the page for it to show. */
  visible: 'data-visible',
})
/** The button's selector, ready for a behaviour object (see above). */
export const BACK_TO_TOP_SELECTOR = `[${BackToTopAttribute.button}]`

/** A code block's buttons (components/mdx/code-actions.tsx, client/behaviours/code-actions.ts). */
export const CodeAttribute = defineContract({
  copy: 'data-code-copy',
  wrap: 'data-code-wrap',
  /** On the copy button while it says "Copied" (the icon follows it, code-block.css). */
  copied: 'data-code-copied',
})
/** The buttons' selectors, ready for a behaviour object (see above). */
export const CODE_COPY_SELECTOR = `[${CodeAttribute.copy}]`
export const CODE_WRAP_SELECTOR = `[${CodeAttribute.wrap}]`

/** The table of contents (components/docs/toc.tsx, client/behaviours/toc.ts). */
export const TocAttribute = defineContract({
  /** The list whose link to the section in view is highlighted. */
  highlight: 'data-toc-highlight',
  /** The `<details>` that folds it on narrow screens. */
  fold: 'data-toc-fold',
})

/** The sidebar (components/layout/sidebar.tsx, sidebar-collapse.tsx, client/behaviours/sidebar.ts). */
export const SidebarAttribute = defineContract({
  /** The scrolling part, whose scroll position is kept across pages. */
  scroll: 'data-sidebar-scroll',
  /** The button that collapses the sidebar on desktop. */
  collapse: 'data-sidebar-collapse',
  /** On the sidebar's content while collapsed. */
  collapsed: 'data-collapsed',
  /** A section the script fills from `/sidebar.json` when opened: its category key. */
  section: 'data-sidebar-section',
  /** A section whose HTML lists only a window of its pages around the current one. */
  partial: 'data-sidebar-partial',
  /** On the sidebar's `<nav>`: the URL of the locale's `/sidebar.json`. */
  src: 'data-sidebar-src',
  /** Set by the script on the sections it drives (their toggles show then). */
  ready: 'data-ready',
})

/** The screen shown when the page script fails (components/errors/crash-screen.tsx, client/behaviours/crash-screen.ts). */
export const CrashAttribute = defineContract({
  screen: 'data-crash-screen',
  error: 'data-crash-error',
  causes: 'data-crash-causes',
  retry: 'data-crash-retry',
})

/**
 * The "new version" popup (components/pwa/update-popup.tsx, client/sw-register.ts); `action` on each of
 * its buttons: `refresh` or `later`.
 */
export const UpdateAttribute = defineContract({ popup: 'data-update-popup', action: 'data-update' })

/**
 * The announcement bar's close button (components/layout/announcement-dismiss.tsx,
 * client/behaviours/announcement.ts): its value is the id of the announcement it dismisses. Here, not in
 * lib/announcement.ts, which the head script imports: a new export there renames the head script's
 * minified variables.
 */
export const ANNOUNCEMENT_DISMISS_ATTRIBUTE = 'data-announcement-dismiss'

/** The chat widget's settings (components/chat/chat.tsx, client/behaviours/chat.ts). */
export const ChatAttribute = defineContract({
  /** The hidden element carrying the settings. */
  settings: 'data-chat',
  /** The chat server's origin. */
  baseUrl: 'data-base-url',
  websiteToken: 'data-website-token',
  /** The launcher's text, in the page's language. */
  launcherTitle: 'data-launcher-title',
  /** On the SDK's `<script>` once the behaviour has added it. */
  sdk: 'data-chat-sdk',
})

/** The device cards (components/home/device-cards.tsx, client/behaviours/device-detect.ts). */
export const DeviceCardsAttribute = defineContract({
  /** On the cards of `/install`, which mark the reader's device. */
  detect: 'data-detect',
  /** A card's device (`Device`). */
  device: 'data-device',
  /** Set by the script on the reader's own card (CSS highlights it). */
  detected: 'data-detected',
})

/**
 * The slots the head script fills in the hosting banners (components/layout/base-url-banner.tsx,
 * chunk-error-banner.tsx, client/early/hosting.ts): `actual`, the base path the page was served under;
 * `error`, the error that stopped a part of the build.
 */
export const BannerAttribute = defineContract({ actual: 'data-actual', error: 'data-error' })

/** The "try a mirror" line (components/layout/mirror-links.tsx; e2e finds it by it). */
export const MIRRORS_ATTRIBUTE = 'data-mirrors'

/** A tab's radio button and its panel, by position (components/mdx/tabs.tsx; tabs.css pairs them). */
export const TAB_INDEX_ATTRIBUTE = 'data-index'
