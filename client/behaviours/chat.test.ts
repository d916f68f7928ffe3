import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { readMessages } from '@/lib/i18n/message-files'
import { ChatAttribute } from '@/lib/markup'

import { Chat } from '@/components/chat/chat'

import { start } from '../core'
import { started } from '../test-helpers'
import { createChat, readChatConfig } from './chat'

// The component reads its strings through next-intl on the server (here, the English catalogue) and
// the chat's settings from the site's config (here, a chat that is on).
vi.mock('next-intl/server', () => import('@/tests/next-intl-server-en'))
vi.mock('@/lib/site-config', async (original) => {
  const { siteConfig } = await original<typeof import('@/lib/site-config')>()
  return {
    siteConfig: {
      ...siteConfig,
      chat: {
        ...siteConfig.chat,
        enabled: true,
        baseUrl: 'https://chat.example.com',
        websiteToken: 'token-1',
      },
    },
  }
})

const launcherTitle = readMessages('en').Chat.launcherTitle
const markup = renderToStaticMarkup(await Chat())

type HappyDom = { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
const sdk = () => document.querySelector<HTMLScriptElement>(`script[${ChatAttribute.sdk}]`)
let idle: IdleRequestCallback[] = []
let stop: (() => void) | undefined

beforeEach(() => {
  idle = []
  document.body.innerHTML = markup
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb))
  vi.stubEnv('NODE_ENV', 'production')
  // happy-dom loads no scripts; without this it reports each one it skips as an error.
  ;(window as unknown as HappyDom).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
})
afterEach(() => {
  stop?.()
  sdk()?.remove()
  delete window.chatwootSettings
  delete window.chatwootSDK
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
const runIdle = () =>
  idle.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 1 }))

describe('chat', () => {
  it('reads the settings the server rendered', () => {
    expect(readChatConfig(document)).toEqual({
      baseUrl: 'https://chat.example.com',
      websiteToken: 'token-1',
      launcherTitle,
    })
  })

  it('adds nothing until the page is idle, then the SDK with the settings; run once loaded', async () => {
    stop = start([createChat()])
    await started()
    expect(idle).toHaveLength(1)
    expect(sdk()).toBeNull()
    runIdle()
    expect(sdk()?.src).toBe('https://chat.example.com/packs/js/sdk.js')
    expect(window.chatwootSettings).toEqual({
      position: 'left',
      type: 'expanded_bubble',
      useBrowserLanguage: true,
      launcherTitle,
    })
    const run = vi.fn()
    window.chatwootSDK = { run }
    sdk()!.dispatchEvent(new Event('load'))
    expect(run).toHaveBeenCalledWith({
      websiteToken: 'token-1',
      baseUrl: 'https://chat.example.com',
    })
    // Once only.
    fireEvent.keyDown(document.body)
    expect(document.querySelectorAll(`script[${ChatAttribute.sdk}]`)).toHaveLength(1)
  })

  it('loads on the first interaction', async () => {
    stop = start([createChat()])
    await started()
    fireEvent.keyDown(document.body)
    expect(sdk()).not.toBeNull()
  })

  it('does nothing on a page without chat settings', async () => {
    document.body.innerHTML = ''
    stop = start([createChat()])
    await started()
    runIdle()
    fireEvent.keyDown(document.body)
    expect(sdk()).toBeNull()
    expect(idle).toEqual([])
  })

  it('waits while offline and loads when the connection comes back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    stop = start([createChat()])
    await started()
    runIdle()
    fireEvent.pointerDown(document.body)
    expect(sdk()).toBeNull()
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    expect(sdk()).not.toBeNull()
  })

  it('never loads outside a production build', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    stop = start([createChat()])
    await started()
    runIdle()
    fireEvent.keyDown(document.body)
    expect(sdk()).toBeNull()
    expect(idle).toEqual([])
  })
})
