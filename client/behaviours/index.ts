import type { Behaviour } from '../core'
import { announcement } from './announcement'
import { backToTop } from './back-to-top'
import { chat } from './chat'
import { codeActions } from './code-actions'
import { crashScreen } from './crash-screen'
import { deviceCheck } from './device-check'
import { deviceDetect } from './device-detect'
import { hideOnScroll } from './hide-on-scroll'
import { keepPlaceBehaviour } from './keep-place'
import { menu } from './menu'
import { oneTap } from './one-tap'
import { prefetchOnIntent } from './prefetch'
import { progress } from './progress'
import { search } from './search'
import { serviceWorker } from './service-worker'
import { sidebarCollapse, sidebarScroll, sidebarSections } from './sidebar'
import { statusNotice } from './status-notice'
import { theme } from './theme'
import { toc } from './toc'

/** Every behaviour of the page script, in start order: the crash screen first, so it sees the rest fail. */
export const behaviours: readonly Behaviour[] = [
  crashScreen,
  ...(__COLOR_MODE_SWITCH__ ? [theme] : []),
  announcement,
  menu,
  hideOnScroll,
  sidebarCollapse,
  sidebarScroll,
  sidebarSections,
  toc,
  keepPlaceBehaviour,
  backToTop,
  codeActions,
  prefetchOnIntent,
  progress,
  search,
  oneTap,
  deviceDetect,
  deviceCheck,
  statusNotice,
  serviceWorker,
  chat,
]
