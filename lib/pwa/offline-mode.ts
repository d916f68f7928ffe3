/** localStorage key set when the `appinstalled` event fired (the `appInstalled` strategy). */
export const APP_INSTALLED_KEY = 'appInstalled'
/** sessionStorage key keeping `?offlineMode=true` for the rest of the tab's visit. */
export const QUERY_OFFLINE_KEY = 'offlineMode'

/** The strategies that turn offline mode on, as the page sees them. */
export interface OfflineSignals {
  /** `appinstalled` fired once on this device. */
  appInstalled: boolean
  /** Opened as an installed app: display-mode standalone, or `navigator.standalone` on iOS. */
  standalone: boolean
  /** `?offlineMode=true` in this URL or earlier in this tab. */
  queryString: boolean
}

/** The strategy that holds, or null when offline mode is off. */
export function offlineStrategy(signals: OfflineSignals): keyof OfflineSignals | null {
  if (signals.appInstalled) return 'appInstalled'
  if (signals.standalone) return 'standalone'
  if (signals.queryString) return 'queryString'
  return null
}

/** Reads the signals from the browser (and remembers the query string for the tab). */
export function readOfflineSignals(win: Window): OfflineSignals {
  const query = new URLSearchParams(win.location.search).get('offlineMode')
  let queryString = false
  let appInstalled = false
  try {
    if (query === 'true') win.sessionStorage.setItem(QUERY_OFFLINE_KEY, 'true')
    if (query === 'false') win.sessionStorage.removeItem(QUERY_OFFLINE_KEY)
    queryString = win.sessionStorage.getItem(QUERY_OFFLINE_KEY) === 'true'
    appInstalled = win.localStorage.getItem(APP_INSTALLED_KEY) === 'true'
  } catch {
    queryString = query === 'true'
  }
  const standalone =
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  return { appInstalled, standalone, queryString }
}
