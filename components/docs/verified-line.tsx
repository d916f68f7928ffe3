import type { ReactNode } from 'react'

import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'

export interface VerifiedLineProps {
  /** "Checked with Happ 3.25.1 on 22 November 2026", in the page's language. */
  line: ReactNode
  /**
   * What the guide states that no source confirmed (its front matter's `verified.unconfirmed`, in the
   * page's language), with the words that open it; absent when everything was confirmed.
   */
  unconfirmed?: { count: string; intro: string; items: readonly string[] }
}

/**
 * The "Checked with" line under a guide's title. When some of what the guide says could not be
 * confirmed, the line is the summary of a `<details>` listing it, so the reader sees what to take with
 * care: an HTML disclosure, which opens without the page script and in the single-file copy.
 */
export function VerifiedLine({ line, unconfirmed }: VerifiedLineProps) {
  // The line speaks of the guide, not of its topic: search indexes neither it nor the list.
  const ignore = { [SEARCH_IGNORE_ATTRIBUTE]: '' }
  if (!unconfirmed || unconfirmed.items.length === 0)
    return (
      <p className="doc__verified" {...ignore}>
        {line}
      </p>
    )
  return (
    <details className="doc__verified" {...ignore}>
      <summary>
        {line}
        {' · '}
        <span className="doc__unconfirmed-count">{unconfirmed.count}</span>
      </summary>
      <p>{unconfirmed.intro}</p>
      <ul>
        {unconfirmed.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  )
}
