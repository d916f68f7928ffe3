import { UpdateAttribute } from '@/lib/markup'
// Loaded on demand by client/behaviours/service-worker.ts, after the page's load event: registering the
// service worker is never needed before the reader acts.
import { APP_INSTALLED_KEY, offlineStrategy, readOfflineSignals } from '@/lib/pwa/offline-mode'
import { DEBUG_KEY, UPDATE_POPUP_ID, workerUrl } from '@/lib/pwa/params'
import { documentBasePath, withBasePath } from '@/lib/i18n/paths'

import { onDemandTemplate } from './on-demand-template'

/** The worker waiting for the reader's "Refresh" (offline mode only). */
let waiting: ServiceWorker | null = null

/**
 * Shows the update popup from its template (components/pwa/update-popup.tsx, on the offline page), once.
 */
export async function offerUpdate(doc: Document, worker: ServiceWorker): Promise<void> {
  waiting = worker
  const template = await onDemandTemplate(doc, `template#${UPDATE_POPUP_ID}`)
  if (!template || doc.querySelector(`[${UpdateAttribute.popup}]`)) return
  doc.body.append(template.content.cloneNode(true))
}

/**
 * Registers `/sw.js?params={"offlineMode":…,"debug":…}` (docs/offline.md. In offline mode a waiting
 * update is offered in the popup; otherwise the worker activates itself (sw/sw.ts, `install`).
 */
export function register(doc: Document): Promise<void> {
  const win = doc.defaultView!
  const container = win.navigator.serviceWorker
  const offlineMode = offlineStrategy(readOfflineSignals(win)) !== null
  // Under a base path the worker is `<base>/sw.js` (docs/deploy.md, "Mirrors and BASE_PATH".
  const base = documentBasePath(doc)
  let debug = false
  try {
    debug = win.localStorage.getItem(DEBUG_KEY) === 'true'
  } catch {
    // Storage can be blocked; debug stays off.
  }
  const url = withBasePath(base, workerUrl({ offlineMode, debug }))
  // Under a base path the worker also controls the home page `<base>` (no trailing slash), which the
  // server allows with `Service-Worker-Allowed`; a host that does not send it gets the folder's scope.
  const registered = base
    ? container
        .register(url, { scope: base })
        .catch(() => container.register(url, { scope: `${base}/` }))
    : container.register(url, { scope: '/' })
  return registered
    .then((registration) => {
      if (!offlineMode) return
      const offer = () => {
        // Without a controller this is the first install, not an update.
        if (registration.waiting && container.controller)
          void offerUpdate(doc, registration.waiting)
      }
      offer()
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', offer)
      })
    })
    .catch((error: unknown) => console.error('Service worker registration failed:', error))
}

/** `appinstalled`: remembered for the `appInstalled` strategy, and registered again with offline mode on. */
export function installed(doc: Document) {
  try {
    doc.defaultView!.localStorage.setItem(APP_INSTALLED_KEY, 'true')
  } catch {
    // Without storage the installed app still gets offline mode (the standalone strategy).
  }
  return register(doc)
}

/** How long "Refresh" waits for the new worker to take over before it reloads the page anyway. */
export const UPDATE_RELOAD_MS = 5000

/**
 * "Refresh": the waiting worker takes over (sw/sw.ts listens for SKIP_WAITING), then the page reloads. A
 * worker that does not take over within UPDATE_RELOAD_MS still gets the page reloaded, so the tap is never
 * lost: the reloaded page registers again, and offers the update again if it still waits. (WebKit under
 * load was seen with a page still controlled but no registration to be found, and no `controllerchange`.)
 */
export function applyUpdate(win: Window) {
  let reloaded = false
  const reload = () => {
    if (reloaded) return
    reloaded = true
    win.location.reload()
  }
  win.navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
  win.setTimeout(reload, UPDATE_RELOAD_MS)
  waiting?.postMessage({ type: 'SKIP_WAITING' })
}

/** The popup's buttons: "Refresh" applies the update, "Later" hides the popup. */
export function popupAction(button: Element) {
  if (button.getAttribute(UpdateAttribute.action) === 'refresh')
    applyUpdate(button.ownerDocument.defaultView!)
  else button.closest(`[${UpdateAttribute.popup}]`)?.remove()
}
