import { renderToStaticMarkup } from 'react-dom/server'
import { getByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CHUNK_ERROR_ID, isChunkLoadError } from '@/lib/hosting'
import { readMessages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'

import { ChunkErrorBanner } from '@/components/layout/chunk-error-banner'

import { reportBuildFailures, showCleanUrl, wrongBasePath } from './hosting'

const en = (path: string) => localizedPath('en', path)

// The banner reads its strings through next-intl on the server: here, the English catalogue.
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://docs.example.com/_assets/chunk.AB12.js',
    'error loading dynamically imported module: https://docs.example.com/_assets/chunk.AB12.js',
    'Importing a module script failed.',
  ])('knows a chunk that did not load: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('is not any other error', () => {
    expect(isChunkLoadError(new TypeError("can't access property 'x' of undefined"))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('reportBuildFailures', () => {
  // The banner as the layout renders it (components/layout/chunk-error-banner.tsx).
  const banner = async () => renderToStaticMarkup(await ChunkErrorBanner())
  afterEach(() => {
    document.body.innerHTML = ''
  })

  function failedScript(src: string) {
    const script = document.createElement('script')
    // A type happy-dom does not try to load; the test fires the load failure itself.
    script.type = 'text/x-test'
    script.setAttribute('src', src)
    document.head.append(script)
    script.dispatchEvent(new Event('error'))
    script.remove()
    return script.src
  }

  it('shows the first failure of our own scripts, with Retry', async () => {
    document.body.innerHTML = await banner()
    reportBuildFailures(window)
    failedScript('https://cdn.example.net/other.js')
    expect(document.getElementById(CHUNK_ERROR_ID)!.hidden).toBe(true)
    const url = failedScript('/_assets/site.AB12.js')
    const alert = getByRole(document.body, 'alert')
    expect(alert.querySelector('code')!.textContent).toBe(`Failed to load ${url}`)
    failedScript('/_next/static/chunks/x.css')
    expect(alert.querySelector('code')!.textContent).toBe(`Failed to load ${url}`)
    expect(getByRole(alert, 'button', { name: readMessages('en').ErrorScreen.retry })).toBeTruthy()
  })
})

describe('showCleanUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each([
    ['/android/happ.html?x=1#check', '/android/happ?x=1#check'],
    ['/android/index.html', '/android'],
    [en('/faq/'), en('/faq')],
  ])('shows %s as %s', (from, to) => {
    window.history.replaceState(null, '', from)
    showCleanUrl(window)
    expect(location.pathname + location.search + location.hash).toBe(to)
  })

  it('leaves a clean address alone', () => {
    window.history.replaceState({ kept: true }, '', '/android/happ#x')
    showCleanUrl(window)
    expect(location.pathname + location.hash).toBe('/android/happ#x')
    expect(window.history.state).toEqual({ kept: true })
  })
})

describe('wrongBasePath', () => {
  it('is null where the page belongs', () => {
    expect(wrongBasePath('/android/happ', '/android/happ', '')).toBeNull()
    expect(wrongBasePath('/android/happ', '/docs/android/happ.html', '/docs')).toBeNull()
    expect(wrongBasePath('/', '/docs/', '/docs')).toBeNull()
    expect(wrongBasePath(en('/%D1%84'), en('/ф'), '')).toBeNull()
  })

  it('names the prefix a page is served under instead', () => {
    expect(wrongBasePath('/android/happ', '/mirror/android/happ', '')).toBe('/mirror')
    expect(wrongBasePath('/android/happ', '/android/happ', '/docs')).toBe('/')
    expect(wrongBasePath('/android/happ', '/docsx/android/happ', '/docs')).toBe('/docsx')
  })
})
