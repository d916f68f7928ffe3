import { DeviceCheckAttribute } from '@/lib/device-check'

import type { Behaviour } from '../core'

/**
 * On `/help` pages with "Check my device" (components/help/device-check.tsx): loads the checks (their own
 * chunk, client/device-check.ts) and runs them when the page opens. If the chunk cannot load (offline
 * before the page was stored), the section stays hidden, as without JavaScript.
 */
export const deviceCheck: Behaviour = {
  name: 'device-check',
  init(doc) {
    const section = doc.querySelector<HTMLElement>(`[${DeviceCheckAttribute.section}]`)
    if (section)
      void import('../device-check').then(
        ({ runDeviceCheck }) => runDeviceCheck(section),
        () => {},
      )
  },
}
