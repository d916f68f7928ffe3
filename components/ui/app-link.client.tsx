'use client'

import Link from 'next/link'
import { useSyncExternalStore, type ComponentProps } from 'react'

import { shouldSkipPrefetch, type ConnectionInfo } from '@/lib/connection'

type NavigatorWithConnection = Navigator & {
  connection?: ConnectionInfo & EventTarget
}

function subscribe(onChange: () => void) {
  const connection = (navigator as NavigatorWithConnection).connection
  connection?.addEventListener?.('change', onChange)
  return () => connection?.removeEventListener?.('change', onChange)
}

const isSlow = () => shouldSkipPrefetch((navigator as NavigatorWithConnection).connection)

/** `next/link` that does not prefetch on 2g or Save-Data connections. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const slow = useSyncExternalStore(subscribe, isSlow, () => false)
  return <Link {...props} prefetch={slow ? false : props.prefetch} />
}
