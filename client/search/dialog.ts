// The on-demand part of search, its own chunk: flexsearch, the locale's index and the results list. The
// page script (client/behaviours/search.ts) opens the dialog and loads this module on first use.
import type { Locale } from '@/lib/i18n/config'
import { documentBasePath, withBasePath } from '@/lib/i18n/paths'
import {
  loadIndexFile,
  queryTerms,
  recordsOf,
  search,
  snippet,
  type SearchIndexFile,
} from '@/lib/search/engine'
import { SEARCH_RESULTS_ID, type SearchState } from '@/lib/search/markup'
import type { SearchRecord } from '@/lib/search/records'
import { compressedSearchFileUrl } from '@/lib/search/search-file'

/** Sections shown per page in the results. */
const HITS_PER_PAGE = 4

interface LoadedIndex {
  index: ReturnType<typeof loadIndexFile>
  records: SearchRecord[]
}

const cache = new Map<string, Promise<LoadedIndex>>()

/**
 * Fetches a locale's index file: its gzip copy where the browser can decompress it (the copy offline mode
 * stores; lib/search/search-file.ts), else the plain JSON. A host that sends the copy with
 * `Content-Encoding: gzip` has had it decoded by the browser already: only gzip data is decompressed.
 */
export async function fetchIndexFile(url: string): Promise<SearchIndexFile> {
  const compressed = typeof DecompressionStream === 'function'
  const target = compressed ? compressedSearchFileUrl(url) : url
  const res = await fetch(target)
  if (!res.ok) throw new Error(`${target}: HTTP ${res.status}`)
  if (!compressed) return (await res.json()) as SearchIndexFile
  const bytes = new Uint8Array(await res.arrayBuffer())
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b
  const text = gzip
    ? await new Response(
        new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')),
      ).text()
    : new TextDecoder().decode(bytes)
  return JSON.parse(text) as SearchIndexFile
}

/** Fetches and imports a locale's index once per page; a failed load is forgotten, so Retry refetches. */
export function loadIndex(url: string): Promise<LoadedIndex> {
  let promise = cache.get(url)
  if (!promise) {
    promise = fetchIndexFile(url).then((file) => ({
      records: recordsOf(file),
      index: loadIndexFile(file),
    }))
    promise.catch(() => cache.delete(url))
    cache.set(url, promise)
  }
  return promise
}

type Child = Node | string

/** A DOM element with attributes and children: the results are a few dozen nodes, no framework needed. */
function h(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

export interface ConnectOptions {
  indexUrl: string
  locale: Locale
  /** Shows one state panel of the dialog, or none (the page script's own). */
  showState: (dialog: Element, state: SearchState | null) => void
  /** Runs a task once the next frame is painted (the page script's `afterPaint`). */
  afterPaint: (task: () => void) => void
}

/**
 * Loads the index, then makes the dialog's combobox search it: results grouped by page, matched words
 * highlighted, arrows move through the options, Enter follows the selected one. It rejects when the
 * index cannot load, before it has touched the dialog, so the caller can show Retry and call it again.
 */
export async function connectSearch(
  dialog: HTMLDialogElement,
  { indexUrl, locale, showState, afterPaint }: ConnectOptions,
): Promise<void> {
  const { index, records } = await loadIndex(indexUrl)
  const base = documentBasePath(dialog.ownerDocument)
  const input = dialog.querySelector<HTMLInputElement>('input[role="combobox"]')!
  const list = dialog.querySelector<HTMLElement>(`#${SEARCH_RESULTS_ID}`)!
  let options: HTMLElement[] = []
  let active = 0

  const select = (next: number, scroll = false) => {
    active = next
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === next)))
    const option = options[next]
    if (option) input.setAttribute('aria-activedescendant', option.id)
    else input.removeAttribute('aria-activedescendant')
    if (scroll) option?.scrollIntoView?.({ block: 'nearest' })
  }

  const render = () => {
    const query = input.value
    const groups = search(index, records, query)
    const terms = queryTerms(query, locale)
    options = []
    list.replaceChildren(
      ...groups.map((group) =>
        h(
          'li',
          { role: 'presentation', class: 'search-results__group' },
          h('p', { role: 'presentation', class: 'search-results__page' }, group.title),
          h(
            'ul',
            { role: 'presentation' },
            ...group.hits.slice(0, HITS_PER_PAGE).map(({ record }) => {
              const option = h(
                'li',
                {
                  id: `${SEARCH_RESULTS_ID}-${options.length}`,
                  role: 'option',
                  'aria-selected': 'false',
                  class: 'search-results__hit',
                },
                h(
                  'a',
                  { href: withBasePath(base, record.url), tabindex: '-1' },
                  h('span', { class: 'search-results__heading' }, record.heading),
                  h(
                    'span',
                    { class: 'search-results__snippet' },
                    ...snippet(record.text, terms, locale).map((part) =>
                      h(part.match ? 'mark' : 'span', {}, part.text),
                    ),
                  ),
                ),
              )
              options.push(option)
              return option
            }),
          ),
        ),
      ),
    )
    input.setAttribute('aria-expanded', String(options.length > 0))
    showState(dialog, !query.trim() ? 'empty' : options.length === 0 ? 'none' : null)
    select(0)
  }

  // A key's letter is painted before its results are worked out, which takes a slow phone tens of
  // milliseconds: one render once the frame is out, of what the field holds then, however many keys
  // came in between. A key that acts on the results renders what is pending first.
  let pending = false
  const renderPending = () => {
    if (!pending) return
    pending = false
    render()
  }
  input.addEventListener('input', () => {
    if (pending) return
    pending = true
    afterPaint(renderPending)
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter')
      renderPending()
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      select((active + step + options.length) % options.length, true)
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault()
      options[active]!.querySelector('a')!.click()
    }
  })
  list.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]')
    if (option && option !== options[active]) select(options.indexOf(option))
  })
  // Close the modal before the link is followed: a link to a section of this page only scrolls, and
  // while the dialog is open the rest of the page is inert.
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest(`#${SEARCH_RESULTS_ID} a`)) dialog.close()
  })
  // The reader may have typed while the index loaded.
  render()
}
