import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { CodeActions } from './code-actions.client'

const labels = { copy: 'Copy', copied: 'Copied', wrap: 'Toggle word wrap' }

function renderBlock() {
  return render(
    <div className="code-block">
      <pre>
        <code>GEOIP,RU,DIRECT</code>
      </pre>
      <CodeActions labels={labels} />
    </div>,
  )
}

describe('CodeActions', () => {
  it('copies the code and shows the copied state', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderBlock()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })))
    expect(writeText).toHaveBeenCalledWith('GEOIP,RU,DIRECT')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('toggles word wrap on the block', () => {
    const { container } = renderBlock()
    const button = screen.getByRole('button', { name: 'Toggle word wrap' })
    fireEvent.click(button)
    expect(container.querySelector('.code-block')!.classList.contains('code-block--wrap')).toBe(
      true,
    )
    expect(button.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button)
    expect(container.querySelector('.code-block')!.classList.contains('code-block--wrap')).toBe(
      false,
    )
  })
})
