// What `npm run dev` answers for a page whose files have content errors: the errors of the last content
// check (lib/content-errors.ts) that concern the page, on an error page of its own with status 500, so a
// broken page never renders half-built with a 200.
import { createTranslator } from 'use-intl/core'

import { CONTENT_DIR } from '@/lib/source/files'
import { parseContentError } from '@/lib/content-errors'
import { PROBLEMS_DIR } from '@/lib/help'
import { locales, type Locale } from '@/lib/i18n/config'
import { readMessages } from '@/lib/i18n/message-files'
import { localeOfPath, unlocalizedPath } from '@/lib/i18n/paths'
import { PS5_PATH } from '@/lib/source/routes'
import { readGuideRoutes } from '@/lib/source/files'
import { guidePathsOf } from '@/lib/source/pages'

import { escapeHtml } from '../lib/html'

const messages = { ru: readMessages('ru'), en: readMessages('en') } satisfies Record<
  Locale,
  unknown
>

/**
 * Locale-free paths of the pages that render knowledge-base entries: the guides (read when asked, so a
 * guide added while the dev server runs counts) and the PS5 guide.
 */
const pagesWithEntries = () => new Set([...guidePathsOf(readGuideRoutes()), PS5_PATH])

/**
 * The errors that concern the page at `pathname` (`/en/android/happ`): those of its own file, those of
 * the knowledge-base entries of its language when it renders entries (`/help` pages and guides), and
 * those of files that are neither a page nor an entry (the app registry, a misplaced file), which stop
 * every page of the build.
 */
export function errorsOfPage(errors: readonly string[], pathname: string): string[] {
  const locale = localeOfPath(pathname)
  const path = unlocalizedPath(pathname)
  const base = `${CONTENT_DIR}/${locale}${path === '/' ? '/index' : path}`
  const own = new Set([`${base}.mdx`, `${base}/index.mdx`])
  const entries = `${CONTENT_DIR}/${PROBLEMS_DIR}/${locale}/`
  const rendersEntries =
    path === '/help' || path.startsWith('/help/') || pagesWithEntries().has(path)
  const pages = locales.map((l) => `${CONTENT_DIR}/${l}/`)
  return errors.filter((error) => {
    const file = parseContentError(error).file ?? ''
    if (own.has(file)) return true
    if (file.startsWith(entries)) return rendersEntries
    const isContent =
      pages.some((p) => file.startsWith(p)) || file.startsWith(`${CONTENT_DIR}/${PROBLEMS_DIR}/`)
    return !isContent
  })
}

/** The URL of the dev server's event stream that says when the content errors change. */
export const CONTENT_ERRORS_EVENTS = '/__content-errors'

/**
 * The error page: the lines as the terminal printed them, in the page's language, reloading itself
 * when the content step has run again (an event from `CONTENT_ERRORS_EVENTS`).
 */
export function errorPage(pathname: string, errors: readonly string[]): string {
  const locale = localeOfPath(pathname)
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'ContentErrors' })
  const items = errors.map((e) => `<li><code>${escapeHtml(e)}</code></li>`).join('\n')
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title'))}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 60rem; color: #1c1e21; }
h1 { color: #b3261e; font-size: 1.5rem; }
ol { padding-left: 1.25rem; }
li { margin: 0.5rem 0; }
code { font: 0.9rem/1.4 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main data-content-errors="${errors.length}">
<h1>${escapeHtml(t('title'))}</h1>
<p>${escapeHtml(t('lead', { count: errors.length }))}</p>
<ol>
${items}
</ol>
<p>${escapeHtml(t('build'))}</p>
</main>
<script>new EventSource(${JSON.stringify(CONTENT_ERRORS_EVENTS)}).onmessage = () => location.reload()</script>
</body>
</html>
`
}
