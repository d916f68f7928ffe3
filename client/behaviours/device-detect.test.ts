import { getByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { start } from '../core'
import { deviceDetect } from './device-detect'

const cards = (detect: boolean) => `<div class="device-cards" ${detect ? 'data-detect' : ''}><ul>
  <li class="device-card" data-device="android"><a href="/android">Android</a></li>
  <li class="device-card" data-device="windows"><a href="/windows">Windows</a></li>
  <li class="device-card" data-device="ios"><a href="/ios">iOS</a></li>
</ul></div>`

const card = (name: string) => getByRole(document.body, 'link', { name }).closest('li')!

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function withBrowser(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints)
}

describe('device-detect', () => {
  it("marks the reader's device card on /install", () => {
    withBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126 Mobile')
    document.body.innerHTML = cards(true)
    start([deviceDetect])()
    expect(card('Android').hasAttribute('data-detected')).toBe(true)
    expect(card('Windows').hasAttribute('data-detected')).toBe(false)
  })

  it('takes an iPad asking for desktop pages for iOS', () => {
    withBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)
    document.body.innerHTML = cards(true)
    start([deviceDetect])()
    expect(card('iOS').hasAttribute('data-detected')).toBe(true)
  })

  it('marks nothing where the cards do not ask for it, or the device is unknown', () => {
    withBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126')
    document.body.innerHTML = cards(false)
    start([deviceDetect])()
    expect(document.querySelector('[data-detected]')).toBeNull()
    withBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')
    document.body.innerHTML = cards(true)
    start([deviceDetect])()
    expect(document.querySelector('[data-detected]')).toBeNull()
  })
})
