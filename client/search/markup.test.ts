import { getByRole, getByText } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { searchDialog, searchDialogData } from './markup'
import { INDEX_URL, labels, searchMarkup } from '@/tests/fixtures/search'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the search data block', () => {
  it('carries the index, the locale and every string of the dialog', () => {
    document.body.innerHTML = searchMarkup()
    const { button, ...dialogLabels } = labels
    expect(button).toBe('Search')
    expect(searchDialogData(document)).toEqual({
      index: INDEX_URL,
      locale: 'en',
      labels: dialogLabels,
    })
  })

  it('keeps a string with markup a string', () => {
    document.body.innerHTML = searchMarkup({ close: '</script><b>Close</b>' })
    expect(document.querySelector('b')).toBeNull()
    expect(searchDialogData(document)!.labels.close).toBe('</script><b>Close</b>')
  })

  it('is absent on a page without search', () => {
    expect(searchDialogData(document)).toBeNull()
  })
})

describe('searchDialog', () => {
  it('builds the bar, the state panels (loading shown) and the results list from the strings', () => {
    const dialog = searchDialog(document, labels)
    document.body.append(dialog)
    expect(dialog.getAttribute('aria-label')).toBe(labels.dialog)
    const input = getByRole(dialog, 'combobox', { hidden: true })
    expect(input.getAttribute('placeholder')).toBe(labels.placeholder)
    expect(input.getAttribute('aria-controls')).toBe(dialog.querySelector('[role="listbox"]')!.id)
    const shown = [...dialog.querySelectorAll<HTMLElement>('[data-search-state]')]
      .filter((panel) => !panel.hidden)
      .map((panel) => panel.textContent)
    expect(shown).toEqual([labels.loading])
    expect(getByText(dialog, labels.faq).getAttribute('href')).toBe(labels.faqUrl)
    expect(getByText(dialog, labels.supportBot).getAttribute('href')).toBe(labels.supportBotUrl)
    expect(getByText(dialog, labels.retry).matches('[data-search-retry]')).toBe(true)
    expect(getByText(dialog, labels.close).matches('[data-search-close]')).toBe(true)
  })
})
