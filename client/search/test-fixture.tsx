// Test helpers of the search behaviour and dialog: the real server markup and a small real index.
import { gzipSync } from 'node:zlib'

import { renderToStaticMarkup } from 'react-dom/server'
import { vi } from 'vitest'

import { buildIndexFile } from '@/lib/search/engine'
import { pageRecords } from '@/lib/search/records'
import { compressedSearchFileUrl } from '@/lib/search/search-file'

import { SearchButton } from '@/components/search/search-button'
import { localizedPath } from '@/lib/i18n/paths'

/** The English URL of a locale-free path. */
const en = (path: string) => localizedPath('en', path)

export const labels = {
  button: 'Search',
  dialog: 'Search the guides',
  placeholder: 'For example: subscription',
  close: 'Close',
  loading: 'Loading search…',
  empty: 'Type a word.',
  noResults: 'Nothing found.',
  noResultsHelp: 'See the FAQ or write to support:',
  faq: 'FAQ',
  faqUrl: en('/faq'),
  supportBot: 'support bot',
  supportBotUrl: 'https://t.me/support',
  results: 'Search results',
  error: 'Search could not load.',
  retry: 'Retry',
}

export const INDEX_URL = en('/search.json')

/** The header's search markup, as the server renders it and a browser running scripts parses it. */
export function searchMarkup(overrides: Partial<typeof labels> = {}): string {
  // happy-dom parses <noscript> content as markup; a browser that runs scripts ignores it.
  return renderToStaticMarkup(
    <SearchButton indexUrl={INDEX_URL} locale="en" labels={{ ...labels, ...overrides }} />,
  ).replace(/<noscript>.*?<\/noscript>/s, '')
}

/** Two rendered pages, as the search step reads them from the export. */
const pages = [
  {
    url: en('/android/happ'),
    html:
      '<div data-search-body><h1>Happ for Android</h1><p>Install Happ from Google Play.</p>' +
      '<h2 id="add-subscription">Add the subscription</h2><p>Copy the subscription link from the bot.</p>' +
      '<h2 id="check">Check the connection</h2><p>Open any site.</p></div>',
  },
  {
    url: en('/windows/v2rayn'),
    html:
      '<div data-search-body><h1>v2rayN for Windows</h1><h2 id="routing">Routing</h2><p>Local sites go direct.</p>' +
      '<h2 id="update">Update the subscription</h2><p>Update subscriptions by hand.</p></div>',
  },
]

/** Stubs `fetch` with the fixture's index file and its gzip copy; `failures` first answers are HTTP 500. */
export async function serveIndex(failures = 0, { decoded = false } = {}) {
  const file = JSON.stringify(
    await buildIndexFile(
      'en',
      pages.flatMap((p) => pageRecords(p.url, p.html)),
    ),
  )
  // `decoded`: a host that sent the copy with Content-Encoding: gzip, which the browser has decoded.
  const bodies: Record<string, BodyInit> = {
    [INDEX_URL]: file,
    [compressedSearchFileUrl(INDEX_URL)]: decoded ? file : new Uint8Array(gzipSync(file)),
  }
  let left = failures
  const fetch = vi.fn(async (url: string) =>
    !(url in bodies)
      ? new Response('', { status: 404 })
      : left-- > 0
        ? new Response('', { status: 500 })
        : new Response(bodies[url]),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}
