'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { APP_INSTALLED_KEY, offlineStrategy, readOfflineSignals } from '@/lib/pwa/offline-mode'
import { workerUrl } from '@/lib/pwa/params'

// The popup only loads when an update is actually waiting.
const UpdatePopup = dynamic(() => import('./update-popup.client').then((m) => m.UpdatePopup), {
  ssr: false,
})

/** localStorage key that turns on the worker's debug logging. */
const DEBUG_KEY = 'sw-debug'

export interface ServiceWorkerRegisterProps {
  labels: { updateAvailable: string; refresh: string; later: string }
}

/**
 * Registers `/sw.js` in production builds with `params` = `{"offlineMode":…,"debug":…}`. In offline mode a
 * waiting update is offered in a popup and applied only when the reader accepts; otherwise the worker
 * activates itself at once.
 */
export function ServiceWorkerRegister({ labels }: ServiceWorkerRegisterProps) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null)

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return

    const register = () => {
      const offlineMode = offlineStrategy(readOfflineSignals(window)) !== null
      let debug = false
      try {
        debug = localStorage.getItem(DEBUG_KEY) === 'true'
      } catch {
        // Storage can be blocked; debug stays off.
      }
      navigator.serviceWorker
        .register(workerUrl({ offlineMode, debug }), { scope: '/' })
        .then((registration) => {
          if (!offlineMode) return
          const offer = () => {
            if (registration.waiting && navigator.serviceWorker.controller)
              setWaiting(registration.waiting)
          }
          offer()
          registration.addEventListener('updatefound', () => {
            registration.installing?.addEventListener('statechange', offer)
          })
        })
        .catch((error: unknown) => console.error('Service worker registration failed:', error))
    }

    const onInstalled = () => {
      try {
        localStorage.setItem(APP_INSTALLED_KEY, 'true')
      } catch {
        // Without storage the app stays in offline mode through the standalone strategy.
      }
      register()
    }
    window.addEventListener('appinstalled', onInstalled)
    register()
    return () => window.removeEventListener('appinstalled', onInstalled)
  }, [])

  if (!waiting) return null
  return <UpdatePopup worker={waiting} labels={labels} onDismiss={() => setWaiting(null)} />
}
