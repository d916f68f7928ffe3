/** localStorage key that turns on the worker's debug logging (docs/offline.md. */
export const DEBUG_KEY = 'sw-debug'

/**
 * The locale-free path of the offline page. The service worker keeps it in every mode, so it also carries
 * the templates of rare notices (the update popup, the status notice), fetched only when one is shown
 * (client/on-demand-template.ts) instead of being parsed on every page.
 */
export const OFFLINE_PATH = '/offline'

/** id of the `<template>` holding the update popup (components/pwa/update-popup.tsx, on the offline page). */
export const UPDATE_POPUP_ID = 'update-popup'

/** What the page tells the service worker through its registration URL (`/sw.js?params=<json>`). */
export interface WorkerParams {
  /** Precache the whole site and serve it cache-first. */
  offlineMode: boolean
  /** Log the worker's decisions to the console. */
  debug: boolean
}

/** The registration URL: `/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D`. */
export function workerUrl(params: WorkerParams): string {
  const json = JSON.stringify({ offlineMode: params.offlineMode, debug: params.debug })
  return `/sw.js?params=${encodeURIComponent(json)}`
}

/** Reads the params back in the worker; anything malformed means the defaults (no offline mode, quiet). */
export function parseWorkerParams(search: string): WorkerParams {
  try {
    const raw = new URLSearchParams(search).get('params')
    const value = raw ? (JSON.parse(raw) as Partial<WorkerParams>) : {}
    return { offlineMode: value.offlineMode === true, debug: value.debug === true }
  } catch {
    return { offlineMode: false, debug: false }
  }
}
