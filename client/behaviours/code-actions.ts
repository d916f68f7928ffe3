import {
  CODE_COPY_SELECTOR,
  CODE_WRAP_SELECTOR,
  CodeAttribute,
  LabelAttribute,
  LayoutClass,
} from '@/lib/markup'

import type { Behaviour } from '../core'

/** How long the copy button says "Copied". */
export const COPIED_MS = 1500

const resets = new WeakMap<Element, ReturnType<typeof setTimeout>>()

/** Shows (or clears) the copied state: the button's name, a polite announcement and the tick. */
export function showCopied(button: HTMLElement, copied: boolean) {
  const label = button.getAttribute(copied ? LabelAttribute.copied : LabelAttribute.copy)
  if (label) button.setAttribute('aria-label', label)
  button.toggleAttribute(CodeAttribute.copied, copied)
  const status = button.querySelector(`.${LayoutClass.codeStatus}`)
  if (status) status.textContent = copied ? (label ?? '') : ''
}

/** The text of a block's code, as the reader sees it. */
export const codeText = (block: Element) =>
  (block.querySelector('pre code') ?? block.querySelector('pre'))?.textContent ?? ''

/** Copies the code of the button's block and says so on the button. */
export async function copyCode(button: HTMLElement) {
  const block = button.closest(`.${LayoutClass.codeBlock}`)
  if (!block) return
  try {
    await navigator.clipboard.writeText(codeText(block))
  } catch {
    // No clipboard (an insecure origin or a refused permission): the reader can still select the code.
    return
  }
  showCopied(button, true)
  clearTimeout(resets.get(button))
  resets.set(
    button,
    setTimeout(() => showCopied(button, false), COPIED_MS),
  )
}

/** The copy and word-wrap buttons of code blocks. */
export const codeActions: Behaviour = {
  name: 'code-actions',
  on: [
    {
      type: 'click',
      selector: CODE_COPY_SELECTOR,
      handle: (_event: Event, button: Element | null) => void copyCode(button as HTMLElement),
    },
    {
      type: 'click',
      selector: CODE_WRAP_SELECTOR,
      handle: (_event: Event, button: Element | null) => {
        const wrap = button!.getAttribute('aria-pressed') !== 'true'
        button!.closest(`.${LayoutClass.codeBlock}`)?.classList.toggle(LayoutClass.codeWrap, wrap)
        button!.setAttribute('aria-pressed', String(wrap))
      },
    },
  ],
}
