import { fireEvent, getByRole, getByText, queryAllByRole } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { showSearchState } from '../behaviours/search'
import { searchDialog, searchDialogData } from './markup'
import { INDEX_URL, searchMarkup, serveIndex } from '@/tests/fixtures/search'
import { localizedPath } from '@/lib/i18n/paths'

/** The English URL of a locale-free path. */
const en = (path: string) => localizedPath('en', path)

type DialogModule = typeof import('./dialog')

let dialogModule: DialogModule

beforeEach(async () => {
  // A fresh module for every test: the index cache lives for the page's lifetime.
  vi.resetModules()
  dialogModule = await import('./dialog')
})

afterEach(() => {
  frame = []
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** The dialog built from the page's data, open, as the page script leaves it. */
function openDialog(): HTMLDialogElement {
  document.body.innerHTML = searchMarkup()
  const dialog = searchDialog(document, searchDialogData(document)!.labels)
  document.body.append(dialog)
  dialog.showModal()
  return dialog
}

/** The tasks the dialog left for after the next painted frame. */
let frame: (() => void)[] = []
/** The next frame is painted: the tasks left for after it run. */
const paint = () => frame.splice(0).forEach((task) => task())

const connect = (dialog: HTMLDialogElement) =>
  dialogModule.connectSearch(dialog, {
    indexUrl: INDEX_URL,
    locale: 'en',
    showState: showSearchState,
    afterPaint: (task) => frame.push(task),
  })

/** Types into the field; the frame that shows it is painted unless `painted` is false. */
const type = (dialog: HTMLElement, text: string, painted = true) => {
  const input = getByRole(dialog, 'combobox')
  fireEvent.input(input, { target: { value: text } })
  if (painted) paint()
  return input
}

/** The addresses of the links followed from now on (the page stays: each click is prevented). */
function linksFollowed(): string[] {
  const followed: string[] = []
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a')
    if (link) followed.push(link.getAttribute('href')!)
    event.preventDefault()
  })
  return followed
}

const visibleState = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('[data-search-state]')]
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.dataset.searchState)

describe('connectSearch', () => {
  it('asks for a word until something is typed', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    expect(visibleState(dialog)).toEqual(['empty'])
    expect(getByRole(dialog, 'combobox').getAttribute('aria-expanded')).toBe('false')
  })

  it('lists sections grouped by page, with the matched words highlighted', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    const input = type(dialog, 'subscriptions')
    const options = queryAllByRole(dialog, 'option')
    expect(options.length).toBeGreaterThanOrEqual(2)
    const hrefs = options.map((o) => o.querySelector('a')!.getAttribute('href'))
    expect(hrefs).toEqual(
      expect.arrayContaining([en('/android/happ#add-subscription'), en('/windows/v2rayn#update')]),
    )
    expect(
      getByText(dialog, 'Happ for Android', { selector: '.search-results__page' }),
    ).toBeTruthy()
    expect(dialog.querySelector('mark')!.textContent).toMatch(/^subscription/i)
    expect(visibleState(dialog)).toEqual([])
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
  })

  it('moves through the options with the arrow keys, wrapping around', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    const input = type(dialog, 'subscription')
    const options = queryAllByRole(dialog, 'option')
    const selected = () => options.findIndex((o) => o.getAttribute('aria-selected') === 'true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(selected()).toBe(1)
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id)
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(selected()).toBe(options.length - 1)
  })

  it('follows the selected option on Enter and closes the dialog', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    const input = type(dialog, 'subscription')
    const followed = linksFollowed()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const second = queryAllByRole(dialog, 'option')[1]!.querySelector('a')!.getAttribute('href')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(followed).toEqual([second])
    expect(dialog.open).toBe(false)
  })

  it('works the results out once the typed letters are painted, for what the field holds then', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    type(dialog, 'quasar', false)
    type(dialog, 'subscription', false)
    expect(queryAllByRole(dialog, 'option')).toEqual([])
    expect(frame).toHaveLength(1)
    paint()
    expect(queryAllByRole(dialog, 'option').length).toBeGreaterThanOrEqual(2)
    expect(dialog.querySelector('mark')!.textContent).toMatch(/^subscription/i)
  })

  it('Enter pressed before the results were painted follows the first result of what was typed', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    const input = type(dialog, 'routing', false)
    const followed = linksFollowed()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(followed).toEqual([en('/windows/v2rayn#routing')])
  })

  it('points to the FAQ and the support bot when nothing matches', async () => {
    await serveIndex()
    const dialog = openDialog()
    await connect(dialog)
    type(dialog, 'quasar teleport')
    expect(visibleState(dialog)).toEqual(['none'])
    expect(queryAllByRole(dialog, 'option')).toEqual([])
    expect(getByRole(dialog, 'link', { name: 'FAQ' }).getAttribute('href')).toBe(en('/faq'))
    expect(getByRole(dialog, 'link', { name: 'support bot' })).toBeTruthy()
  })

  it('shows what was typed while the index loaded', async () => {
    await serveIndex()
    const dialog = openDialog()
    type(dialog, 'routing')
    await connect(dialog)
    expect(queryAllByRole(dialog, 'option')[0]!.querySelector('a')!.getAttribute('href')).toBe(
      en('/windows/v2rayn#routing'),
    )
  })

  it('rejects when the index fails, untouched, and fetches it again on the next try', async () => {
    const fetch = await serveIndex(1)
    const dialog = openDialog()
    await expect(connect(dialog)).rejects.toThrow(/HTTP 500/)
    expect(visibleState(dialog)).toEqual(['loading'])
    await connect(dialog)
    expect(fetch).toHaveBeenCalledTimes(2)
    type(dialog, 'routing')
    expect(queryAllByRole(dialog, 'option')).toHaveLength(1)
  })
})

describe('fetchIndexFile', () => {
  const urls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url]) => url as string)

  it('fetches the gzip copy and decompresses it where the browser can', async () => {
    expect(typeof DecompressionStream).toBe('function')
    const fetch = await serveIndex()
    const file = await dialogModule.fetchIndexFile(INDEX_URL)
    expect(urls(fetch)).toEqual([`${INDEX_URL}.gz`])
    expect(file.locale).toBe('en')
    expect(file.pages.map(([url]) => url)).toEqual([en('/android/happ'), en('/windows/v2rayn')])
  })

  it('reads the copy a host has already decoded (sent with Content-Encoding: gzip)', async () => {
    await serveIndex(0, { decoded: true })
    const file = await dialogModule.fetchIndexFile(INDEX_URL)
    expect(file.records.length).toBeGreaterThan(3)
  })

  it('fetches the plain JSON where the browser has no DecompressionStream', async () => {
    vi.stubGlobal('DecompressionStream', undefined)
    const fetch = await serveIndex()
    const file = await dialogModule.fetchIndexFile(INDEX_URL)
    expect(urls(fetch)).toEqual([INDEX_URL])
    expect(file.locale).toBe('en')
  })
})
