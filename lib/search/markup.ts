/**
 * The contract between the dialog markup the server renders (components/search/search-dialog.tsx) and
 * the script that drives it (client/behaviours/search.ts, client/search/dialog.ts).
 */

/** The state panels of the dialog (`data-search-state`): one shows at a time, none while results do. */
export type SearchState = 'loading' | 'empty' | 'none' | 'error'

/** The id of the results listbox; option ids are `${SEARCH_RESULTS_ID}-${n}`. */
export const SEARCH_RESULTS_ID = 'search-results'
