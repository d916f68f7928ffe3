import type { Behaviour } from '../core'
import { hideOnScroll } from './hide-on-scroll'
import { menu } from './menu'
import { prefetchOnIntent } from './prefetch'
import { progress } from './progress'
import { theme } from './theme'

/** Every behaviour of the page script, in start order. */
export const behaviours: readonly Behaviour[] = [
  theme,
  menu,
  hideOnScroll,
  prefetchOnIntent,
  progress,
]
