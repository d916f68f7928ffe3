/**
 * The reader's subscription for this tab only: kept in sessionStorage (never localStorage), so moving
 * between guides keeps the import buttons and closing the tab forgets it. Used by the one-tap islands.
 */
import { validateSubscription } from '@/lib/subscription'

const key = 'onetap:subscription'
const listeners = new Set<() => void>()

/** The stored subscription, checked again on every read, or `null`. */
export function getSubscription(): string | null {
  try {
    const value = window.sessionStorage.getItem(key)
    return value ? validateSubscription(value) : null
  } catch {
    // Storage disabled (some private modes): the buttons simply do not appear.
    return null
  }
}

/** Stores a validated subscription, or forgets it with `null`. */
export function setSubscription(url: string | null) {
  try {
    if (url) window.sessionStorage.setItem(key, url)
    else window.sessionStorage.removeItem(key)
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

/** For `useSyncExternalStore`. */
export function subscribeSubscription(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
