'use client'

import { useEffect, useState } from 'react'

/** Appears after the reader has scrolled down a screen; scrolls back to the top. */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      className="back-to-top"
      data-visible={visible || undefined}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 15 6-6 6 6" />
      </svg>
    </button>
  )
}
