import type { Locale } from '@/lib/i18n/config'
import { SEARCH_RESULTS_ID } from '@/lib/search/markup'

/** Strings of the search dialog (from the `Search` messages) and the links of its "no results" help. */
export interface SearchDialogLabels {
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
  retry: string
}

export interface SearchDialogTemplateProps {
  /** URL of the locale's search file (`/search.json`, `/en/search.json`). */
  indexUrl: string
  /** The page's locale: it picks the stemmer for highlighting. */
  locale: Locale
  labels: SearchDialogLabels
}

/**
 * The search dialog as an inert `<template>`: the page script's `search` behaviour clones it on first
 * use, so its strings come from the page and the on-demand chunk only fills in results. Every state is
 * rendered here, hidden but the first; the script shows one at a time.
 */
export function SearchDialogTemplate({ indexUrl, locale, labels }: SearchDialogTemplateProps) {
  return (
    <template data-search-dialog data-index={indexUrl} data-locale={locale}>
      <dialog className="search-dialog" aria-label={labels.dialog}>
        <div className="search-dialog__panel">
          <div className="search-dialog__bar">
            <input
              type="search"
              role="combobox"
              aria-expanded="false"
              aria-controls={SEARCH_RESULTS_ID}
              aria-autocomplete="list"
              aria-label={labels.dialog}
              placeholder={labels.placeholder}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="button" className="search-dialog__close" data-search-close>
              {labels.close}
            </button>
          </div>
          <div className="search-dialog__body" aria-live="polite">
            <p className="search-dialog__state" data-search-state="loading">
              {labels.loading}
            </p>
            <p className="search-dialog__state" data-search-state="empty" hidden>
              {labels.empty}
            </p>
            <div className="search-dialog__state" data-search-state="none" hidden>
              <p>{labels.noResults}</p>
              <p>
                {labels.noResultsHelp} <a href={labels.faqUrl}>{labels.faq}</a> ·{' '}
                <a href={labels.supportBotUrl} rel="noopener">
                  {labels.supportBot}
                </a>
              </p>
            </div>
            <div className="search-dialog__state" data-search-state="error" hidden>
              <p>{labels.error}</p>
              <button type="button" className="search-dialog__retry" data-search-retry>
                {labels.retry}
              </button>
            </div>
            <ul
              id={SEARCH_RESULTS_ID}
              role="listbox"
              aria-label={labels.results}
              className="search-results"
            />
          </div>
        </div>
      </dialog>
    </template>
  )
}
