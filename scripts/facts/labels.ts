/**
 * The labels check of `npm run facts:check`: an open-source app's UI labels (lib/labels/) re-read from
 * its string files at its latest release, and each label's screen file (`place`) read at the same tag
 * to confirm it still uses the label's key. A label whose text changed, whose key is gone or whose key
 * left its screen file is stale, with the guide lines that show it, so a writer fixes the registry and
 * re-reads those steps.
 */
import { XMLParser } from 'fast-xml-parser'

import type { AppLabels, KeyUsage, LabelLanguage, StringFormat } from '@/lib/labels/types'
import { analyseMdx, LABEL } from '@/lib/mdx/analyse'

import type { HttpResult } from './http'
import { cannot, type Finding, type LatestRelease } from './verdicts'

/** Labels by app id, as lib/labels/ exports them (or a fixture). */
export type LabelRegistry = Readonly<Partial<Record<string, AppLabels>>>

/** Where each label is used: `"<app> <id>"` → `content/ru/windows/v2rayn.mdx:57` lines. */
export type LabelUses = ReadonlyMap<string, readonly string[]>

/** The key of a component's use: the app it belongs to and the value of its naming prop. */
export const componentKey = (app: string, name: string) => `${app} ${name}`

/**
 * Every use of an MDX component that names one thing of an app (`<Label id>`, `<Screen screen>`) in a set
 * of content files, by app and that name, as `<dir>/<file>:<line>`. A use without `app` belongs to the
 * page's app.
 */
export function componentUses(
  files: readonly { rel: string; source: string; app?: string }[],
  component: string,
  prop: string,
  dir = 'content',
): Map<string, string[]> {
  const uses = new Map<string, string[]>()
  for (const file of files) {
    for (const used of analyseMdx(file.source).components) {
      const app = used.props.app ?? file.app
      const name = used.props[prop]
      if (used.name !== component || !app || !name) continue
      const key = componentKey(app, name)
      uses.set(key, [...(uses.get(key) ?? []), `${dir}/${file.rel}:${used.line}`])
    }
  }
  return uses
}

/** Every `<Label>` of a set of content files (`componentUses`). */
export const labelUses = (
  files: readonly { rel: string; source: string; app?: string }[],
  dir = 'content',
): LabelUses => componentUses(files, LABEL, 'id', dir)

/** A file a check reads: a language's string file, or a layout (`layout` names it in the keys). */
export interface StringFilePath {
  language: LabelLanguage
  path: string
  layout?: string
}

/**
 * The string files a check reads: each language's file, or one file per namespace of a folder, and
 * the layouts (English) whose elements the keys name.
 */
export function stringFilePaths(labels: AppLabels): StringFilePath[] {
  const files = labels.strings?.files ?? {}
  const strings = (Object.entries(files) as [LabelLanguage, string][]).flatMap(
    ([language, path]) => {
      if (!path.endsWith('/')) return [{ language, path }]
      const namespaces = new Set(
        Object.values(labels.labels).flatMap((l) =>
          l.key && !l.key.includes('#') ? [l.key.split(':')[0]!] : [],
        ),
      )
      return [...namespaces].sort().map((ns) => ({ language, path: `${path}${ns}.json` }))
    },
  )
  const layouts = Object.entries(labels.strings?.layouts ?? {}).map(([layout, path]) => ({
    language: 'en' as const,
    path,
    layout,
  }))
  return [...strings, ...layouts]
}

/**
 * The screen files a check reads: each label's `place` where it has a key (a label without one is a
 * literal of its file, which facts:check does not re-read), once each, in a stable order.
 */
