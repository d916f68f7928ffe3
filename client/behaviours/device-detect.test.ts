import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DeviceCardsAttribute } from '@/lib/markup'
import type { Device } from '@/lib/source/routes'

import { DeviceCards } from '@/components/home/device-cards'

import { start } from '../core'
import { deviceDetect } from './device-detect'

// The cards read their strings through next-intl on the server (here, the English catalogue) and their
// links from the built content (here, a platform page per device).
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))
vi.mock('@/lib/source', () => ({
  getGuideRoutes: () => ({ android: { happ: '/android/happ' }, ios: { happ: '/ios/happ' } }),
  getDevicePaths: () => ({
    android: '/android',
    ios: '/ios',
    macos: '/macOS',
    tvos: '/tvOS',
    windows: '/windows',
    ps5: '/guides/ps5',
  }),
}))

/** The device cards as `/install` (`detect`) or the home page renders them. */
async function showCards(detect: boolean) {
  document.body.innerHTML = renderToStaticMarkup(await DeviceCards({ locale: 'en', detect }))
}
const card = (device: Device) =>
  document.querySelector(`[${DeviceCardsAttribute.device}="${device}"]`)!
const detected = () => document.querySelectorAll(`[${DeviceCardsAttribute.detected}]`)

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function withBrowser(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints)
}

describe('device-detect', () => {
  it("marks the reader's device card on /install, and that card only", async () => {
    withBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126 Mobile')
    await showCards(true)
    start([deviceDetect])()
    expect(card('android').textContent).toContain('Android')
    expect([...detected()]).toEqual([card('android')])
  })

  it('takes an iPad asking for desktop pages for iOS', async () => {
    withBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)
    await showCards(true)
    start([deviceDetect])()
    expect([...detected()]).toEqual([card('ios')])
  })

  it('marks nothing where the cards do not ask for it, or the device is unknown', async () => {
    withBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126')
    await showCards(false)
    start([deviceDetect])()
    expect(card('windows')).not.toBeNull()
    expect(detected()).toHaveLength(0)
    withBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')
    await showCards(true)
    start([deviceDetect])()
    expect(detected()).toHaveLength(0)
  })
})
