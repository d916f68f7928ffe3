/**
 * The contract between what the server renders for search (components/search/search-dialog.tsx: a
 * JSON data block) and the script that builds and drives the dialog (client/search/markup.ts,
 * client/behaviours/search.ts, client/search/dialog.ts).
 */
import { defineContract } from '@/lib/contract'
import type { Locale } from '@/lib/i18n/config'

/** The state panels of the dialog (`data-search-state`): one shows at a time, none while results do. */
export type SearchState = 'loading' | 'empty' | 'none' | 'error'

/** The attributes of the search button (components/search/search-button.tsx) and the dialog. */
export const SearchAttribute = defineContract({
  /** The navbar button; the head script's selector is `SEARCH_OPEN_SELECTOR` (lib/search/shortcut.ts). */
  open: 'data-search-open',
  /** The button's key hint for Apple devices, swapped in by the script. */
  mac: 'data-mac',
  /** A state panel of the dialog: its `SearchState`. */
  state: 'data-search-state',
  /** The dialog's close button. */
  close: 'data-search-close',
  /** The "retry" button of the error panel. */
  retry: 'data-search-retry',
})

/** The dialog's class (client/search/markup.ts builds it, search.css styles it). */
export const SearchClass = defineContract({ dialog: 'search-dialog' })

/** The id of the results listbox; option ids are `${SEARCH_RESULTS_ID}-${n}`. */
export const SEARCH_RESULTS_ID = 'search-results'

/** The attribute of the page's `<script type="application/json">` holding the dialog's data. */
export const SEARCH_DIALOG_ATTRIBUTE = 'data-search-dialog'

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

/** The data block's content. */
export interface SearchDialogData {
  /** URL of the locale's search file (`/search.json`, `/en/search.json`). */
  index: string
  /** The page's locale: it picks the stemmer for highlighting. */
  locale: Locale
  labels: SearchDialogLabels
}
