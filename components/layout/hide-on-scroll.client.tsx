'use client'

import { useEffect } from 'react'

/** Hides the navbar while the reader scrolls down and shows it again on the way up. */
export function HideOnScroll() {
  useEffect(() => {
    const navbar = document.getElementById('navbar')
    if (!navbar) return
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const hide =
        y > last &&
        y > navbar.offsetHeight &&
        !document.documentElement.hasAttribute('data-menu-open')
      navbar.classList.toggle('navbar--hidden', hide)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return null
}
