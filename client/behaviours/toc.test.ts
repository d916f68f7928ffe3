import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toc } from '@/components/docs/toc'
import { media } from '@/lib/design-tokens'

import { start } from '../core'
import { painted, started } from '../test-helpers'
import { activeHeading, toc } from './toc'

const items = [
  { depth: 2, title: 'Install', id: 'install' },
  { depth: 2, title: 'Connect', id: 'connect' },
  { depth: 3, title: 'Check', id: 'check' },
]

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/**
 * Renders the TOC and the headings, each heading `top` px from the top of the window, in a window of
 * the mobile or the desktop layout.
 */
function setUp(tops: Record<string, number>, layout: 'mobile' | 'desktop' = 'desktop') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === media[layout], media: query }) as MediaQueryList,
  )
  document.body.innerHTML =
    renderToStaticMarkup(createElement(Toc, { items, title: 'Contents' })) +
    items.map((i) => `<h2 id="${i.id}">${i.title}</h2>`).join('')
  for (const id of Object.keys(tops)) {
    vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockImplementation(
      () => ({ top: tops[id] }) as DOMRect,
    )
  }
  stop = start([toc])
}

const nav = () => screen.getByRole('navigation', { name: 'Contents' })
const active = () => [...nav().querySelectorAll('.toc__link--active')].map((a) => a.textContent)

describe('activeHeading', () => {
  /** Headings `top` px from the top of the window, each counting how often it was measured. */
  const headings = (tops: Record<string, number>) =>
    Object.entries(tops).map(([id, top]) => {
      const heading = document.createElement('h2')
      heading.id = id
      heading.getBoundingClientRect = vi.fn(() => ({ top }) as DOMRect)
      return heading
    })

  it('is the last heading above the line, or the first one before any', () => {
    const three = headings({ a: -300, b: 50, c: 400 })
    expect(activeHeading(three, 96)).toBe('b')
    expect(activeHeading(three, 0)).toBe('a')
    expect(activeHeading(headings({ a: 500 }), 96)).toBe('a')
    expect(activeHeading([], 96)).toBeUndefined()
  })

  it('measures a heading in a block the browser skips by that block, not laying the block out', () => {
    // Two skipped blocks, far above and far below the screen, and a laid-out one in between.
    const blocks = [-3000, 40, 2000].map((top) => {
      const block = document.createElement('section')
      block.getBoundingClientRect = vi.fn(() => ({ top }) as DOMRect)
      document.body.append(block)
      return block
    })
    const [a, b, c, d] = headings({ a: -2900, b: -2500, c: 60, d: 2100 })
    blocks[0]!.append(a!, b!)
    blocks[1]!.append(c!)
    blocks[2]!.append(d!)
    for (const heading of [a!, b!, d!]) heading.checkVisibility = () => false
    expect(activeHeading([a!, b!, c!, d!], 96)).toBe('c')
    expect([a, b, d].map((h) => vi.mocked(h!.getBoundingClientRect).mock.calls.length)).toEqual([
      0, 0, 0,
    ])
    expect(vi.mocked(blocks[2]!.getBoundingClientRect)).toHaveBeenCalledTimes(1)
  })

  it('measures no heading after the first one below the line', () => {
    const four = headings({ a: -300, b: 50, c: 400, d: 900 })
    activeHeading(four, 96)
    expect(four.map((h) => vi.mocked(h.getBoundingClientRect).mock.calls.length)).toEqual([
      1, 1, 1, 0,
    ])
  })
})

describe('toc', () => {
  it('highlights the section in view, and follows the scroll', async () => {
    const tops = { install: 40, connect: 500, check: 900 }
    setUp(tops)
    expect(active()).toEqual([])
    await painted()
    expect(active()).toEqual(['Install'])
    tops.install = -900
    tops.connect = -100
    tops.check = 60
    fireEvent.scroll(window)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(active()).toEqual(['Check'])
  })

  it('marks the section again when a block the browser skipped is laid out', async () => {
    const tops = { install: 40, connect: 500, check: 900 }
    setUp(tops)
    await painted()
    expect(active()).toEqual(['Install'])
    // A block above was laid out at a height other than the expected one: the headings moved up.
    tops.install = -400
    tops.connect = 20
    fireEvent(document.body, new Event('contentvisibilityautostatechange'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(active()).toEqual(['Connect'])
  })

  it('is open on desktop and stays open when a section is chosen', async () => {
    setUp({})
    await started()
    const details = document.querySelector('details')!
    expect(details.open).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'Connect' }))
    expect(details.open).toBe(true)
  })

  it('folds the mobile "On this page" once a section is chosen', () => {
    setUp({}, 'mobile')
    const details = document.querySelector('details')!
    expect(details.open).toBe(false)
    details.open = true
    fireEvent.click(screen.getByRole('link', { name: 'Connect' }))
    expect(details.open).toBe(false)
  })
})
