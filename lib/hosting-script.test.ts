import { getByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { CHUNK_ERROR_ID, hostingScript, isChunkLoadError } from './hosting-script'

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

describe('the chunk-error banner of the hosting script', () => {
  const banner = `<div id="${CHUNK_ERROR_ID}" role="alert" hidden><strong>Part of this page failed to load.</strong> <code data-error></code> <button type="button">Retry</button></div>`
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

  it('shows the first failure of our own scripts, with Retry', () => {
    document.body.innerHTML = banner
    new Function(hostingScript(''))()
    failedScript('https://cdn.example.net/other.js')
    expect(document.getElementById(CHUNK_ERROR_ID)!.hidden).toBe(true)
    const url = failedScript('/_assets/site.AB12.js')
    const alert = getByRole(document.body, 'alert')
    expect(alert.querySelector('code')!.textContent).toBe(`Failed to load ${url}`)
    failedScript('/_next/static/chunks/x.css')
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new TypeError('Failed to fetch dynamically imported module: /_assets/chunk.X.js'),
      }),
    )
    expect(alert.querySelector('code')!.textContent).toBe(`Failed to load ${url}`)
    expect(getByRole(alert, 'button', { name: 'Retry' })).toBeTruthy()
  })
})
