import type { Behaviour } from '../core'
import { chat } from './chat'
import { crashScreen } from './crash-screen'
import { deviceDetect } from './device-detect'
import { oneTap } from './one-tap'
import { serviceWorker } from './service-worker'

/** Every behaviour of the page script, in start order. */
export const behaviours: readonly Behaviour[] = [
  crashScreen,
  serviceWorker,
  chat,
  deviceDetect,
  oneTap,
]
