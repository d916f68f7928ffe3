/**
 * The contract between the status notice's server markup (components/layout/status-notice.tsx) and the
 * script that fills it in (client/behaviours/status-notice.ts, client/status-notice.ts). The pure feed
 * logic and the kept state are in ./feed.ts.
 *
 * A page that can show the notice carries only its slot: an empty element whose attribute names the feed.
 * The notice's strings are `<template>`s the offline page of each language renders; another page fetches
 * them from there (the service worker keeps the offline pages), so a page costs the slot and nothing more
 * when all is well.
 */

import type { OnDemandName } from '../on-demand'

/** The slot's attribute: the feed URL. The notice is put inside the slot. */
export const STATUS_NOTICE_ATTRIBUTE = 'data-status-notice'

/** On the offline page's slot: show the last state read, with its time, even when all was well. */
export const STATUS_LAST_ATTRIBUTE = 'data-status-last'

/** A template's attribute, naming its state. */
export const STATUS_TEMPLATE_ATTRIBUTE = 'data-status-template'

/**
 * The notice's states: the feed's indicator now (`major` for major and critical), or on the offline
 * page the state read last, with its time (`last`; `lastOk` when all was well).
 */
export const STATUS_NOTICE_STATES = ['major', 'minor', 'maintenance', 'last', 'lastOk'] as const
export type StatusNoticeState = (typeof STATUS_NOTICE_STATES)[number]

/** The part of a template that says since when: removed when the feed does not say. */
export const STATUS_SINCE_ATTRIBUTE = 'data-status-since'

/** Placeholders in the templates' text, filled by the script (ICU would format them at build time). */
export const STATUS_PLACEHOLDERS = {
  affected: '{affected}',
  since: '{since}',
  time: '{time}',
} as const
export type StatusPlaceholder = keyof typeof STATUS_PLACEHOLDERS

/**
 * The name of the notice's on-demand chunk (scripts/build/client.ts writes `<name>.<hash>.js`), which the
 * service worker keeps with the offline pages (scripts/build/service-worker.ts).
 */
export const STATUS_NOTICE_CHUNK = 'status-notice' satisfies OnDemandName
