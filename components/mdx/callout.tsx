import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

export type CalloutType = 'note' | 'tip' | 'warning' | 'danger'

export interface CalloutProps {
  /** @default 'note' */
  type?: CalloutType
  /** Replaces the default title ("Note", "Tip", …). */
  title?: string
  children: ReactNode
}

const types: readonly CalloutType[] = ['note', 'tip', 'warning', 'danger']

/** An aside in the text: note, tip, warning or danger. */
export async function Callout({ type = 'note', title, children }: CalloutProps) {
  if (!types.includes(type))
    throw new Error(`<Callout type="${type}">: type must be one of ${types.join(', ')}`)
  const t = await getTranslations('Mdx')
  return (
    <aside className={`callout callout--${type}`}>
      <p className="callout__title">{title ?? t(type)}</p>
      <div className="callout__body">{children}</div>
    </aside>
  )
}
