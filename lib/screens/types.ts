/**
 * App screens as sourced facts, for the schematics beside a guide's key steps (`<Screen>`,
 * components/mdx/screen.tsx): what a screen holds, top to bottom, as the app's own layout or screen file
 * builds it (or the vendor's document shows it), each control by the label it shows (lib/labels/<app>.ts)
 * and an icon of Lucide's set. Nothing is drawn that the source does not show: a step whose screen no
 * source shows has no schematic, and the app's file says why (`AppScreens.unshown`).
 */
import type { AppId } from '../apps'

/** The icons a schematic may draw: names of Lucide's set (lucide.dev/icons), the closest to the app's. */
export const screenIcons = [
  'menu',
  'plus',
  'ellipsis-vertical',
  'ellipsis',
  'play',
  'power',
  'shield',
  'search',
  'settings',
  'refresh-cw',
  'zap',
  'list',
  'layout-grid',
  'house',
  'globe',
  'cloud-download',
  'clipboard',
  'qr-code',
  'check',
  'pencil',
  'arrow-left',
  'chevron-down',
  'toggle-right',
  'network',
  'route',
  'activity',
  'server',
  'rocket',
  'save',
  'ban',
  'shield-x',
  'shuffle',
  'wifi',
  'split',
  'text-align-start',
  'lock-open',
  'book',
  'circle-question-mark',
] as const
export type ScreenIcon = (typeof screenIcons)[number]

/** One control on a screen: what it shows, and the id a guide marks it by (`<Screen mark="…">`). */
export interface ScreenControl {
  /**
   * The label it shows or is named by (an id of lib/labels/<app>.ts): its text in the reader's language is
   * drawn (unless `iconOnly`), and the label id is the control's mark.
   */
  label?: string
  /** The mark of a control that shows no label of the registry (an icon button the source names not). */
  id?: string
  icon?: ScreenIcon
  /** The control shows its icon only; the label names it in the alt text. @default false */
  iconOnly?: boolean
  /** Drawn switched on (a switch or a check box): `on`; off: `off`. */
  toggle?: 'on' | 'off'
}

/** A text a region shows: a label of the app, or the app's own name. */
export type ScreenText = { label: string } | { appName: true }

/** The parts a screen is drawn from, top to bottom (a side navigation beside the rest). */
export type ScreenRegion =
  /** The top bar: controls at its start, a title, controls at its end. */
  | { kind: 'bar'; start?: ScreenControl[]; title?: ScreenText; end?: ScreenControl[] }
  /** Tabs or a segmented switch; `active` is the index of the selected one. */
  | { kind: 'tabs'; items: ScreenControl[]; active?: number }
  /** A list of like rows (servers, profiles), drawn as `rows` blank rows with a selected first one. */
  | { kind: 'list'; rows: number; row?: { icon?: ScreenIcon; end?: ScreenControl[] } }
  /** Tiles in a grid (`columns` across). */
  | { kind: 'tiles'; items: ScreenControl[]; columns?: number }
  /** Rows of a settings or menu list, each a control with its label. */
  | { kind: 'rows'; items: ScreenControl[] }
  /** Input fields, each titled by its control's label. */
  | { kind: 'fields'; items: ScreenControl[] }
  /** A big button: round in the middle, or wide across. */
  | { kind: 'button'; control: ScreenControl; shape: 'round' | 'wide' }
  /**
   * A strip at the bottom: a text at its start, other controls along it (a desktop window's status bar),
   * a round button at its end (a floating action button).
   */
  | { kind: 'status'; text?: ScreenControl; items?: ScreenControl[]; end?: ScreenControl }
  /**
   * A menu shown open, under the control it drops from (the mark of a control of the screen): drawn over
   * the rest, its items in order.
   */
  | { kind: 'menu'; under: string; items: ScreenControl[] }
  /** A side navigation (desktop apps) beside the rest of the screen, or a bottom navigation. */
  | { kind: 'nav'; at: 'side' | 'bottom'; items: ScreenControl[]; active?: number }

/** One screen of an app, as the source builds it. */
export interface AppScreen {
  /** What the screen is, for writers and the alt text (`main`, `add`, `profiles`). */
  name: { en: string; ru: string }
  /** A phone, a desktop window, a macOS menu (a menu-bar app), a TV. */
  frame: 'phone' | 'window' | 'menubar' | 'tv'
  regions: ScreenRegion[]
  /**
   * Where the layout was read: the layout or screen files in the app's repository at a tag, the screen's
   * own file first (`owner/repo@tag path:lines, Other.kt:lines`: a later name without a folder is in the
   * first file's folder, one with a folder is a path in the repository), or the vendor's document (an
   * https URL). `npm run facts:check` re-reads these files at the app's latest release: every label the
   * screen draws that has a key must still be used in one of them (scripts/facts/screens.ts).
   */
  source: string
  /** The day it was read, `YYYY-MM-DD`. */
  checked: string
}

/** The key steps of a guide that have a schematic: adding the subscription and connecting. */
export const keySteps = ['add', 'connect'] as const
export type KeyStep = (typeof keySteps)[number]

/** An app's screens: one file per app under lib/screens/. */
export interface AppScreens {
  app: AppId
  screens: Record<string, AppScreen>
  /**
   * Why a guide draws no schematic at a key step, by the guide's path under content/<locale>/ without
   * `.mdx` (`android/tv`, the same in every language): no source shows that screen (a closed app whose
   * documentation describes no layout for it), and where that was looked for. Nothing is drawn rather
   * than a guessed screen. Every other key step of a guide draws `<Screen>` in its section
   * (tests/guide-screens.test.ts).
   */
  unshown?: Record<string, Partial<Record<KeyStep, string>>>
}
