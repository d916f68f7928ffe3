'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import type { Locale } from '@/lib/i18n/config'
import {
  loadIndexFile,
  queryTerms,
  recordsOf,
  search,
  snippet,
  type SearchGroup,
  type SearchIndexFile,
} from '@/lib/search/engine'

/** Strings of the search dialog (from the `Search` messages). */
export interface SearchLabels {
  dialog: string
  placeholder: string
  close: string
  loading: string
  empty: string
  noResults: string
  noResultsHelp: string
  faq: string
  faqUrl: string
  supportBot: string
  supportBotUrl: string
  results: string
  error: string
}

type Loaded = { index: ReturnType<typeof loadIndexFile>; records: ReturnType<typeof recordsOf> }

const cache = new Map<string, Promise<Loaded>>()

/** Fetches and imports a locale's index once per page session. */
function loadIndex(url: string): Promise<Loaded> {
  let promise = cache.get(url)
  if (!promise) {
    promise = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
        return res.json() as Promise<SearchIndexFile>
      })
      .then((file) => ({ records: recordsOf(file), index: loadIndexFile(file) }))
    promise.catch(() => cache.delete(url))
    cache.set(url, promise)
  }
  return promise
}

export interface SearchDialogProps {
  locale: Locale
  indexUrl: string
  labels: SearchLabels
  onClose: () => void
}

/** The search dialog: a modal `<dialog>` (focus stays inside, Esc closes), results grouped by page. */
export function SearchDialog({ locale, indexUrl, labels, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const router = useRouter()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState(0)

  useEffect(() => {
    const el = dialog.current
    if (el && !el.open) el.showModal()
    let live = true
    loadIndex(indexUrl).then(
      (l) => live && setLoaded(l),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [indexUrl])

  const groups: SearchGroup[] = useMemo(
    () => (loaded && query.trim() ? search(loaded.index, loaded.records, query) : []),
    [loaded, query],
  )
  const flat = groups.flatMap((g) => g.hits.slice(0, 4).map((h) => h.record))
  const terms = useMemo(() => queryTerms(query, locale), [query, locale])
  const current = Math.min(active, Math.max(flat.length - 1, 0))

  // Close the modal first: while it is open, the rest of the page is inert and cannot take focus back.
  const close = () => {
    dialog.current?.close()
    onClose()
  }

  const open = (url: string) => {
    close()
    router.push(url)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (flat.length === 0) return
      const next = (current + (event.key === 'ArrowDown' ? 1 : -1) + flat.length) % flat.length
      setActive(next)
      document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter' && flat[current]) {
      event.preventDefault()
      open(flat[current].url)
    }
  }

  const offsets = groups.map((_, g) =>
    groups.slice(0, g).reduce((n, x) => n + Math.min(x.hits.length, 4), 0),
  )
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={labels.dialog}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="search-dialog__panel">
        <div className="search-dialog__bar">
          <input
            type="search"
            role="combobox"
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-activedescendant={flat.length > 0 ? `${listId}-${current}` : undefined}
            aria-autocomplete="list"
            aria-label={labels.dialog}
            placeholder={labels.placeholder}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-dialog__close" onClick={close}>
            {labels.close}
          </button>
        </div>
        <div className="search-dialog__body" aria-live="polite">
          {failed ? (
            <p className="search-dialog__state">{labels.error}</p>
          ) : !loaded ? (
            <p className="search-dialog__state">{labels.loading}</p>
          ) : !query.trim() ? (
            <p className="search-dialog__state">{labels.empty}</p>
          ) : groups.length === 0 ? (
            <div className="search-dialog__state">
              <p>{labels.noResults}</p>
              <p>
                {labels.noResultsHelp} <a href={labels.faqUrl}>{labels.faq}</a> ·{' '}
                <a href={labels.supportBotUrl} rel="noopener">
                  {labels.supportBot}
                </a>
              </p>
            </div>
          ) : null}
          <ul id={listId} role="listbox" aria-label={labels.results} className="search-results">
            {groups.map((group, g) => (
              <li key={group.page} role="presentation" className="search-results__group">
                <p className="search-results__page" role="presentation">
                  {group.title}
                </p>
                <ul role="presentation">
                  {group.hits.slice(0, 4).map(({ record }, h) => {
                    const i = offsets[g]! + h
                    return (
                      <li
                        key={record.url}
                        id={`${listId}-${i}`}
                        role="option"
                        aria-selected={i === current}
                        className="search-results__hit"
                        onMouseMove={() => setActive(i)}
                      >
                        <a
                          href={record.url}
                          tabIndex={-1}
                          onClick={(event) => {
                            event.preventDefault()
                            open(record.url)
                          }}
                        >
                          <span className="search-results__heading">{record.heading}</span>
                          <span className="search-results__snippet">
                            {snippet(record.text, terms, locale).map((part, k) =>
                              part.match ? (
                                <mark key={k}>{part.text}</mark>
                              ) : (
                                <span key={k}>{part.text}</span>
                              ),
                            )}
                          </span>
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </dialog>
  )
}
