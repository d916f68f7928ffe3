import { ChatAttribute } from '@/lib/markup'

import { whenSettled, type Behaviour } from '../core'

/** What the server renders into `[data-chat]` (components/chat/chat.tsx). */
export interface ChatConfig {
  /** Chat server origin (siteConfig.chat.baseUrl). */
  baseUrl: string
  websiteToken: string
  /** The launcher's text, in the page's language. */
  launcherTitle: string
}

/** Widget settings read by the Chatwoot SDK: https://www.chatwoot.com/hc/user-guide/articles/1677587234-how-to-send-additional-user-information-to-chatwoot-using-sdk */
export interface ChatwootSettings {
  position: 'left' | 'right'
  type: 'standard' | 'expanded_bubble'
  useBrowserLanguage: boolean
  launcherTitle: string
}

declare global {
  interface Window {
    chatwootSettings?: ChatwootSettings
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void }
  }
}

/** The page's chat settings, or null when the page has no chat (chat off, the not-found page). */
export function readChatConfig(doc: Document): ChatConfig | null {
  const settings = doc.querySelector(`[${ChatAttribute.settings}]`)
  const baseUrl = settings?.getAttribute(ChatAttribute.baseUrl)
  const websiteToken = settings?.getAttribute(ChatAttribute.websiteToken)
  if (!baseUrl || !websiteToken) return null
  return {
    baseUrl,
    websiteToken,
    launcherTitle: settings!.getAttribute(ChatAttribute.launcherTitle) ?? '',
  }
}

/** Adds the SDK script once; `run` is called when it has loaded. */
export function loadChat(doc: Document, { baseUrl, websiteToken, launcherTitle }: ChatConfig) {
  if (doc.querySelector(`script[${ChatAttribute.sdk}]`)) return
  const win = doc.defaultView!
  win.chatwootSettings = {
    position: 'left',
    type: 'expanded_bubble',
    useBrowserLanguage: true,
    launcherTitle,
  }
  const script = doc.createElement('script')
  script.src = `${baseUrl}/packs/js/sdk.js`
  script.async = true
  script.setAttribute(ChatAttribute.sdk, '')
  script.onload = () => win.chatwootSDK?.run({ websiteToken, baseUrl })
  doc.head.append(script)
}

/**
 * The chat-support launcher (Chatwoot): nothing on first load, never in development. The SDK loads when
 * the page has settled (`whenSettled`) or on the first interaction, whichever comes first, and only while online (else on
 * the `online` event).
 */
export function createChat(): Behaviour {
  let config: ChatConfig | null = null
  let doc: Document | null = null
  const trigger = () => {
    if (!config || !doc?.defaultView?.navigator.onLine) return
    loadChat(doc, config)
    config = null
  }
  const interaction = { capture: true, handle: trigger }
  return {
    name: 'chat',
    init(d) {
      if (process.env.NODE_ENV !== 'production') return
      config = readChatConfig(d)
      if (!config) return
      doc = d
      whenSettled(d.defaultView!, trigger)
    },
    on: [
      { type: 'pointerdown', ...interaction },
      { type: 'keydown', ...interaction },
      { type: 'touchstart', ...interaction },
      { type: 'scroll', ...interaction },
      { type: 'online', handle: trigger },
    ],
  }
}

export const chat = createChat()
