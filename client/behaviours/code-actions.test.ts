import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen, waitFor } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CodeActions } from '@/components/mdx/code-actions'
import { CodeAttribute } from '@/lib/markup'

import { start } from '../core'
import { codeActions, COPIED_MS } from './code-actions'

const labels = { copy: 'Copy', copied: 'Copied', wrap: 'Toggle word wrap' }

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

function setUp() {
  document.body.innerHTML = `<div class="code-block"><pre><code>GEOIP,RU,DIRECT</code></pre>${renderToStaticMarkup(
    createElement(CodeActions, { labels }),
  )}</div>`
  stop = start([codeActions])
  return document.querySelector('.code-block')!
}

describe('code-actions', () => {
  it('copies the code and shows the copied state for a moment', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    setUp()
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith('GEOIP,RU,DIRECT')
    await vi.waitFor(() => screen.getByRole('button', { name: 'Copied' }))
    expect(screen.getByRole('button', { name: 'Copied' }).textContent).toBe('Copied')
    vi.advanceTimersByTime(COPIED_MS)
    expect(screen.getByRole('button', { name: 'Copy' }).hasAttribute(CodeAttribute.copied)).toBe(
      false,
    )
  })

  it('keeps the button as it was when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    setUp()
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(writeText).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
  })

  it('toggles word wrap on the block', () => {
    const block = setUp()
    const button = screen.getByRole('button', { name: 'Toggle word wrap', pressed: false })
    fireEvent.click(button)
    expect(block.classList.contains('code-block--wrap')).toBe(true)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button)
    expect(block.classList.contains('code-block--wrap')).toBe(false)
  })
})
