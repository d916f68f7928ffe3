import { UpdateAttribute } from '@/lib/markup'
import { whenSettled, type Behaviour } from '../core'
import { load as loadPart, soon } from '../on-demand'

/** Only production builds register: a worker caching `npm run dev` pages would serve stale code. */
const canRegister = (win: Window) =>
  process.env.NODE_ENV === 'production' && 'serviceWorker' in win.navigator

// The registration and the update popup load on demand (their own chunk): see client/sw-register.ts.
const load = () => loadPart('sw-register')

/**
 * Registers the service worker (docs/offline.md once the page has settled; in offline mode a
 * waiting update is offered in the popup of components/pwa/update-popup.tsx.
 */
export const serviceWorker: Behaviour = {
  name: 'service-worker',
  init(doc) {
    const win = doc.defaultView!
    if (!canRegister(win)) return
    // Once the page has settled, so the worker's own downloads never compete with the page's.
    whenSettled(win, () => void soon(win, load).then((sw) => sw.register(doc)))
  },
  on: [
    {
      type: 'appinstalled',
      handle(event: Event) {
        const win = event.currentTarget as Window
        if (canRegister(win)) void load().then((sw) => sw.installed(win.document))
      },
    },
    {
      type: 'click',
      selector: `[${UpdateAttribute.action}]`,
      handle: (_event: MouseEvent, button) => void load().then((sw) => sw.popupAction(button!)),
    },
  ],
}
