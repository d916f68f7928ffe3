import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ChatWidget, scheduleChat, type ChatWidgetProps } from './chat-widget.client'

const props: ChatWidgetProps = {
  baseUrl: 'https://chat.example.com',
  websiteToken: 'token-1',
  launcherTitle: 'Have questions?',
}

const sdk = () => document.querySelector<HTMLScriptElement>('script[data-chat-sdk]')
let idle: IdleRequestCallback[] = []

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb))
  vi.stubGlobal('cancelIdleCallback', () => {})
})
afterEach(() => {
  sdk()?.remove()
  delete window.chatwootSettings
  delete window.chatwootSDK
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
const runIdle = () =>
  idle.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 1 }))

describe('scheduleChat', () => {
  it('adds nothing until the page is idle, then the SDK with the settings; run once loaded', () => {
    const stop = scheduleChat(props)
    expect(sdk()).toBeNull()
    runIdle()
    expect(sdk()?.src).toBe('https://chat.example.com/packs/js/sdk.js')
    expect(window.chatwootSettings).toEqual({
      position: 'left',
      type: 'expanded_bubble',
      useBrowserLanguage: true,
      launcherTitle: 'Have questions?',
    })
    const run = vi.fn()
    window.chatwootSDK = { run }
    sdk()!.dispatchEvent(new Event('load'))
    expect(run).toHaveBeenCalledWith({
      websiteToken: 'token-1',
      baseUrl: 'https://chat.example.com',
    })
    stop()
  })

  it('loads on the first interaction', () => {
    const stop = scheduleChat(props)
    window.dispatchEvent(new KeyboardEvent('keydown'))
    expect(sdk()).not.toBeNull()
    stop()
  })

  it('does nothing without a server', () => {
    scheduleChat({ ...props, baseUrl: '' })
    runIdle()
    window.dispatchEvent(new KeyboardEvent('keydown'))
    expect(sdk()).toBeNull()
  })

  it('waits while offline and loads when the connection comes back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const stop = scheduleChat(props)
    runIdle()
    expect(sdk()).toBeNull()
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    expect(sdk()).not.toBeNull()
    stop()
  })

  it('cancels what has not run when the page goes away', () => {
    scheduleChat(props)()
    window.dispatchEvent(new KeyboardEvent('keydown'))
    expect(sdk()).toBeNull()
  })
})

describe('ChatWidget', () => {
  it('never loads outside a production build', () => {
    expect(process.env.NODE_ENV).not.toBe('production')
    render(<ChatWidget {...props} />)
    runIdle()
    window.dispatchEvent(new KeyboardEvent('keydown'))
    expect(sdk()).toBeNull()
    expect(idle).toEqual([])
  })
})