export function placePaths(labels: AppLabels): string[] {
  const places = Object.values(labels.labels).flatMap((l) =>
    l.key && typeof l.place === 'string' ? [l.place] : [],
  )
  return [...new Set(places)].sort()
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether a screen file uses a key, the way the app's code names keys (`KeyUsage`); a layout key
 * `main#JMV-Dy-CI0` is used where an element has `id="JMV-Dy-CI0"`. The key must stand alone: `meta.add`
 * is not found in `t.meta.addProfile`.
 */
export function usesKey(usage: KeyUsage, key: string, text: string): boolean {
  const layoutId = /^\w+#(.+)$/.exec(key)?.[1]
  if (layoutId !== undefined) return text.includes(`id="${layoutId}"`)
  const k = escapeRegExp(key)
  switch (usage) {
    case 'android': {
      const item = /^(.+)\[\d+\]$/.exec(key)
      const end = '(?![\\w])'
      return item
        ? new RegExp(`(?:R\\.array\\.|@array/)${escapeRegExp(item[1]!)}${end}`).test(text)
        : new RegExp(`(?:R\\.string\\.|@string/)${k}${end}`).test(text)
    }
    case 'resx':
      return new RegExp(`\\bResUI\\.${k}(?![\\w])`).test(text)
    case 'slang':
      return new RegExp(`(?<![\\w$.])(?:t|tcontext)\\.${k}(?![\\w$])`).test(text)
    case 'apple':
      return text.includes(`"${key.replace(/[\\"]/g, '\\$&')}"`)
    case 'i18next': {
      const dotted = key.replace(':', '.')
      if (new RegExp(`['"\`]${escapeRegExp(dotted)}['"\`]`).test(text)) return true
      // A key built from its parent path in a template literal: t(`proxies.page.modes.${mode}`).
      const parent = dotted.slice(0, dotted.lastIndexOf('.') + 1)
      return parent !== '' && text.includes(`\`${parent}\${`)
    }
  }
}

/** The GitHub API URL of a file at a tag (its answer carries the file in base64). */
export function contentsUrl(githubApi: string, repo: string, path: string, tag: string): string {
  return `${githubApi}/repos/${repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(tag)}`
}

/** An element of an XML file: its name, attributes, child elements and whole text (entities decoded). */
interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> }

const xml = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
})

/**
 * Every element of an XML document, depth first (only those named `name`, if given), read with
 * fast-xml-parser: entities, CDATA and markup inside a text (`<b>`, `<xliff:g>`) as XML has them.
 */
function xmlElements(text: string, name?: string): XmlElement[] {
  const found: XmlElement[] = []
  const walk = (nodes: OrderedNode[]): XmlElement[] =>
    nodes.flatMap((node): XmlElement[] => {
      const tag = Object.keys(node).find((k) => k !== ':@')
      if (!tag || tag === '#text' || tag.startsWith('?')) return []
      const children = walk(node[tag] as OrderedNode[])
      const element: XmlElement = {
        name: tag,
        attributes: node[':@'] ?? {},
        children,
        text: textOf(node[tag] as OrderedNode[]),
      }
      if (!name || tag === name) found.push(element)
      return [element]
    })
  walk(xml.parse(text) as OrderedNode[])
  return found
}

/** The text of nodes and of their descendants, in order. */
const textOf = (nodes: OrderedNode[]): string =>
  nodes
    .map((node) => {
      if ('#text' in node) return String(node['#text'])
      const tag = Object.keys(node).find((k) => k !== ':@')
      return tag ? textOf(node[tag] as OrderedNode[]) : ''
    })
    .join('')

const appleEscapes: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\' }

/**
 * The texts of a string file by key: `.resx` `<data name><value>`, Android `<string name>`, Apple
 * `.strings`, a layout's element titles by id, or a JSON object flattened to dotted keys (prefixed by
 * `prefix`, the namespace of a folder's file).
 */
export function readStrings(format: StringFormat, text: string, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>()
  // A byte-order mark opens some apps' files (Karing's JSON); JSON.parse refuses it.
  text = text.replace(/^\uFEFF/, '')
  if (format === 'strings') {
    const apple = (s: string) => s.replace(/\\(.)/g, (m, c: string) => appleEscapes[c] ?? m)
    for (const m of text.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/gm))
      strings.set(apple(m[1]!), apple(m[2]!))
  } else if (format === 'layout') {
    // Any element of an Interface Builder file with both an id and a title.
    for (const element of xmlElements(text))
      if (element.attributes.id !== undefined && element.attributes.title !== undefined)
        strings.set(`${prefix}#${element.attributes.id}`, element.attributes.title)
  } else if (format === 'resx') {
    for (const data of xmlElements(text, 'data')) {
      const value = data.children.find((c) => c.name === 'value')
      if (data.attributes.name !== undefined && value) strings.set(data.attributes.name, value.text)
    }
  } else if (format === 'android') {
    // Android's own escapes inside a string resource, after XML's.
    const android = (s: string) => s.replace(/\\(['"@?])/g, '$1').replace(/\\n/g, '\n')
    for (const string of xmlElements(text, 'string'))
      if (string.attributes.name !== undefined)
        strings.set(string.attributes.name, android(string.text))
    // A list's items as `name[0]`, `name[1]`…
    for (const array of xmlElements(text, 'string-array'))
      array.children
        .filter((c) => c.name === 'item')
        .forEach((item, i) => strings.set(`${array.attributes.name}[${i}]`, android(item.text)))
  } else {
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') strings.set(path, value)
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k)
    }
    walk(JSON.parse(text) as unknown, '')
    if (prefix) {
      const prefixed = new Map([...strings].map(([k, v]) => [`${prefix}:${k}`, v]))
      return prefixed
    }
  }
  return strings
}

