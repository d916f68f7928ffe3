// React renders every page at build time; the exported pages ship none of the framework's runtime
// (docs/architecture.md. This step removes from every page in out/ what Next adds for client-side
// React: its script tags and preloads, the RSC flight data (`self.__next_f`), Turbopack's chunk list,
// React's hydration markers, and the `.txt` RSC payloads and runtime chunks beside the pages. Anything that still looks like the
// runtime afterwards fails the build, so a Next upgrade that changes its output cannot slip through.
import { readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ASSETS_DIR } from '@/lib/assets-dir'
import { walkFiles } from '@/lib/files'
import { stripBasePath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

/** A script's path without the base path the build is served under (BASE_PATH). */
const sitePathOf = (src: string) => stripBasePath(siteConfig.basePath, src)

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const LINK = /<link\b[^>]*>/gi
/**
 * Markers React writes for hydration: `<!-- -->` between adjacent text nodes and `<!--$-->` `<!--/$-->`
 * around Suspense boundaries, and the empty hidden `<div>` that held Next's metadata boundary. Without
 * hydration they are only bytes (thousands on a knowledge-base page).
 */
const HYDRATION_MARKERS = /<!--(?: |\$|\/\$)-->/g
const EMPTY_HIDDEN_DIV = /<div hidden=""><\/div>/g

/**
 * The `twitter:title` and `twitter:description` Next copies from Open Graph (it has no switch for it).
 * X reads the Open Graph tag when its own is absent, so an identical copy is only bytes (about 290 per
 * page, in every page the offline mode stores): https://developer.x.com/en/docs/x-for-websites/cards/guides/getting-started
 * ("falls back to the supported Open Graph property"). A copy that differs stays.
 */
function dropTwitterCopies(html: string): string {
  return html.replace(
    /<meta name="twitter:(title|description)" content="([^"]*)"\/?>/g,
    (tag, field: string, content: string) =>
      html.includes(`<meta property="og:${field}" content="${content}"`) ? '' : tag,
  )
}

/**
 * The head script (the one inline classic script, client/early/) before the stylesheet. React hoists
 * stylesheets to the top of the head, so the script would come after the stylesheet, and a parser-blocking
 * script waits for every stylesheet above it: the parser would stop at the head until the CSS arrived,
 * then lay out a first screen, paint it, and lay out the rest of the page after the first paint (a long
 * task on a slow phone). Above the stylesheet, it runs at once and the parser reads the whole page while
 * the CSS loads. It reads no style, so it needs none.
 */
export function headScriptFirst(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'))
  const script = /<script>[\s\S]*?<\/script>/.exec(head)
  const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(head)
  if (!script || !stylesheet || script.index < stylesheet.index) return html
  const without = html.slice(0, script.index) + html.slice(script.index + script[0].length)
  return without.slice(0, stylesheet.index) + script[0] + without.slice(stylesheet.index)
}

/** Inline code Next writes: the flight data and Turbopack's chunk registration. */
const isRuntimeCode = (code: string) =>
  /^\s*\(?self\.__next_f\b/.test(code) || /globalThis\["TURBOPACK"\]/.test(code)

/** What must not be left in a page after the strip. */
const leftovers: [RegExp, string][] = [
  [/\/_next\/static\/[^"']+\.js\b/, 'a reference to a Next script'],
  [/__next_f|TURBOPACK|__NEXT_DATA__/, 'Next runtime data'],
  [
    /<template id="B:|hidden id="S:|\$RC\(|\$RS\(/,
    'streamed content that needs a client-side swap',
  ],
]

/** The page without the framework's runtime; throws when something unknown of it remains. */
export function stripPage(html: string): string {
  const withoutRuntime = html
    .replace(SCRIPT, (tag, attributes: string, code: string) => {
      const src = /\bsrc=["']([^"']+)["']/i.exec(attributes)?.[1]
      if (src !== undefined) return sitePathOf(src).startsWith('/_next/') ? '' : tag
      return isRuntimeCode(code) ? '' : tag
    })
    .replace(LINK, (tag) =>
      /\brel=["']?(preload|modulepreload)\b/i.test(tag) && /\bas=["']?script\b|\.js["']/i.test(tag)
        ? ''
        : tag,
    )
    .replace(HYDRATION_MARKERS, '')
    .replace(EMPTY_HIDDEN_DIV, '')
  const stripped = headScriptFirst(dropTwitterCopies(withoutRuntime))
  for (const [pattern, what] of leftovers) {
    const found = pattern.exec(stripped)
    if (found) {
      const at = Math.max(0, found.index - 60)
      throw new Error(`${what} is left after the strip: …${stripped.slice(at, found.index + 80)}…`)
    }
  }
  for (const [, attributes] of stripped.matchAll(SCRIPT)) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(attributes ?? '')?.[1]
    if (
      src !== undefined &&
      !sitePathOf(src).startsWith(`/${ASSETS_DIR}/`) &&
      !/^https:\/\//.test(src)
    ) {
      throw new Error(`an unknown script is left after the strip: ${src}`)
    }
  }
  return stripped
}

/** An RSC payload: rows of `<id>:<json>` (Next writes them as `.txt` beside every page). */
const isFlightPayload = (file: string) =>
  /^[0-9a-f]*:/.test(readFileSync(file, 'utf8').slice(0, 16))

function removeEmptyFolders(dir: string): boolean {
  let empty = true
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory() && removeEmptyFolders(full)) rmdirSync(full)
    else empty = false
  }
  return empty
}

/** Strips every page of out/ and removes the runtime files; returns a line for the build log. */
export function stripRuntime(out: string): string {
  let pages = 0
  let before = 0
  let after = 0
  let removed = 0
  for (const rel of walkFiles(out)) {
    const file = path.join(out, rel)
    if (file.endsWith('.html')) {
      const html = readFileSync(file, 'utf8')
      let result: string
      try {
        result = stripPage(html)
      } catch (error) {
        throw new Error(`out/${rel}: ${(error as Error).message}`)
      }
      writeFileSync(file, result)
      pages += 1
      before += html.length
      after += result.length
    } else if (
      (file.endsWith('.txt') && isFlightPayload(file)) ||
      (rel.startsWith('_next/static/') && file.endsWith('.js'))
    ) {
      rmSync(file)
      removed += 1
    }
  }
  removeEmptyFolders(out)
  return `${pages} pages, HTML ${before} → ${after} B; ${removed} runtime files removed`
}
