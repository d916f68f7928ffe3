import type { Behaviour } from '../core'
import { announcement } from './announcement'
import { backToTop } from './back-to-top'
import { codeActions } from './code-actions'
import { hideOnScroll } from './hide-on-scroll'
import { menu } from './menu'
import { prefetchOnIntent } from './prefetch'
import { progress } from './progress'
import { search } from './search'
import { sidebarCollapse, sidebarScroll, sidebarSections } from './sidebar'
import { theme } from './theme'
import { toc } from './toc'

/** Every behaviour of the page script, in start order. */
export const behaviours: readonly Behaviour[] = [
  theme,
  announcement,
  menu,
  hideOnScroll,
  sidebarCollapse,
  sidebarScroll,
  sidebarSections,
  toc,
  backToTop,
  codeActions,
  prefetchOnIntent,
  progress,
  search,
]
