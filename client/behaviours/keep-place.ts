import { PAGER_SELECTOR, SECTIONS_SELECTOR } from '@/lib/markup'

import type { Behaviour } from '../core'
import { contentSkipped as skipped } from '../skipped'

/** Where the reader was at the last scroll: the block (or the pager) that holds the place, and its top. */
interface Place {
  block: Element | null
  top: number
}

/**
 * Keeps the reader's place while blocks take their real heights: a block the browser skipped holds the
 * height the build expected, and is laid out only when it comes near the screen. Browsers with scroll
 * anchoring keep the text in view still when a block above it changes, but not when the block changes
 * that straddles the top of the screen (they cannot anchor inside a block they skipped): after a jump to
 * the end of a long page, what was in view moved. Safari has no scroll anchoring at all, so every block
 * laid out above the screen moved the text while the reader scrolled up.
 *
 * At each scroll it notes the first block on screen that is laid out or starts on screen (the pager below
 * the last one counts as a block); when a skipped block has been laid out, it scrolls by as much as that
 * block moved (by nothing where the browser's own anchoring kept it). Only the first layout of a
 * skipped block counts: a block that grows because the reader opened something in it grows downwards.
 * Nothing is read before the first scroll: there is no place to keep until the reader moves. Returns what
 * the scroll handler calls, and what stops it.
 */
export function keepPlace(doc: Document): { note: () => void; stop: () => void } {
  const win = doc.defaultView!
  // A section that holds troubleshooting entries is only their frame: the entries are the blocks.
  const all = [...doc.querySelectorAll(SECTIONS_SELECTOR)]
  const blocks = all.filter(
    (block) => !all.some((other) => other !== block && block.contains(other)),
  )
  // What follows the last block holds the place when that block straddles the top of the screen.
  const after = doc.querySelector(PAGER_SELECTOR)
  const holders = after ? [...blocks, after] : blocks
  if (!blocks.length || typeof win.ResizeObserver !== 'function') return { note() {}, stop() {} }
  let place: Place = { block: null, top: 0 }
  const note = () => {
    place = { block: null, top: 0 }
    // In document order, so positions grow: stop at the first block that can hold the place.
    for (const block of holders) {
      const { top, bottom } = block.getBoundingClientRect()
      if (bottom <= 0 || (top < 0 && skipped(block))) continue
      if (top < win.innerHeight) place = { block, top }
      return
    }
  }
  const wasSkipped = new Map<Element, boolean>()
  const observer = new win.ResizeObserver((entries) => {
    let laidOut = false
    for (const { target } of entries) {
      const now = skipped(target)
      // A block's first report counts as its layout: a jump can come before the browser's first report.
      if ((wasSkipped.get(target) ?? true) && !now) laidOut = true
      wasSkipped.set(target, now)
    }
    if (!laidOut || !place.block) return
    const moved = place.block.getBoundingClientRect().top - place.top
    // Scrolled back, the block is where it was noted: the place holds for a later report.
    if (Math.abs(moved) >= 1) win.scrollBy({ top: moved, behavior: 'instant' })
  })
  for (const block of blocks) observer.observe(block)
  return { note, stop: () => observer.disconnect() }
}

let current: ReturnType<typeof keepPlace> | null = null

export const keepPlaceBehaviour: Behaviour = {
  name: 'keep-place',
  // In the script's own task, before a later one: a jump made as soon as the page shows is kept too. It
  // only starts observing; positions are read at scroll.
  firstScreen: true,
  init: (doc) => {
    current?.stop()
    current = keepPlace(doc)
  },
  on: [{ type: 'scroll', handle: () => current?.note() }],
}
