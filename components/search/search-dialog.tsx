import type { Locale } from '@/lib/i18n/config'
import { SEARCH_DIALOG_ATTRIBUTE, type SearchDialogData } from '@/lib/search/markup'

export type { SearchDialogLabels } from '@/lib/search/markup'

export interface SearchDialogDataProps {
  /** URL of the locale's search file (`/search.json`, `/en/search.json`). */
  indexUrl: string
  /** The page's locale: it picks the stemmer for highlighting. */
  locale: Locale
  labels: SearchDialogData['labels']
}

/**
 * What the search dialog needs from the page, as a JSON data block: the page script's `search`
 * behaviour builds the dialog from it on first use (client/search/markup.ts), so its strings come from
 * the page, the page carries no dialog markup, and the Retry screen works when the on-demand chunk does
 * not load.
 */
export function SearchDialogDataBlock({ indexUrl, locale, labels }: SearchDialogDataProps) {
  const data: SearchDialogData = { index: indexUrl, locale, labels }
  return (
    <script
      type="application/json"
      {...{ [SEARCH_DIALOG_ATTRIBUTE]: '' }}
      // `<` is escaped so that no string can close the element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
