import { describe, expect, it } from 'vitest'

import { detectDevice } from './detect-device'

describe('detectDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36',
      0,
      'android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
      0,
      'macos',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
      0,
      'windows',
    ],
    ['Mozilla/5.0 (PlayStation 5 6.00) AppleWebKit/605.1.15 (KHTML, like Gecko)', 0, 'ps5'],
  ] as const)('%s → %s', (ua, touch, device) => {
    expect(detectDevice(ua, touch)).toBe(device)
  })
  it('returns undefined for an unknown device', () => {
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Firefox/130', 0)).toBeUndefined()
  })
})
