import { Component, type ReactNode } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import en from '@/messages/en.json'

import { causeChain, ErrorScreen, isChunkLoadError, RouteError } from './error-screen.client'
import { ERROR_STRINGS_ID } from './strings'

const strings = en.ErrorScreen

function chained() {
  const root = new TypeError('fetch failed')
  const middle = new Error('Could not read the guide', { cause: root })
  return new Error('Rendering /android/happ failed', { cause: middle })
}

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

describe('ErrorScreen', () => {
  it('shows "This page crashed." with the cause chain', () => {
    render(<ErrorScreen error={chained()} reset={() => {}} strings={strings} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'This page crashed.',
    )
    expect(screen.getByText('Error: Rendering /android/happ failed')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Caused by' })).toBeTruthy()
    const causes = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(causes).toEqual(['Error: Could not read the guide', 'TypeError: fetch failed'])
  })

  it('"Try again" re-renders the page that failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}) // React reports the caught error
    let fail = true
    function Page() {
      if (fail) throw new Error('boom')
      return <p>Page content</p>
    }
    // What Next's boundary does with app/(ru)/error.tsx: https://react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      state = { error: null }
      static getDerivedStateFromError(error: unknown) {
        return { error }
      }
      render() {
        if (!this.state.error) return this.props.children
        const reset = () => this.setState({ error: null })
        return <ErrorScreen error={this.state.error} reset={reset} strings={strings} />
      }
    }
    render(
      <Boundary>
        <Page />
      </Boundary>,
    )
    expect(screen.getByText('Error: boom')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Page content')).toBeTruthy()
    vi.restoreAllMocks()
  })

  it('a chunk that failed to load gets "Retry" with the error text', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(error)).toBe(true)
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false)
    render(<ErrorScreen error={error} reset={() => {}} strings={strings} />)
    expect(screen.getByRole('heading', { name: 'Part of this page failed to load.' })).toBeTruthy()
    expect(
      screen.getByText('ChunkLoadError: Failed to load chunk /_next/static/chunks/a.js'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

describe('RouteError', () => {
  it('reads the strings of the page from the data block the layout renders', () => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = ERROR_STRINGS_ID
    block.textContent = JSON.stringify(strings)
    document.head.appendChild(block)
    const reset = vi.fn()
    render(<RouteError error={chained()} reset={reset} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledOnce()
    block.remove()
  })
})