/** A file from the GitHub contents API, or why it could not be read. */
export function readContents(res: HttpResult, path: string): string | Finding {
  if (res.kind === 'error') return cannot(`${path}: ${res.message}`)
  if (res.status < 200 || res.status > 299) return cannot(`${path}: HTTP ${res.status}`)
  try {
    const data = JSON.parse(res.body) as { content?: unknown; encoding?: unknown }
    if (typeof data.content !== 'string' || data.encoding !== 'base64') throw new Error()
    return Buffer.from(data.content, 'base64').toString('utf8')
  } catch {
    return cannot(`${path}: not a file answer`)
  }
}

/** A screen file as read at the latest release: its text, `null` when the release has no such file. */
export type PlaceText = string | null | Finding

/**
 * A screen file from the GitHub contents API: 404 means the release no longer has the file (the screen
 * moved or is gone, a finding about the label); any other failure could not be checked.
 */
export function readPlace(res: HttpResult, path: string): PlaceText {
  if (res.kind === 'response' && res.status === 404) return null
  return readContents(res, path)
}

/**
 * Compares every label that has a key with the texts read at `release`, and with its screen file read
 * at the same tag (`places`). Stale when a text changed or is gone, or when the key left its screen
 * file (or the file is gone), naming the label, what changed, and the guide lines that show it.
 */
export function labelsFinding(
  app: string,
  labels: AppLabels,
  release: LatestRelease,
  files: readonly (StringFilePath & { text: string | Finding })[],
  uses: LabelUses,
  places: readonly { path: string; text: PlaceText }[] = [],
): Finding {
  const strings = new Map<LabelLanguage, Map<string, string>>()
  for (const file of files) {
    if (typeof file.text !== 'string') return file.text
    const folder = labels.strings?.files[file.language]?.endsWith('/') && !file.layout
    const prefix = file.layout
      ? file.layout
      : folder
        ? file.path.slice(file.path.lastIndexOf('/') + 1, -'.json'.length)
        : ''
    const format = file.layout ? 'layout' : labels.strings!.format
    let read: Map<string, string>
    try {
      read = readStrings(format, file.text, prefix)
    } catch {
      return cannot(`${file.path}: not ${format}`)
    }
    strings.set(file.language, new Map([...(strings.get(file.language) ?? []), ...read]))
  }
  const screens = new Map<string, string | null>()
  for (const place of places) {
    if (place.text !== null && typeof place.text !== 'string') return place.text
    screens.set(place.path, place.text)
  }
  const changes: string[] = []
  const lines = new Set<string>()
  let checked = 0
  let placed = 0
  for (const [id, label] of Object.entries(labels.labels)) {
    if (!label.key) continue
    checked++
    const where = uses.get(componentKey(app, id)) ?? []
    const usedAt = where.length ? `; used at ${where.join(', ')}` : '; no guide uses it'
    const change = (what: string) => {
      where.forEach((l) => lines.add(l))
      changes.push(`${what}${usedAt}`)
    }
    for (const [language, text] of Object.entries(label.text) as [LabelLanguage, string][]) {
      const read = strings.get(language)
      if (!read) continue
      const now = read.get(label.key)
      if (now === text) continue
      change(
        now === undefined
          ? `${id} (${label.key}, ${language}) removed: was "${text}"`
          : `${id} (${label.key}, ${language}) renamed: "${text}" → "${now}"`,
      )
    }
    if (typeof label.place !== 'string' || !screens.has(label.place)) continue
    const screen = screens.get(label.place)
    if (screen === null) change(`${id} (${label.key}): ${label.place} is gone at ${release.tag}`)
    else if (!usesKey(labels.strings!.usage, label.key, screen!))
      change(`${id} (${label.key}) left ${label.place} at ${release.tag}`)
    else placed++
  }
  if (!changes.length) {
    const since =
      labels.strings && labels.strings.tag !== release.tag ? ` (read at ${labels.strings.tag})` : ''
    const inPlace = places.length ? `, ${placed} in their screen files` : ''
    return {
      found: `${checked} labels unchanged at ${release.tag}${inPlace}${since}`,
      verdict: 'ok',
    }
  }
  return {
    found: changes.join('; '),
    verdict: 'stale',
    action: `update lib/labels/${app}.ts (texts, places and strings.tag ${release.tag}) and re-read the steps at ${[...lines].join(', ') || 'no guide line'}`,
  }
}
