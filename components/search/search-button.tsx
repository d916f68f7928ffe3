import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'
import type { Locale } from '@/lib/i18n/config'

import { Icon } from '@/components/layout/icon'

import { SearchDialogDataBlock, type SearchDialogLabels } from './search-dialog'
import { SearchAttribute } from '@/lib/search/markup'

export interface SearchButtonProps {
  /** URL of the locale's search file (`/search.json`, `/en/search.json`). */
  indexUrl: string
  /** The page's locale: it picks the stemmer for highlighting. */
  locale: Locale
  labels: SearchDialogLabels & { button: string }
}

/**
 * The navbar search button and the dialog's data. The page script's `search` behaviour opens the
 * dialog on a tap, Ctrl+K / ⌘K or "/"; before it runs, the early inline script remembers the request
 * (lib/search/early-open.ts). The key hint is right for most readers as rendered; the behaviour swaps
 * in `data-mac` on Apple devices.
 */
export function SearchButton({ indexUrl, locale, labels }: SearchButtonProps) {
  const { button, ...dialogLabels } = labels
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        {...{ [SearchAttribute.open]: true, [EARLY_TAP_ATTRIBUTE]: '' }}
      >
        <Icon name="search" />
        <span className="search-button__label visually-hidden-mobile">{button}</span>
        <kbd
          className="search-button__keys"
          aria-hidden="true"
          {...{ [SearchAttribute.mac]: '⌘ K' }}
        >
          Ctrl K
        </kbd>
      </button>
      {/* With scripting off the button could never open the dialog: hide it, not a dead control. */}
      <noscript>
        <style>{'.search-button{display:none}'}</style>
      </noscript>
      <SearchDialogDataBlock indexUrl={indexUrl} locale={locale} labels={dialogLabels} />
    </>
  )
}
