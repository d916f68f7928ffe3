import { describe, expect, it } from 'vitest'

import { inAppBrowser } from './in-app-browser'

// User agents as the messengers send them (inapp-spy's fixtures, src/tests/mobile.ts).
const chromeAndroid =
  'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36'
const safariIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const instagram =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98'
const facebook =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/466.0.0.47.108;]'

const on = (names: string[]) => (name: string) => names.includes(name)

describe('inAppBrowser', () => {
  it("knows Telegram's browser by the names it puts on window, on Android and iOS", () => {
    expect(inAppBrowser({ has: on(['TelegramWebview']), userAgent: chromeAndroid })).toBe(
      'telegram',
    )
    expect(inAppBrowser({ has: on(['TelegramWebviewProxy']), userAgent: safariIos })).toBe(
      'telegram',
    )
    expect(inAppBrowser({ has: on(['TelegramWebviewProxyProto']), userAgent: safariIos })).toBe(
      'telegram',
    )
  })

  it('knows Instagram and Facebook by their user agents', () => {
    expect(inAppBrowser({ has: on([]), userAgent: instagram })).toBe('instagram')
    expect(inAppBrowser({ has: on([]), userAgent: facebook })).toBe('facebook')
  })

  it('takes a browser for a browser', () => {
    expect(inAppBrowser({ has: on([]), userAgent: chromeAndroid })).toBeNull()
    expect(inAppBrowser({ has: on([]), userAgent: safariIos })).toBeNull()
    expect(
      inAppBrowser({ has: on(['Telegram']), userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }),
    ).toBeNull()
  })
})
