'use client'

import { useEffect, useState } from 'react'
import { usePathname } from 'next/navigation'

import { parseFragment } from '@/lib/subscription'

import { setSubscription } from './store'

export interface FragmentReaderProps {
  labels: { invalid: string; close: string }
}

/**
 * Reads a personal link (`#sub=…`) on any page, keeps a valid subscription for the tab and removes the
 * fragment from the address bar; an invalid one is dropped with a notice. Runs again after client-side
 * navigation (`/install` carries the fragment into the chosen page) and on `hashchange`.
 */
export function FragmentReader({ labels }: FragmentReaderProps) {
  const pathname = usePathname()
  const [invalid, setInvalid] = useState(false)

  useEffect(() => {
    const read = () => {
      const result = parseFragment(window.location.hash)
      if (result.kind === 'none') return
      // `null` state: Next.js keeps its own history state and syncs its router with the new URL
      // (https://nextjs.org/docs/app/building-your-application/routing/linking-and-navigating#using-the-native-history-api).
      window.history.replaceState(null, '', window.location.pathname + window.location.search)
      if (result.kind === 'valid') {
        setSubscription(result.url)
        setInvalid(false)
      } else {
        setInvalid(true)
      }
    }
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [pathname])

  if (!invalid) return null
  return (
    <div className="onetap-notice" role="status">
      <p>{labels.invalid}</p>
      <button type="button" className="button" onClick={() => setInvalid(false)}>
        {labels.close}
      </button>
    </div>
  )
}
