'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import type { Locale } from '@/lib/i18n/config'
import { takeEarlySearchRequest } from '@/lib/search/early-open'

import type { SearchLabels } from './search-dialog.client'

// The dialog, flexsearch and the index load on the first open, never with the page.
const SearchDialog = dynamic(() => import('./search-dialog.client').then((m) => m.SearchDialog), {
  ssr: false,
})

export interface SearchButtonProps {
  locale: Locale
  /** URL of the locale's search file (`/search.json`, `/en/search.json`). */
  indexUrl: string
  labels: SearchLabels & { button: string }
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
const noop = () => () => {}

/** The navbar search button; Ctrl+K / ⌘K and "/" open the dialog too. */
export function SearchButton({ locale, indexUrl, labels }: SearchButtonProps) {
  const [open, setOpenState] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Focus goes back where it was when the dialog opened (the button, or the page for a shortcut).
  const returnFocus = useRef<HTMLElement | null>(null)
  const setOpen = (value: boolean) => {
    if (value && !open) returnFocus.current = document.activeElement as HTMLElement | null
    setOpenState(value)
  }
  const mac = useSyncExternalStore(noop, isMac, () => false)

  // A shortcut or tap that came before hydration (lib/search/early-open.ts) opens the dialog now.
  useEffect(() => {
    if (takeEarlySearchRequest()) setTimeout(() => setOpenState(true))
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      const typing =
        !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        setOpen(true)
      } else if (
        event.key === '/' &&
        !typing &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault()
        setOpen(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }) // re-bound every render: cheap, and it always sees the current `open`

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z"
          />
        </svg>
        <span className="search-button__label">{labels.button}</span>
        <kbd className="search-button__keys" aria-hidden="true">
          {mac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {open ? (
        <SearchDialog
          locale={locale}
          indexUrl={indexUrl}
          labels={labels}
          onClose={() => {
            setOpenState(false)
            returnFocus.current?.focus?.()
          }}
        />
      ) : null}
    </>
  )
}
