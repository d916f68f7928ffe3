import type { Behaviour } from '../core'

/** Every behaviour of the page script, in start order. */
export const behaviours: readonly Behaviour[] = []
