import type { ReactNode } from 'react'

import { contactLinks, siteConfig, type ContactLinkId } from '@/lib/site-config'

/** A link to one of the service's contacts from the site config (`<ContactLink to="bot">`). */
export function ContactLink({ to, children }: { to: ContactLinkId; children: ReactNode }) {
  const href = contactLinks[to]
  if (!href)
    throw new Error(
      `<ContactLink to="${to}">: to must be one of ${Object.keys(contactLinks).join(', ')}`,
    )
  return <a href={href}>{children}</a>
}

type LegalField = keyof typeof siteConfig.legal

/** A legal detail from the site config (`<Legal field="companyName" />`). */
export function Legal({ field }: { field: LegalField }) {
  const value = siteConfig.legal[field]
  if (value === undefined) throw new Error(`<Legal field="${field}">: unknown field`)
  return field === 'email' ? <a href={`mailto:${value}`}>{value}</a> : <>{value}</>
}
