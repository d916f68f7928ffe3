import type { Parent, Root, RootContent } from 'mdast'
import type { Transformer } from 'unified'
import type { VFile } from 'vfile'

import { appIds, platforms, type AppId, type Platform } from '../apps'
import { parseFrontMatter } from '../front-matter'
import { offersDevice, offersFor, sharesOnPlatform, type Offer } from '../offer'
import { siteConfig } from '../site-config'
import { isDevice, type Device } from '../source/routes'

/** A passage about one app: it goes when the provider does not offer the app (`<ForApp app="karing">`). */
export const FOR_APP = 'ForApp'
/** A passage about one device: it goes when the site does not serve it (`<ForPlatform platform="tvos">`). */
export const FOR_PLATFORM = 'ForPlatform'
/**
 * A passage for one app offered or for several (`<ForCount one>`, `<ForCount many>`): on the page's
 * device, or another (`platform="ios"`); on a page about none, any.
 */
export const FOR_COUNT = 'ForCount'
/**
 * A tab of `<Tabs>` about one app (`<Tab label="Karing" app="karing">`) or device (`platform="macos"`)
 * goes with it too.
 */
const TAB = 'Tab'

// remark-mdx adds its JSX nodes to mdast's content types.
type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>

/** A string attribute of a JSX element, `true` for a bare one (`not`), undefined when absent. */
export function jsxAttribute(node: JsxElement, name: string): string | true | undefined {
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute' || a.name !== name) continue
    if (a.value === null || a.value === undefined) return true
    return typeof a.value === 'string' ? a.value : undefined
  }
  return undefined
}

const isJsx = (node: RootContent): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/** The props of a marked passage, as written. */
export interface OfferMark {
  app?: string
  platform?: string
  not: boolean
  /** `<ForCount one>` / `<ForCount many>`: how many apps the passage is for. */
  count?: 'one' | 'many'
  /**
   * A troubleshooting entry's context mark (`<ForApp is="happ karing">`): the passage renders only where
   * the entry is shown for one of these apps or devices, so it can render only where one is offered.
   */
  is?: string
}

/** The marks lib/mdx/offer.ts understands on an element, or undefined for an unmarked one. */
export function offerMark(node: JsxElement): OfferMark | undefined {
  const app = jsxAttribute(node, 'app')
  const platform = jsxAttribute(node, 'platform')
  const is = jsxAttribute(node, 'is')
  const mark = {
    app: typeof app === 'string' ? app : undefined,
    platform: typeof platform === 'string' ? platform : undefined,
    not: jsxAttribute(node, 'not') === true,
    is: typeof is === 'string' ? is : undefined,
  }
  if (node.name === FOR_COUNT)
    return {
      ...mark,
      count:
        jsxAttribute(node, 'one') === true
          ? 'one'
          : jsxAttribute(node, 'many') === true
            ? 'many'
            : undefined,
    }
  if (node.name === FOR_APP || node.name === FOR_PLATFORM) return mark
  if (node.name === TAB && (mark.app !== undefined || mark.platform !== undefined)) return mark
  return undefined
}

/** Whether a JSX element is a mark this module reads (for the content check). */
export function isMarkName(name: string | null | undefined): boolean {
  return name === FOR_APP || name === FOR_PLATFORM || name === FOR_COUNT
}

/** A mark's list (`app="streisand shadowrocket"`): the passage is about any of them. */
const listOf = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean)
const isApp = (value: string): value is AppId => (appIds as readonly string[]).includes(value)

/** Why a mark cannot be read (an unknown app or device), for the content check; undefined when it can. */
export function markProblem(name: string, mark: OfferMark): string | undefined {
  // A context mark's list is the troubleshooting entries' to check (components/help/for-context.tsx).
  if (mark.is !== undefined) return undefined
  const devices = listOf(mark.platform)
  const unknownDevice = devices.find((d) => !isDevice(d) && !(d === 'any' && name !== FOR_PLATFORM))
  const unknownApp = listOf(mark.app).find((a) => !isApp(a))
  if (unknownApp) return `app: "${unknownApp}" is not an app of lib/apps.ts (${appIds.join(', ')})`
  if (unknownDevice)
    return `platform: "${unknownDevice}" is not a device (android, ios, macos, tvos, windows, ps5)`
  if (name === FOR_COUNT)
    return mark.count === undefined
      ? 'one or many: required (<ForCount one> or <ForCount many>)'
      : undefined
  if (name === FOR_PLATFORM || (name === TAB && mark.app === undefined))
    return devices.length === 0 ? 'platform: required (<ForPlatform platform="tvos">)' : undefined
  if (mark.app === undefined) return 'app: required (<ForApp app="karing">)'
  return undefined
}

