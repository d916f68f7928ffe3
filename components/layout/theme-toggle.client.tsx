'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { SiteConfig } from '@/lib/site-config'
import { resolveColorMode, THEME_STORAGE_KEY, type ColorMode } from '@/lib/theme'

export interface ThemeToggleProps {
  labels: Record<ColorMode, string>
  config: SiteConfig['colorMode']
}

const root = () => document.documentElement

/** The mode on screen is the `data-theme` attribute set before paint; React only mirrors it. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/** Light/dark switch: stored in localStorage `theme`, synced across tabs through the storage event. */
export function ThemeToggle({ labels, config }: ThemeToggleProps) {
  const mode = useSyncExternalStore(
    subscribe,
    () => (root().getAttribute('data-theme') === 'light' ? 'light' : 'dark'),
    () => config.defaultMode,
  )

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return
      const next = resolveColorMode(
        event.newValue,
        matchMedia('(prefers-color-scheme: dark)').matches,
        config,
      )
      root().setAttribute('data-theme', next)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [config])

  const toggle = () => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark'
    localStorage.setItem(THEME_STORAGE_KEY, next)
    root().setAttribute('data-theme', next)
  }

  return (
    <button type="button" className="icon-button" aria-label={labels[mode]} onClick={toggle}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path fill="currentColor" d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9Z" />
      </svg>
    </button>
  )
}
