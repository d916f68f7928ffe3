import type { Behaviour } from '../core'
import { search } from './search'

/** Every behaviour of the page script, in start order. */
export const behaviours: readonly Behaviour[] = [search]