/**
 * Whether a marked passage stays on a page about `device` (its front matter's `platform` or `device`):
 * `<ForApp app>` when the app (or any app of a list) is offered for the page's device (any device on a
 * page about none, or with `platform="any"`; another with `platform="ios"`); `<ForPlatform platform>`
 * when the site serves the device (or any of a list); `not` the other way round. `<ForCount one|many>`
 * counts the apps offered for the device, or with `app`, the devices the app is offered on. A mark that
 * cannot be read stays: the content check reports it.
 */
export function keepsMarked(
  name: string,
  mark: OfferMark,
  device: Device | undefined,
  config: Offer = siteConfig,
): boolean {
  if (mark.is !== undefined)
    return listOf(mark.is).some((item) =>
      isDevice(item)
        ? offersDevice(item, config)
        : isApp(item)
          ? offersFor(item, undefined, config)
          : true,
    )
  if (markProblem(name, mark)) return true
  const devices = listOf(mark.platform) as (Device | 'any')[]
  if (name === FOR_COUNT) {
    const count = mark.app
      ? deviceCountOf(mark.app as AppId, config)
      : appIds.filter((app) => offersFor(app, (devices[0] as Device | undefined) ?? device, config))
          .length
    return mark.count === 'one' ? count === 1 : count > 1
  }
  const kept =
    name === FOR_PLATFORM || (name === TAB && mark.app === undefined)
      ? devices.some((d) => d !== 'any' && offersDeviceOn(d, device, config))
      : listOf(mark.app).some((app) =>
          (devices.length > 0 ? devices : [device]).some((on) =>
            offersFor(app as AppId, on === 'any' ? undefined : on, config),
          ),
        )
  return mark.not ? !kept : kept
}

/** How many platforms an app is offered on (`<ForCount app="karing" many>`: more than one; the PS5 is none). */
const deviceCountOf = (app: AppId, config: Offer) =>
  platforms.filter((p) => offersFor(app, p, config)).length

/**
 * Whether a device's passage stays: the site serves the device; on the PS5 guide, a computer's passage
 * (`<Tab label="macOS" platform="macos">`) stays where an app on it shares its connection.
 */
function offersDeviceOn(mark: Device, page: Device | undefined, config: Offer): boolean {
  if (page === 'ps5' && mark !== 'ps5')
    return (
      (platforms as readonly string[]).includes(mark) && sharesOnPlatform(mark as Platform, config)
    )
  return offersDevice(mark, config)
}

/** The device a page is about, from its front matter (`platform` of a guide or platform page, `device`). */
export function pageDevice(source: string): Device | undefined {
  const { data } = parseFrontMatter(source)
  const device = data.platform ?? data.device
  return typeof device === 'string' && isDevice(device) ? device : undefined
}

/** Where a compile learns the page's device: set by the analysis, else read from contentlayer's file. */
export interface OfferFileData {
  offerDevice?: Device | null
}

function deviceOf(file: VFile, read: (sourceFilePath: string) => string): Device | undefined {
  const data = file.data as OfferFileData & { rawDocumentData?: { sourceFilePath?: unknown } }
  if (data.offerDevice !== undefined) return data.offerDevice ?? undefined
  const path = data.rawDocumentData?.sourceFilePath
  return typeof path === 'string' ? pageDevice(read(path)) : undefined
}

/** Nothing left to show: no node, or only white space. */
const blank = (nodes: readonly RootContent[]) =>
  nodes.every((n) => n.type === 'text' && n.value.trim() === '')

/**
 * Drops every passage marked for an app or a device the site does not offer, and a paragraph, list item
 * or list that held nothing else (`- <ForApp app="karing">[Karing](/android/karing): …</ForApp>` takes its
 * item with it). The renderer and the analysis both run it first (lib/mdx/analyse.ts), so the headings,
 * the table of contents, the links and the labels the checks see are the page's as built.
 */
export function remarkOffer(
  options: { config?: Offer; read?: (sourceFilePath: string) => string } = {},
): Transformer<Root> {
  const config = options.config ?? siteConfig
  return (tree, file) => {
    const device = options.read ? deviceOf(file, options.read) : deviceOf(file, () => '')
    const prune = (parent: Parent) => {
      const children = parent.children as RootContent[]
      for (let i = children.length - 1; i >= 0; i--) {
        const node = children[i]!
        const mark = isJsx(node) ? offerMark(node) : undefined
        if (mark && !keepsMarked((node as JsxElement).name ?? '', mark, device, config)) {
          children.splice(i, 1)
          continue
        }
        if ('children' in node) {
          const before = node.children.length
          prune(node)
          // A kept mark whose passages all went is empty too (`<ForApp app="happ"><ForApp app="x">…`).
          const emptied =
            before > 0 &&
            (node.type === 'paragraph' ||
              node.type === 'listItem' ||
              node.type === 'list' ||
              mark !== undefined) &&
            blank(node.children as RootContent[])
          if (emptied) children.splice(i, 1)
        }
      }
    }
    prune(tree)
  }
}
