'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Show the bar only for navigations slower than this. */
export const PROGRESS_DELAY_MS = 200

type NProgressApi = typeof import('nprogress')

/** Is this click a client-side navigation to another page of this site? */
export function isNavigationClick(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return false
  return url.pathname !== location.pathname
}

/** The route progress bar (nprogress), loaded on first use and shown only when a navigation is slow. */
export function RouteProgress() {
  const pathname = usePathname()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const progress = useRef<NProgressApi | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isNavigationClick(event, window.location)) return
      clearTimeout(timer.current)
      timer.current = setTimeout(async () => {
        if (!progress.current) {
          progress.current = (await import('nprogress')).default
          progress.current.configure({
            minimum: 0.08,
            speed: 200,
            trickleSpeed: 800,
            showSpinner: false,
          })
        }
        progress.current.start()
      }, PROGRESS_DELAY_MS)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    clearTimeout(timer.current)
    progress.current?.done()
  }, [pathname])

  return null
}
