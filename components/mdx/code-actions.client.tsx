'use client'

import { useRef, useState } from 'react'

export interface CodeActionsProps {
  labels: { copy: string; copied: string; wrap: string }
}

/** Copy and word-wrap buttons of a code block. */
export function CodeActions({ labels }: CodeActionsProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  const [wrapped, setWrapped] = useState(false)
  const block = () => ref.current?.closest('.code-block')

  const copy = async () => {
    const code = block()?.querySelector('pre code') ?? block()?.querySelector('pre')
    if (!code) return
    await navigator.clipboard.writeText(code.textContent ?? '')
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  const toggleWrap = () => {
    block()?.classList.toggle('code-block--wrap', !wrapped)
    setWrapped(!wrapped)
  }

  return (
    <div className="code-block__actions" ref={ref}>
      <button
        type="button"
        aria-label={labels.wrap}
        title={labels.wrap}
        aria-pressed={wrapped}
        onClick={toggleWrap}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5"
          />
        </svg>
      </button>
      <button
        type="button"
        aria-label={copied ? labels.copied : labels.copy}
        title={labels.copy}
        onClick={copy}
        data-copied={copied || undefined}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d={copied ? 'm5 12 5 5L20 7' : 'M9 9h10v12H9zM5 15V3h10'}
          />
        </svg>
        <span className="code-block__status" aria-live="polite">
          {copied ? labels.copied : ''}
        </span>
      </button>
    </div>
  )
}
