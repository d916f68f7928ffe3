/**
 * The labels check of `npm run facts:check`: an open-source app's UI labels (lib/labels/) re-read from
 * its string files at its latest release. A label whose text changed or whose key is gone is stale,
 * with the guide lines that show it, so a writer fixes the registry and re-reads those steps.
 */
import type { AppLabels, LabelLanguage, StringFormat } from '@/lib/labels/types'
import { analyseMdx, LABEL } from '@/lib/mdx/analyse'

import type { HttpResult } from './http'
import { cannot, type Finding, type LatestRelease } from './verdicts'

/** Labels by app id, as lib/labels/ exports them (or a fixture). */
export type LabelRegistry = Readonly<Partial<Record<string, AppLabels>>>

/** Where each label is used: `"<app> <id>"` → `content/ru/windows/v2rayn.mdx:57` lines. */
export type LabelUses = ReadonlyMap<string, readonly string[]>

const labelKey = (app: string, id: string) => `${app} ${id}`

/**
 * Every `<Label>` of a set of content files, by app and id, as `<dir>/<file>:<line>`. A label without
 * `app` belongs to the page's app.
 */
export function labelUses(
  files: readonly { rel: string; source: string; app?: string }[],
  dir = 'content',
): LabelUses {
  const uses = new Map<string, string[]>()
  for (const file of files) {
    const pageApp = file.app
    for (const used of analyseMdx(file.source).components) {
      const app = used.props.app ?? pageApp
      if (used.name !== LABEL || !app || !used.props.id) continue
      const key = labelKey(app, used.props.id)
      uses.set(key, [...(uses.get(key) ?? []), `${dir}/${file.rel}:${used.line}`])
    }
  }
  return uses
}

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

/** The GitHub API URL of a file at a tag (its answer carries the file in base64). */
export function contentsUrl(githubApi: string, repo: string, path: string, tag: string): string {
  return `${githubApi}/repos/${repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(tag)}`
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescapeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : (entities[e] ?? m),
  )

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
    for (const m of text.matchAll(/<\w+\s([^>]*)>/g)) {
      const id = /\sid="([^"]+)"/.exec(` ${m[1]}`)?.[1]
      const title = /\stitle="([^"]*)"/.exec(` ${m[1]}`)?.[1]
      if (id !== undefined && title !== undefined)
        strings.set(`${prefix}#${id}`, unescapeXml(title))
    }
  } else if (format === 'resx') {
    for (const m of text.matchAll(/<data\s+name="([^"]+)"[^>]*>\s*<value>([\s\S]*?)<\/value>/g))
      strings.set(unescapeXml(m[1]!), unescapeXml(m[2]!))
  } else if (format === 'android') {
    const android = (s: string) =>
      unescapeXml(s)
        .replace(/\\(['"@?])/g, '$1')
        .replace(/\\n/g, '\n')
    for (const m of text.matchAll(/<string\s+name="([^"]+)"[^>]*>([\s\S]*?)<\/string>/g))
      strings.set(m[1]!, android(m[2]!))
    // A list's items as `name[0]`, `name[1]`…
    for (const m of text.matchAll(
      /<string-array\s+name="([^"]+)"[^>]*>([\s\S]*?)<\/string-array>/g,
    ))
      [...m[2]!.matchAll(/<item>([\s\S]*?)<\/item>/g)].forEach((item, i) =>
        strings.set(`${m[1]}[${i}]`, android(item[1]!)),
      )
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

/**
 * Compares every label that has a key with the texts read at `release`. Stale when one changed or is
 * gone, naming the label, its old and new text, and the guide lines that show it.
 */
export function labelsFinding(
  app: string,
  labels: AppLabels,
  release: LatestRelease,
  files: readonly (StringFilePath & { text: string | Finding })[],
  uses: LabelUses,
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
  const changes: string[] = []
  const lines = new Set<string>()
  let checked = 0
  for (const [id, label] of Object.entries(labels.labels)) {
    if (!label.key) continue
    checked++
    for (const [language, text] of Object.entries(label.text) as [LabelLanguage, string][]) {
      const read = strings.get(language)
      if (!read) continue
      const now = read.get(label.key)
      if (now === text) continue
      const where = uses.get(labelKey(app, id)) ?? []
      where.forEach((l) => lines.add(l))
      const usedAt = where.length ? `; used at ${where.join(', ')}` : '; no guide uses it'
      changes.push(
        now === undefined
          ? `${id} (${label.key}, ${language}) removed: was "${text}"${usedAt}`
          : `${id} (${label.key}, ${language}) renamed: "${text}" → "${now}"${usedAt}`,
      )
    }
  }
  if (!changes.length) {
    const since =
      labels.strings && labels.strings.tag !== release.tag ? ` (read at ${labels.strings.tag})` : ''
    return { found: `${checked} labels unchanged at ${release.tag}${since}`, verdict: 'ok' }
  }
  return {
    found: changes.join('; '),
    verdict: 'stale',
    action: `update lib/labels/${app}.ts (texts and strings.tag ${release.tag}) and re-read the steps at ${[...lines].join(', ') || 'no guide line'}`,
  }
}
