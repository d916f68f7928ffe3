'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

import { shouldSkipPrefetch, type ConnectionInfo } from '@/lib/connection'

type NavigatorWithConnection = Navigator & { connection?: ConnectionInfo }

/**
 * `next/link` that prefetches on intent (pointer over or touch on the link), never for every link in view:
 * a guide's payload is ~55 KB and the sidebar holds 30 links, which is too much for a reader on a slow or
 * metered connection. Nothing is prefetched on 2g or with Save-Data.
 */
export function AppLink({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const router = useRouter()
  const href = typeof props.href === 'string' ? props.href : null
  const prefetch = () => {
    if (!href || shouldSkipPrefetch((navigator as NavigatorWithConnection).connection)) return
    router.prefetch(href)
  }
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
    />
  )
}
