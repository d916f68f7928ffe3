import type { ReactNode } from 'react'

import type { ImportLink } from '@/lib/apps'
import {
  type ImportLinkData,
  type OneTapAction,
  OneTapAttribute,
  OneTapClass,
} from '@/lib/onetap/markup'

/** `data-onetap="<action>"` as a prop object. */
export const action = (name: OneTapAction) => ({ [OneTapAttribute.action]: name })
/** The mark of a part shown only for a link the guide's app can take. */

/** The attributes of a one-tap box: its import template as JSON and the profile name. */
export function boxAttributes(importLink: ImportLink | null, profileName: string) {
  const data: ImportLinkData | null = importLink
  return {
    [OneTapAttribute.box]: '',
    [OneTapAttribute.importLink]: data ? JSON.stringify(data) : undefined,
    [OneTapAttribute.profileName]: profileName,
  }
}

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
  /** The text shown when the tab has no subscription (and without JavaScript). */
  children: ReactNode
}

/**
 * "Add to <App>" (a custom-scheme link the client script fills in) and "Copy link", then `children`: the
 * row of buttons of the one-tap box and of the card at the top of a personal guide.
 */
export function PersonalActions({
  importLink,
  labels,
  children,
}: {
  importLink: ImportLink | null
  labels: { add: string; copy: string; copied: string }
  children?: ReactNode
}) {
  return (
    <div className={OneTapClass.actions}>
      {importLink ? (
        <a className="button button--primary" {...action('add')}>
          {labels.add}
        </a>
      ) : null}
      <button
        type="button"
        className="button"
        {...action('copy')}
        {...{ [OneTapAttribute.copied]: labels.copied }}
      >
        {labels.copy}
      </button>
      {children}
    </div>
  )
}

/**
 * The one-tap import for the reader's own subscription. The page shows `children`; opened from a personal
 * link (`#sub=…`), the client script (client/behaviours/one-tap.ts) replaces them with the template's
 * "Add to <App>", "Copy link" and "Forget this link". The import link is built from the registry template in
 * `data-import-link`: its scheme comes from there, never from the fragment.
 */
export function OneTapActions({
  importLink,
  profileName,
  qr,
  labels,
  children,
}: OneTapActionsProps) {
  return (
    <div {...boxAttributes(importLink, profileName)}>
      <div {...{ [OneTapAttribute.static]: '' }}>{children}</div>
      <template>
        <div className={OneTapClass.personal}>
          <p>{labels.body}</p>
          <PersonalActions importLink={importLink} labels={labels}>
            <button type="button" className="button button--quiet" {...action('forget')}>
              {labels.forget}
            </button>
          </PersonalActions>
          {importLink?.fallback ? (
            <p className="one-tap__fallback">
              <a rel="noreferrer" {...action('fallback')}>
                {labels.fallback}
              </a>
            </p>
          ) : null}
          <p className="one-tap__kept">{labels.kept}</p>
          {qr ? (
            <figure className={OneTapClass.qr} {...{ [OneTapAttribute.qrAlt]: labels.qrAlt }}>
              <figcaption>
                <strong>{labels.qrTitle}</strong> {labels.qrHint}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </template>
    </div>
  )
}
