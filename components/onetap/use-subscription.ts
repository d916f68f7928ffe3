import { useSyncExternalStore } from 'react'

import { getSubscription, subscribeSubscription } from './store'

/** The tab's subscription; `null` on the server and during hydration, so static HTML stays as it is. */
export function useSubscription(): string | null {
  return useSyncExternalStore(subscribeSubscription, getSubscription, () => null)
}
