import { CrashAttribute, LayoutId } from '@/lib/markup'
import { ASSETS_DIR } from '@/lib/assets-dir'
import { isChunkLoadError } from '@/lib/hosting'

import type { Behaviour } from '../core'
import { showChunkError } from '../early/hosting'

/** The error and each `cause` after it, as text (at most 10, in case of a cycle). */
export function causeChain(error: unknown): string[] {
  const chain: string[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && chain.length < 10) {
    chain.push(
      current instanceof Error
        ? `${current.name}: ${current.message}`
        : typeof current === 'string'
          ? current
          : JSON.stringify(current),
    )
    current = current instanceof Error ? current.cause : undefined
  }
  return chain
}

const ours = (text: string | undefined) => !!text && text.includes(`/${ASSETS_DIR}/`)

/**
 * The error of an uncaught `error` or `unhandledrejection` that came from our own client script, or
 * `undefined`. A browser extension's or the chat SDK's errors are not the page's, and a chunk that did not
 * load is the chunk-error banner's ("Retry"), not a crash.
 */
export function crashOf(event: Event): unknown {
  if (event.type === 'unhandledrejection') {
    const reason = (event as PromiseRejectionEvent).reason as unknown
    if (isChunkLoadError(reason)) return undefined
    return reason instanceof Error && ours(reason.stack) ? reason : undefined
  }
  const { error, filename, message } = event as ErrorEvent
  if (isChunkLoadError(error) || !ours(filename)) return undefined
  return error ?? message
}

/** Replaces the page's main content with "This page crashed.", the cause chain and "Try again". */
export function showCrashScreen(doc: Document, error: unknown) {
  const template = doc.getElementById(LayoutId.crashScreen)
  if (!(template instanceof HTMLTemplateElement) || doc.querySelector(`[${CrashAttribute.screen}]`))
    return
  const screen = template.content.cloneNode(true) as DocumentFragment
  const [first, ...causes] = causeChain(error)
  const text = screen.querySelector(`[${CrashAttribute.error}]`)
  if (text) text.textContent = first ?? ''
  for (const cause of causes) {
    const pre = doc.createElement('pre')
    pre.textContent = cause
    const item = doc.createElement('li')
    item.append(pre)
    screen.querySelector('ol')?.append(item)
  }
  if (causes.length === 0) screen.querySelector(`[${CrashAttribute.causes}]`)?.remove()
  const main = doc.getElementById('main')
  if (main) main.replaceWith(screen)
  else doc.body.prepend(screen)
}

function onError(event: Event) {
  const doc = (event.currentTarget as Window).document
  const reason: unknown =
    event.type === 'unhandledrejection'
      ? (event as PromiseRejectionEvent).reason
      : (event as ErrorEvent).error
  if (isChunkLoadError(reason)) return showChunkError(doc, `${reason.name}: ${reason.message}`)
  const error = crashOf(event)
  if (error !== undefined) showCrashScreen(doc, error)
}

/** A behaviour that throws leaves a page that looks fine but does nothing: say so instead. */
export const crashScreen: Behaviour = {
  name: 'crash-screen',
  on: [
    { type: 'error', handle: onError },
    { type: 'unhandledrejection', handle: onError },
    {
      type: 'click',
      selector: `[${CrashAttribute.retry}]`,
      handle: (_event: MouseEvent, button) => button!.ownerDocument.defaultView!.location.reload(),
    },
  ],
}
