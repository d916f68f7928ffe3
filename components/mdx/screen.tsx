import { createElement, type ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import {
  Activity,
  ArrowLeft,
  Ban,
  Book,
  Check,
  ChevronDown,
  CircleQuestionMark,
  ClipboardPaste,
  CloudDownload,
  Ellipsis,
  EllipsisVertical,
  Globe,
  House,
  LayoutGrid,
  List,
  LockOpen,
  Menu,
  Network,
  Pencil,
  Play,
  Plus,
  Power,
  QrCode,
  RefreshCw,
  Rocket,
  Route,
  Save,
  Search,
  Server,
  Settings,
  Shield,
  ShieldX,
  Shuffle,
  Split,
  TextAlignStart,
  ToggleRight,
  Wifi,
  Zap,
  type IconNode,
} from 'lucide'

import { apps, type AppId } from '@/lib/apps'
import type { Locale } from '@/lib/i18n/config'
import type { Messages } from '@/lib/i18n/message-files'
import { findLabel, labelQuotes, labelText } from '@/lib/labels'
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import { ScreenAttribute } from '@/lib/screens/markup'
import {
  controlsOf,
  findScreen,
  markOf,
  screenProblem,
  type AppScreen,
  type ScreenControl,
  type ScreenIcon,
  type ScreenRegion,
} from '@/lib/screens'

/** An icon's name as a message key (messages `ScreenIcons`): `ellipsis-vertical` → `ellipsisVertical`. */
const iconKey = (icon: ScreenIcon) =>
  icon.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Messages['ScreenIcons']

/**
 * Lucide's drawing of each icon a schematic may draw (lib/screens/types.ts `screenIcons`): its shapes only.
 * The stroke, its width and joins are the stylesheet's (`.screen__icon`), not repeated on every icon.
 */
const icons: Record<ScreenIcon, IconNode> = {
  menu: Menu,
  plus: Plus,
  'ellipsis-vertical': EllipsisVertical,
  ellipsis: Ellipsis,
  play: Play,
  power: Power,
  shield: Shield,
  search: Search,
  settings: Settings,
  'refresh-cw': RefreshCw,
  zap: Zap,
  list: List,
  'layout-grid': LayoutGrid,
  house: House,
  globe: Globe,
  'cloud-download': CloudDownload,
  clipboard: ClipboardPaste,
  'qr-code': QrCode,
  check: Check,
  pencil: Pencil,
  'arrow-left': ArrowLeft,
  'chevron-down': ChevronDown,
  'toggle-right': ToggleRight,
  network: Network,
  route: Route,
  activity: Activity,
  server: Server,
  rocket: Rocket,
  save: Save,
  ban: Ban,
  'shield-x': ShieldX,
  shuffle: Shuffle,
  wifi: Wifi,
  split: Split,
  'text-align-start': TextAlignStart,
  'lock-open': LockOpen,
  book: Book,
  'circle-question-mark': CircleQuestionMark,
}

export interface ScreenProps {
  app: AppId
  /** A screen of lib/screens/<app>.ts. */
  screen: string
  /** The controls to tap, in order, by mark (space-separated): ringed and numbered. */
  mark: string
  locale: Locale
}

/**
 * `<Screen app="v2rayng" screen="main" mark="import.menu import.clipboard" />`: a schematic of an app's
 * screen (lib/screens/), drawn at build time in HTML and CSS from the registry, the controls to tap ringed
 * and numbered in order, each label in the reader's language. The alt text says the steps in words.
 */
export async function Screen({ app, screen: id, mark, locale }: ScreenProps) {
  const problem = screenProblem(app, id, mark)
  if (problem) throw new Error(`<Screen>: ${problem}`)
  const screen = findScreen(app, id)!
  const steps = mark.split(/\s+/).filter(Boolean)
  const t = await getTranslations({ locale, namespace: 'Screen' })
  const ti = await getTranslations({ locale, namespace: 'ScreenIcons' })
  const [open, close] = labelQuotes[locale]

  /** A control's text as drawn: its label in the reader's language (marked with its own language). */
  const textOf = (control: ScreenControl): ReactNode => {
    const label = control.label ? findLabel(app, control.label) : undefined
    if (!label) return null
    const shown = labelText(label, locale)
    return shown.lang === locale ? shown.text : <span lang={shown.lang}>{shown.text}</span>
  }
  /** A control named in words for the alt text. */
  const named = (control: ScreenControl): string => {
    const label = control.label ? findLabel(app, control.label) : undefined
    if (label) return `${open}${labelText(label, locale).text}${close}`
    return control.icon ? ti(iconKey(control.icon)) : t('unnamed')
  }
  const stepOf = (control: ScreenControl) => {
    const at = steps.indexOf(markOf(control) ?? '')
    return at === -1 ? undefined : at + 1
  }

  const alt = t('alt', {
    app: apps[app].name,
    screen: screen.name[locale],
    steps: steps
      .map((m, i) => {
        const found = locate(screen, m)!
        return t('step', { n: String(i + 1), control: named(found.control), place: t(found.place) })
      })
      .join('; '),
  })

  const control = (c: ScreenControl, key: number | string, extra = '') => {
    const step = stepOf(c)
    const icon = c.icon ? icons[c.icon] : undefined
    const text = c.iconOnly ? null : textOf(c)
    return (
      <span
        key={key}
        className={`screen__control${extra}${step ? ' screen__control--marked' : ''}${
          !icon && !text ? ' screen__control--blank' : ''
        }`}
        {...{ [ScreenAttribute.step]: step }}
      >
        {icon ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="screen__icon">
            {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
          </svg>
        ) : null}
        {text ? <span className="screen__text">{text}</span> : null}
        {c.toggle ? <span className={`screen__toggle screen__toggle--${c.toggle}`} /> : null}
      </span>
    )
  }
  const region = (r: ScreenRegion, i: number) => {
    switch (r.kind) {
      case 'bar':
        return (
          <div key={i} className="screen__bar">
            <span className="screen__group">{(r.start ?? []).map((c, j) => control(c, j))}</span>
            <span className="screen__title">
              {r.title && 'appName' in r.title ? apps[app].name : r.title ? textOf(r.title) : null}
            </span>
            <span className="screen__group">{(r.end ?? []).map((c, j) => control(c, j))}</span>
          </div>
        )
      case 'tabs':
        return (
          <div key={i} className="screen__tabs">
            {r.items.map((c, j) =>
              control(c, j, j === (r.active ?? 0) ? ' screen__tab--active' : ''),
            )}
          </div>
        )
      case 'list':
        return (
          <div key={i} className="screen__list">
            {Array.from({ length: r.rows }, (_, j) => (
              <div key={j} className={`screen__row${j === 0 ? ' screen__row--selected' : ''}`}>
                {r.row?.icon ? control({ icon: r.row.icon, iconOnly: true }, 'icon') : null}
                <span className="screen__lines" />
                {j === 0 ? (r.row?.end ?? []).map((c, k) => control(c, k)) : null}
              </div>
            ))}
          </div>
        )
      case 'tiles':
        return (
          <div key={i} className="screen__tiles" {...{ [ScreenAttribute.columns]: r.columns ?? 2 }}>
            {r.items.map((c, j) => control(c, j, ' screen__tile'))}
          </div>
        )
      case 'rows':
      case 'fields':
        return (
          <div key={i} className={r.kind === 'rows' ? 'screen__rows' : 'screen__fields'}>
            {r.items.map((c, j) =>
              control(c, j, r.kind === 'rows' ? ' screen__item' : ' screen__field'),
            )}
          </div>
        )
      case 'button':
        return (
          <div key={i} className={`screen__big screen__big--${r.shape}`}>
            {control(r.control, 0)}
          </div>
        )
      case 'status':
        return (
          <div key={i} className="screen__status">
            {r.text ? control(r.text, 'text') : <span />}
            {(r.items ?? []).map((c, j) => control(c, j))}
            {r.end ? control(r.end, 'end', ' screen__fab') : null}
          </div>
        )
      case 'menu':
        return (
          <div
            key={i}
            className={`screen__menu${dropsFromStart(screen, r.under) ? ' screen__menu--start' : ''}`}
          >
            {r.items.map((c, j) => control(c, j, ' screen__item'))}
          </div>
        )
      case 'nav':
        return (
          <div key={i} className={`screen__nav screen__nav--${r.at}`}>
            {r.items.map((c, j) =>
              control(c, j, j === (r.active ?? -1) ? ' screen__tab--active' : ''),
            )}
          </div>
        )
    }
  }
  const nav = screen.regions.find((r) => r.kind === 'nav' && r.at === 'side')
  const rest = screen.regions.filter((r) => r !== nav)
  return (
    <figure className={`screen screen--${screen.frame}`} {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <div className="screen__frame" role="img" aria-label={alt}>
        {nav ? region(nav, -1) : null}
        <div className="screen__body">{rest.map(region)}</div>
      </div>
    </figure>
  )
}

/** Whether a menu drops from a control at the start of a bar (a window's menu bar): it opens on the left. */
const dropsFromStart = (screen: AppScreen, under: string) =>
  screen.regions.some((r) => r.kind === 'bar' && (r.start ?? []).some((c) => markOf(c) === under))

/** The message of each place a control can be in (messages `Screen.place*`). */
type Place =
  | 'placeBarStart'
  | 'placeBarEnd'
  | 'placeTabs'
  | 'placeList'
  | 'placeTiles'
  | 'placeRows'
  | 'placeFields'
  | 'placeButton'
  | 'placeMenu'
  | 'placeStatus'
  | 'placeStatusEnd'
  | 'placeNavSide'
  | 'placeNavBottom'

/** Where a control of the screen is, for the alt text: the control and a message key of its place. */
function locate(
  screen: AppScreen,
  mark: string,
): { control: ScreenControl; place: Place } | undefined {
  for (const r of screen.regions) {
    if (r.kind === 'bar') {
      const start = (r.start ?? []).find((c) => markOf(c) === mark)
      if (start) return { control: start, place: 'placeBarStart' }
      const end = (r.end ?? []).find((c) => markOf(c) === mark)
      if (end) return { control: end, place: 'placeBarEnd' }
      continue
    }
    if (r.kind === 'status') {
      if (r.end && markOf(r.end) === mark) return { control: r.end, place: 'placeStatusEnd' }
      const along = [...(r.text ? [r.text] : []), ...(r.items ?? [])].find(
        (c) => markOf(c) === mark,
      )
      if (along) return { control: along, place: 'placeStatus' }
      continue
    }
    const found = controlsOf(r).find((c) => markOf(c) === mark)
    if (!found) continue
    const place = {
      tabs: 'placeTabs',
      list: 'placeList',
      tiles: 'placeTiles',
      rows: 'placeRows',
      fields: 'placeFields',
      button: 'placeButton',
      menu: 'placeMenu',
      nav: r.kind === 'nav' && r.at === 'bottom' ? 'placeNavBottom' : 'placeNavSide',
    }[r.kind] as Place
    return { control: found, place }
  }
  return undefined
}
