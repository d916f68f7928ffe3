import type { ReactNode } from 'react'

/** Numbered steps: every `###` heading inside starts a step (numbered by CSS counters). */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>
}
