'use client'

import type { ServiceWorkerRegisterProps } from './sw-register.client'

export interface UpdatePopupProps {
  worker: ServiceWorker
  labels: ServiceWorkerRegisterProps['labels']
  onDismiss: () => void
}

/** "A new version is available" + "Refresh": activates the waiting worker, then reloads once it controls the page. */
export function UpdatePopup({ worker, labels, onDismiss }: UpdatePopupProps) {
  const refresh = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    worker.postMessage({ type: 'SKIP_WAITING' })
  }
  return (
    <div className="update-popup" role="alertdialog" aria-label={labels.updateAvailable}>
      <p>{labels.updateAvailable}</p>
      <div className="update-popup__actions">
        <button type="button" className="button button--primary" onClick={refresh}>
          {labels.refresh}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {labels.later}
        </button>
      </div>
    </div>
  )
}
