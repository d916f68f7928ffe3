'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'

import type { ImportLink } from '@/lib/apps'
import { media } from '@/lib/design-tokens'
import { buildImportLinks, subscriptionFragment } from '@/lib/subscription'

import { setSubscription } from './store'
import { useSubscription } from './use-subscription'

export interface OneTapActionsProps {
  /** The app's registry template, or `null` when it has no import link (v2rayN). */
  importLink: ImportLink | null
  /** Profile name given to apps that take one (the brand). */
  profileName: string
  /** A phone (or TV) guide: a desktop reader gets a QR code of the page. */
  qr: boolean
  labels: {
    body: string
    add: string
    fallback: string
    copy: string
    copied: string
    forget: string
    kept: string
    qrTitle: string
    qrHint: string
    qrAlt: string
  }
  /** The server-rendered text shown when there is no subscription (and before hydration). */
  children: ReactNode
}

/** The one-tap import for the reader's own subscription, when the page was opened from a personal link. */
export function OneTapActions({
  importLink,
  profileName,
  qr,
  labels,
  children,
}: OneTapActionsProps) {
  const subscription = useSubscription()
  const [copied, setCopied] = useState(false)
  if (!subscription) return <>{children}</>
  const links = importLink ? buildImportLinks(importLink, subscription, profileName) : null

  const copy = async () => {
    await navigator.clipboard.writeText(subscription)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  return (
    <div className="one-tap__personal">
      <p>{labels.body}</p>
      <div className="one-tap__actions">
        {links ? (
          <a className="button button--primary" href={links.primary} data-onetap="add">
            {labels.add}
          </a>
        ) : null}
        <button type="button" className="button" onClick={copy} data-onetap="copy">
          {copied ? labels.copied : labels.copy}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => setSubscription(null)}
          data-onetap="forget"
        >
          {labels.forget}
        </button>
      </div>
      {links?.fallback ? (
        <p className="one-tap__fallback">
          <a href={links.fallback} rel="noreferrer" data-onetap="fallback">
            {labels.fallback}
          </a>
        </p>
      ) : null}
      <p className="one-tap__kept">{labels.kept}</p>
      {qr ? <PhoneQr subscription={subscription} labels={labels} /> : null}
    </div>
  )
}

/** A QR code of this guide with the personal link, for a desktop reader of a phone guide. */
function PhoneQr({
  subscription,
  labels,
}: {
  subscription: string
  labels: OneTapActionsProps['labels']
}) {
  const pathname = usePathname()
  const [qr, setQr] = useState<{ text: string; size: number; path: string } | null>(null)

  useEffect(() => {
    if (!window.matchMedia(media.desktop).matches) return
    let live = true
    const text = `${window.location.origin}${pathname}${subscriptionFragment(subscription)}`
    // The QR encoder is loaded only here, on demand; it runs in the browser and sends nothing.
    import('uqr').then(({ encode }) => {
      if (!live) return
      const { data, size } = encode(text, { ecc: 'M', border: 4 })
      let path = ''
      data.forEach((row, y) =>
        row.forEach((dark, x) => {
          if (dark) path += `M${x} ${y}h1v1h-1z`
        }),
      )
      setQr({ text, size, path })
    })
    return () => {
      live = false
    }
  }, [pathname, subscription])

  if (!qr) return null
  return (
    <figure className="one-tap__qr">
      <svg
        role="img"
        aria-label={labels.qrAlt}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width="200"
        height="200"
        shapeRendering="crispEdges"
        data-qr-text={qr.text}
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption>
        <strong>{labels.qrTitle}</strong> {labels.qrHint}
      </figcaption>
    </figure>
  )
}
