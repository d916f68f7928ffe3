import { DeviceCardsAttribute } from '@/lib/markup'
import { detectDevice } from '@/lib/detect-device'

import type { Behaviour } from '../core'

/**
 * On `/install` (`.device-cards[data-detect]`, components/home/device-cards.tsx): marks the reader's own
 * device card, which CSS highlights and moves first. Without the script every card is a plain link.
 */
export const deviceDetect: Behaviour = {
  name: 'device-detect',
  // The reader's own device card is marked on the first screen of /install.
  firstScreen: true,
  init(doc) {
    const cards = doc.querySelector(`[${DeviceCardsAttribute.detect}]`)
    if (!cards) return
    const { userAgent, maxTouchPoints } = doc.defaultView!.navigator
    const device = detectDevice(userAgent, maxTouchPoints)
    if (device)
      cards
        .querySelector(`[${DeviceCardsAttribute.device}="${device}"]`)
        ?.setAttribute(DeviceCardsAttribute.detected, '')
  },
}
