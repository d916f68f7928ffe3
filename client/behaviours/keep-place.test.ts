import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { keepPlace } from './keep-place'

/**
 * A page of three sections the build gave heights to and the pager, laid out by hand: each block has a
 * height and a skipped state; tops follow from the heights and `scrollY`. The ResizeObserver is a fake
 * the test calls, as the browser does after a layout.
 */
class Page {
  heights = [800, 600, 500]
  skipped = [false, true, true]
  scrollY = 0
  readonly screen = 700
  readonly blocks: HTMLElement[]
  readonly pager: HTMLElement
  observed: Element[] = []
  report: ((entries: { target: Element }[]) => void) | null = null

  constructor() {
    document.body.innerHTML =
      '<main class="markdown"><p>First</p>' +
      [0, 1, 2]
        .map(
          (i) =>
            `<section class="doc-section" style="--sh:30;--sw:20"><p>Section ${i}</p></section>`,
        )
        .join('') +
      '</main><nav class="pager"></nav>'
    this.blocks = [...document.querySelectorAll<HTMLElement>('section')]
    this.pager = document.querySelector('nav')!
    const setReport = (callback: (entries: { target: Element }[]) => void) => {
      this.report = callback
    }
    const observed = this.observed
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: { target: Element }[]) => void) {
          setReport(callback)
        }
        observe(target: Element) {
          observed.push(target)
        }
        disconnect() {}
      },
    )
    vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => this.screen)
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => this.scrollY)
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() =>
      this.bottom(),
    )
    this.blocks.forEach((block, i) => {
      vi.spyOn(block, 'getBoundingClientRect').mockImplementation(() => this.rect(i))
      const child = block.firstElementChild as HTMLElement & { checkVisibility(): boolean }
      child.checkVisibility = () => !this.skipped[i]
    })
    vi.spyOn(this.pager, 'getBoundingClientRect').mockImplementation(() => this.rect(3))
    vi.spyOn(window, 'scrollBy').mockImplementation(((options: ScrollToOptions) => {
      this.scrollY += options.top!
    }) as typeof window.scrollBy)
  }

  /** 100 px of text above the first section; the pager (with the footer) is 600 px. */
  private top(i: number) {
    return 100 + this.heights.slice(0, i).reduce((a, b) => a + b, 0)
  }
  private bottom() {
    return this.top(3) + 600
  }
  rect(i: number): DOMRect {
    const top = this.top(i) - this.scrollY
    return { top, bottom: top + (i < 3 ? this.heights[i]! : 600) } as DOMRect
  }
  /** The browser lays out block i: its real height, reported to the observer. */
  layOut(i: number, height: number) {
    this.heights[i] = height
    this.skipped[i] = false
    this.report!([{ target: this.blocks[i]! }])
  }
  /** The observer's first report, as the browser sends it for every observed block. */
  firstReport() {
    this.report!(this.blocks.map((target) => ({ target })))
  }
}

let page: Page
let stop: () => void
beforeEach(() => {
  page = new Page()
})
afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** Starts the behaviour on the page; returns what a scroll calls. */
function started() {
  const place = keepPlace(document)
  stop = place.stop
  return place.note
}

/** The reader scrolls to `y`: the behaviour notes the place. */
function scrollTo(y: number, note: () => void) {
  page.scrollY = y
  note()
}

describe('keepPlace', () => {
  it('observes the sections the build gave a height, and reads nothing before a scroll', () => {
    const read = vi.spyOn(page.blocks[1]!, 'getBoundingClientRect')
    ;({ stop } = keepPlace(document))
    expect(page.observed).toEqual(page.blocks)
    page.firstReport()
    page.layOut(1, 900)
    expect(read).not.toHaveBeenCalled()
    expect(window.scrollBy).not.toHaveBeenCalled()
  })

  it('keeps the pager in place when the section straddling the top of the screen is laid out', () => {
    const note = started()
    page.firstReport()
    // A jump: the last section starts above the screen, the pager is on it.
    scrollTo(1600, note)
    const pagerTop = page.rect(3).top
    page.layOut(2, 240)
    expect(window.scrollBy).toHaveBeenCalledWith({ top: -260, behavior: 'instant' })
    expect(page.rect(3).top).toBe(pagerTop)
  })

  it('takes the entries of a troubleshooting section as blocks, not the section that holds them', () => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<section class="doc-section"><h2>Problems</h2>' +
          '<section class="help-problem" style="--sh:9"><p>One</p></section>' +
          '<section class="help-problem" style="--sh:9"><p>Two</p></section></section>',
      )
    ;({ stop } = keepPlace(document))
    expect(page.observed.map((block) => block.textContent)).toEqual([
      ...page.blocks.map((block) => block.textContent),
      'One',
      'Two',
    ])
  })

  it('keeps the place of a jump made before the browser first reported the blocks', () => {
    const note = started()
    scrollTo(1600, note)
    const pagerTop = page.rect(3).top
    page.heights[2] = 240
    page.skipped = [true, true, false]
    page.firstReport()
    expect(page.rect(3).top).toBe(pagerTop)
  })

  it('keeps the text in view in place when a section above it is laid out', () => {
    const note = started()
    page.skipped = [true, true, false]
    page.firstReport()
    scrollTo(1600, note)
    const textTop = page.rect(2).top
    page.layOut(1, 950)
    expect(page.rect(2).top).toBe(textTop)
  })

  it('does nothing when the browser kept the text in place itself (scroll anchoring)', () => {
    const note = started()
    page.skipped = [true, true, false]
    page.firstReport()
    scrollTo(1600, note)
    // The browser's own anchoring moved the scroll with the section, before the observer heard of it.
    page.scrollY += 350
    page.layOut(1, 950)
    expect(window.scrollBy).not.toHaveBeenCalled()
  })

  it('keeps the end of the page in view when the reader was there', () => {
    const note = started()
    page.firstReport()
    scrollTo(2600 - 700, note)
    const pagerTop = page.rect(3).top
    page.layOut(2, 900)
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 400, behavior: 'instant' })
    expect(page.rect(3).top).toBe(pagerTop)
  })

  it('leaves a section that grows after its first layout alone: the reader opened something in it', () => {
    const note = started()
    page.skipped = [false, false, false]
    page.firstReport()
    scrollTo(1000, note)
    page.layOut(0, 1200)
    expect(window.scrollBy).not.toHaveBeenCalled()
  })
})
