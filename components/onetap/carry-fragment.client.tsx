'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'

import { subscriptionFragment } from '@/lib/subscription'

import { useSubscription } from './use-subscription'

export interface CarryFragmentProps {
  /** CSS selector of the element whose links carry the personal link. */
  within: string
}

/**
 * On `/install`, with a personal link in the tab, the chosen card's link gets `#sub=…` when it is
 * followed: a plain click navigates to it with the fragment; a middle click or "open in new tab" finds
 * the fragment in the link by then. The fragment is added only at that moment, never rendered.
 */
export function CarryFragment({ within }: CarryFragmentProps) {
  const subscription = useSubscription()
  const router = useRouter()

  useEffect(() => {
    const root = document.querySelector<HTMLElement>(within)
    if (!subscription || !root) return
    const fragment = subscriptionFragment(subscription)
    const linkOf = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]')
      return link instanceof HTMLAnchorElement && root.contains(link) ? link : null
    }
    const withFragment = (link: HTMLAnchorElement) =>
      link.getAttribute('href')!.split('#')[0] + fragment
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event)
      if (
        !link ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      // Ahead of next/link's own handler, which would navigate without the fragment.
      event.preventDefault()
      event.stopPropagation()
      router.push(withFragment(link))
    }
    const onOpenElsewhere = (event: Event) => {
      const link = linkOf(event)
      if (link) link.setAttribute('href', withFragment(link))
    }
    root.addEventListener('click', onClick, true)
    root.addEventListener('auxclick', onOpenElsewhere, true)
    root.addEventListener('contextmenu', onOpenElsewhere, true)
    root.setAttribute('data-onetap', '')
    return () => {
      root.removeEventListener('click', onClick, true)
      root.removeEventListener('auxclick', onOpenElsewhere, true)
      root.removeEventListener('contextmenu', onOpenElsewhere, true)
      root.removeAttribute('data-onetap')
    }
  }, [subscription, within, router])

  return null
}
