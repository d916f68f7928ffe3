import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, getByRole, queryByRole, within } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CHUNK_ERROR_ID } from '@/lib/hosting'
import { readMessages } from '@/lib/i18n/message-files'

import { CrashScreen } from '@/components/errors/crash-screen'
import { ChunkErrorBanner } from '@/components/layout/chunk-error-banner'

import { start } from '../core'
import { causeChain, crashScreen } from './crash-screen'

// The components read their strings through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))

const t = readMessages('en').ErrorScreen
/** A page's content, and the crash screen's template and the chunk-error banner as the layout renders them. */
const page = `<main id="main"><h1>Happ</h1><p>Guide text</p></main>
${renderToStaticMarkup(await CrashScreen())}`
const chunkBanner = renderToStaticMarkup(await ChunkErrorBanner())

const script = 'http://localhost:3000/_assets/site.ABC123.js'

function chained() {
  const root = new TypeError('fetch failed')
  const middle = new Error('Could not read the guide', { cause: root })
  return new Error('Rendering /android/happ failed', { cause: middle })
}

const uncaught = (error: unknown, filename = script) =>
  window.dispatchEvent(new ErrorEvent('error', { error, filename, message: String(error) }))
const rejected = (reason: unknown) =>
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))

let stop: (() => void) | undefined
beforeEach(() => {
  document.body.innerHTML = page
  stop = start([crashScreen])
})
afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
})

describe('causeChain', () => {
  it('lists the error and each cause', () => {
    expect(causeChain(chained())).toEqual([
      'Error: Rendering /android/happ failed',
      'Error: Could not read the guide',
      'TypeError: fetch failed',
    ])
  })

  it('stops on a cycle and shows causes that are not errors', () => {
    const a = new Error('a')
    a.cause = a
    expect(causeChain(a)).toHaveLength(10)
    expect(causeChain(new Error('b', { cause: 'timeout' }))).toEqual(['Error: b', 'timeout'])
  })
})

describe('crash-screen', () => {
  it('replaces the main content with "This page crashed." and the cause chain', () => {
    uncaught(chained())
    const alert = getByRole(document.body, 'alert')
    expect(getByRole(alert, 'heading', { level: 1, name: t.title })).toBeTruthy()
    expect(within(alert).getByText('Error: Rendering /android/happ failed')).toBeTruthy()
    expect(getByRole(document.body, 'heading', { name: t.causes })).toBeTruthy()
    const causes = within(getByRole(document.body, 'list')).getAllByRole('listitem')
    expect(causes.map((li) => li.textContent)).toEqual([
      'Error: Could not read the guide',
      'TypeError: fetch failed',
    ])
    expect(within(document.body).queryByText('Guide text')).toBeNull()
    expect(document.querySelectorAll('#main')).toHaveLength(1)
  })

  it('"Try again" reloads the page', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    uncaught(new Error('boom'))
    expect(queryByRole(document.body, 'heading', { name: t.causes })).toBeNull()
    fireEvent.click(getByRole(document.body, 'button', { name: t.tryAgain }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('shows a rejected promise of our script, and only the first crash', () => {
    const error = new Error('no such element')
    error.stack = `Error: no such element\n    at x (${script}:1:200)`
    rejected(error)
    uncaught(new Error('later'))
    expect(
      within(getByRole(document.body, 'alert')).getByText('Error: no such element'),
    ).toBeTruthy()
  })

  it("leaves the page alone for other scripts' errors", () => {
    uncaught(new Error('extension'), 'chrome-extension://abc/content.js')
    uncaught(new Error('sdk'), 'https://chat.example.com/packs/js/sdk.js')
    rejected(new Error('no stack of ours'))
    expect(queryByRole(document.body, 'alert')).toBeNull()
    expect(within(document.body).getByText('Guide text')).toBeTruthy()
  })

  it('shows the chunk-error banner, not the crash screen, for a chunk that did not load', () => {
    document.body.insertAdjacentHTML('afterbegin', chunkBanner)
    const chunk =
      'Failed to fetch dynamically imported module: http://localhost:3000/_assets/q.X.js'
    rejected(new TypeError(chunk))
    rejected(new TypeError(chunk.replace('q.X', 'search.Y')))
    const banner = getByRole(document.body, 'alert')
    expect(banner.id).toBe(CHUNK_ERROR_ID)
    expect(banner.querySelector('code')!.textContent).toBe(`TypeError: ${chunk}`)
    expect(within(document.body).getByText('Guide text')).toBeTruthy()
  })
})
