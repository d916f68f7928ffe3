import { STATUS_NOTICE_ATTRIBUTE } from '@/lib/status/markup'

import { whenSettled, type Behaviour } from '../core'
import { load, soon } from '../on-demand'

/**
 * "Is it just me?" (components/layout/status-notice.tsx): on a page with the notice's slot, loads the
 * notice (its own chunk, client/status-notice.ts) once the page has settled, so neither the chunk nor the
 * feed is requested before the first paint. A chunk that cannot load is tried again (client/on-demand.ts);
 * until then the page stays as it is.
 */
export const statusNotice: Behaviour = {
  name: 'status-notice',
  init(doc) {
    const slot = doc.querySelector<HTMLElement>(`[${STATUS_NOTICE_ATTRIBUTE}]`)
    if (slot)
      whenSettled(doc.defaultView!, () => {
        void soon(doc.defaultView!, () => load('status-notice')).then(({ showStatusNotice }) =>
          showStatusNotice(slot),
        )
      })
  },
}
