import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/i18n/config'
import { siteConfig } from '@/lib/site-config'
import {
  STATUS_LAST_ATTRIBUTE,
  STATUS_NOTICE_ATTRIBUTE,
  STATUS_NOTICE_STATES,
  STATUS_PLACEHOLDERS,
  STATUS_SINCE_ATTRIBUTE,
  STATUS_TEMPLATE_ATTRIBUTE,
  type StatusNoticeState,
} from '@/lib/status/markup'

export interface StatusNoticeSlotProps {
  /**
   * The status feed the script reads (after the page has settled).
   * @default siteConfig.statusFeed
   */
  feed?: string | null
  /** The offline page: show the state read last, with its time, even when all was well. */
  last?: boolean
}

/**
 * Where "is it just me?" goes, above the content: an empty element naming the feed, filled by the page
 * script (client/status-notice.ts) when the feed reports anything but "all systems operational". Nothing
 * without a feed, so no request either.
 */
export function StatusNoticeSlot({ feed = siteConfig.statusFeed, last }: StatusNoticeSlotProps) {
  if (!feed) return null
  return (
    <div
      {...{
        [STATUS_NOTICE_ATTRIBUTE]: feed,
        [STATUS_LAST_ATTRIBUTE]: last ? '' : undefined,
      }}
    />
  )
}

/** The callout style of each state. */
const kinds: Record<StatusNoticeState, string> = {
  major: 'danger',
  minor: 'warning',
  maintenance: 'warning',
  last: 'warning',
  lastOk: 'note',
}

export interface StatusNoticeTemplatesViewProps {
  /** Each state's text, with the `{affected}`, `{since}` and `{time}` placeholders the script fills. */
  texts: Record<StatusNoticeState, ReactNode>
}

/** The notice of each state, as `<template>`s (see `StatusNoticeTemplates`). */
export function StatusNoticeTemplatesView({ texts }: StatusNoticeTemplatesViewProps) {
  return (
    <>
      {STATUS_NOTICE_STATES.map((state) => (
        <template key={state} {...{ [STATUS_TEMPLATE_ATTRIBUTE]: state }}>
          <aside className={`callout callout--${kinds[state]} status-notice`} role="status">
            <p>{texts[state]}</p>
          </aside>
        </template>
      ))}
    </>
  )
}

/** The values the `StatusNotice` messages take: the script's placeholders and the tags. */
const richValues = {
  ...STATUS_PLACEHOLDERS,
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  period: (chunks: ReactNode) => <span {...{ [STATUS_SINCE_ATTRIBUTE]: '' }}>{chunks}</span>,
  link: (chunks: ReactNode) => <a href={siteConfig.status}>{chunks}</a>,
}

/** A rich-text translator of the `StatusNotice` messages (next-intl's `t.rich`). */
export type StatusNoticeRich = (key: StatusNoticeState, values: typeof richValues) => ReactNode

/** Each state's text from the `StatusNotice` messages, placeholders and tags in place. */
export function statusNoticeTexts(rich: StatusNoticeRich): Record<StatusNoticeState, ReactNode> {
  return Object.fromEntries(
    STATUS_NOTICE_STATES.map((state) => [state, rich(state, richValues)]),
  ) as Record<StatusNoticeState, ReactNode>
}

/**
 * The notice's strings in a language: rendered on the offline page only, where every other page of the
 * language fetches them when it has something to say (lib/status/markup.ts).
 */
export async function StatusNoticeTemplates({ locale }: { locale: Locale }) {
  if (!siteConfig.statusFeed) return null
  const t = await getTranslations({ locale, namespace: 'StatusNotice' })
  return (
    <StatusNoticeTemplatesView texts={statusNoticeTexts((key, values) => t.rich(key, values))} />
  )
}
