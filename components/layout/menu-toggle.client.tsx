'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

export interface MenuToggleProps {
  openLabel: string
  closeLabel: string
}

/** The menu button below 996 px: opens the page's `#site-menu` (navbar links and the sidebar) as a drawer. */
export function MenuToggle({ openLabel, closeLabel }: MenuToggleProps) {
  const pathname = usePathname()
  // The menu is open on the page where it was opened: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)

  useEffect(() => {
    const root = document.documentElement
    if (open) root.setAttribute('data-menu-open', '')
    else root.removeAttribute('data-menu-open')
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onClick = (event: Event) => {
      const target = event.target as Element
      if (target.closest('.menu-backdrop') || target.closest('#site-menu a')) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open]) // eslint-disable-line react-hooks/exhaustive-deps -- setOpen only wraps setOpenOn

  return (
    <button
      type="button"
      className="menu-toggle"
      aria-controls="site-menu"
      aria-expanded={open}
      aria-label={open ? closeLabel : openLabel}
      onClick={() => setOpen(!open)}
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
        />
      </svg>
    </button>
  )
}
