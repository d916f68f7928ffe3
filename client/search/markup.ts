// The search dialog's markup, built by the page script from the page's data block
// (components/search/search-dialog.tsx) on first use. It lives in the page script, not in the on-demand
// chunk, so the dialog and its Retry screen appear even when the chunk cannot load.
import {
  SEARCH_DIALOG_ATTRIBUTE,
  SEARCH_RESULTS_ID,
  SearchAttribute,
  SearchClass,
  type SearchDialogData,
  type SearchDialogLabels,
  type SearchState,
} from '@/lib/search/markup'

type Child = Node | string

/** The page's search data, or null on a page without search (the offline page). */
export function searchDialogData(doc: Document): SearchDialogData | null {
  const block = doc.querySelector(`script[${SEARCH_DIALOG_ATTRIBUTE}]`)
  return block ? (JSON.parse(block.textContent!) as SearchDialogData) : null
}

/**
 * The dialog, closed and not yet in the document: the search bar, every state panel (hidden but
 * "loading"; the behaviour shows one at a time) and the empty results listbox.
 */
export function searchDialog(doc: Document, t: SearchDialogLabels): HTMLDialogElement {
  const h = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string> = {},
    ...children: Child[]
  ) => {
    const element = doc.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    element.append(...children)
    return element
  }
  const state = (name: SearchState, tag: 'p' | 'div', ...children: Child[]) => {
    const panel = h(
      tag,
      { class: 'search-dialog__state', [SearchAttribute.state]: name },
      ...children,
    )
    panel.hidden = name !== 'loading'
    return panel
  }
  return h(
    'dialog',
    { class: SearchClass.dialog, 'aria-label': t.dialog },
    h(
      'div',
      { class: 'search-dialog__panel' },
      h(
        'div',
        { class: 'search-dialog__bar' },
        h('input', {
          type: 'search',
          role: 'combobox',
          'aria-expanded': 'false',
          'aria-controls': SEARCH_RESULTS_ID,
          'aria-autocomplete': 'list',
          'aria-label': t.dialog,
          placeholder: t.placeholder,
          autocomplete: 'off',
          spellcheck: 'false',
        }),
        h(
          'button',
          { type: 'button', class: 'search-dialog__close', [SearchAttribute.close]: '' },
          t.close,
        ),
      ),
      h(
        'div',
        { class: 'search-dialog__body', 'aria-live': 'polite' },
        state('loading', 'p', t.loading),
        state('empty', 'p', t.empty),
        state(
          'none',
          'div',
          h('p', {}, t.noResults),
          h(
            'p',
            {},
            `${t.noResultsHelp} `,
            h('a', { href: t.faqUrl }, t.faq),
            ' · ',
            h('a', { href: t.supportBotUrl }, t.supportBot),
          ),
        ),
        state(
          'error',
          'div',
          h('p', {}, t.error),
          h(
            'button',
            { type: 'button', class: 'search-dialog__retry', [SearchAttribute.retry]: '' },
            t.retry,
          ),
        ),
        h('ul', {
          id: SEARCH_RESULTS_ID,
          role: 'listbox',
          'aria-label': t.results,
          class: 'search-results',
        }),
      ),
    ),
  )
}
