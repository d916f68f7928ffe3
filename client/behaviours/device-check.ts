import { DeviceCheckAttribute } from '@/lib/device-check'

import type { Behaviour } from '../core'
import { load, soon } from '../on-demand'

/**
 * On `/help` pages with "Check my device" (components/help/device-check.tsx): loads the checks (their own
 * chunk, client/device-check.ts) and runs them when the page opens. Until the chunk loads (it is tried
 * again: client/on-demand.ts), the section stays hidden, as without JavaScript.
 */
export const deviceCheck: Behaviour = {
  name: 'device-check',
  init(doc) {
    const section = doc.querySelector<HTMLElement>(`[${DeviceCheckAttribute.section}]`)
    if (section)
      void soon(doc.defaultView!, () => load('device-check')).then(({ runDeviceCheck }) =>
        runDeviceCheck(section),
      )
  },
}
