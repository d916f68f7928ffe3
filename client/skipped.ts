// Content the browser skips: the blocks of a long page (components/mdx/markdown.css, `content-visibility:
// auto`) are laid out only when they come near the screen. Measuring an element inside a skipped block lays
// that block out there and then, on the main thread: what reads positions measures around such blocks.

/** Whether the browser skips the element now (not laid out, or not shown). Without `checkVisibility`, never. */
export const isSkipped = (element: Element): boolean =>
  'checkVisibility' in element && !element.checkVisibility({ contentVisibilityAuto: true })

/** Whether a block's content is skipped now (its first child is). */
export function contentSkipped(block: Element): boolean {
  const child = block.firstElementChild
  return !!child && isSkipped(child)
}

/**
 * What to measure for where an element is without laying anything out: the element itself, or the block
 * around it that the browser skips, which is laid out at the height the build expected. A skipped block is
 * far from the screen (the browser lays out every block near it), so all of it is above or below a line
 * on the screen.
 */
export function measurable(element: Element): Element {
  let box = element
  while (box.parentElement && isSkipped(box)) box = box.parentElement
  return box
}
