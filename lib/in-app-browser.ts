/**
 * In-app browsers: the page a bot's link opens inside a messenger is shown by the messenger's own
 * WebView, where custom-scheme links (`happ://…`) often open nothing. What the page can tell about it,
 * from the messengers' own code:
 *
 * - Telegram for Android shows ordinary links in its own browser (on by default; `Browser.java`,
 *   `SharedConfig.inappBrowser`) and exposes `window.TelegramWebview` to them (`BotWebViewContainer.java`:
 *   `addJavascriptInterface(webViewProxy, "TelegramWebview")`; older versions `TelegramWebviewProxy`). Its
 *   user agent carries no Telegram token for ordinary pages (only bots get `Telegram-Android/<version>`).
 * - Telegram for iOS injects `TelegramWebviewProxy` and `TelegramWebviewProxyProto` into every page of
 *   its browser (`BrowserUI/Sources/BrowserWebContent.swift`); the user agent looks like Mobile Safari.
 * - Instagram and Facebook name themselves in the user agent (`Instagram`, `FBAN`/`FBAV`/`FB_IAB`; the
 *   same tokens as the `inapp-spy` and `ua-parser-js` libraries).
 *
 * Nothing else is guessed: an unknown WebView is treated as a browser.
 */

/** The in-app browsers the page can name. */
export type InAppBrowser = 'telegram' | 'instagram' | 'facebook'

/** What the page sees: the names on `window` and the user agent. */
export interface BrowserSignals {
  /** Whether `name in window`. */
  has: (name: string) => boolean
  userAgent: string
}

const telegramGlobals = ['TelegramWebview', 'TelegramWebviewProxy', 'TelegramWebviewProxyProto']

/** The in-app browser the page runs in, or `null` for a browser (or a WebView it cannot name). */
export function inAppBrowser({ has, userAgent }: BrowserSignals): InAppBrowser | null {
  if (telegramGlobals.some(has)) return 'telegram'
  if (/\bInstagram\b/.test(userAgent)) return 'instagram'
  if (/\bFB(AN|AV|_IAB)\b|\bFB\w*\/|\bFacebook\b/.test(userAgent)) return 'facebook'
  return null
}
