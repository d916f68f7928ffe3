'use client'

import { useEffect } from 'react'

export interface ChatWidgetProps {
  /** Chat server origin (siteConfig.chat.baseUrl); empty disables the widget. */
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

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/** Adds the SDK script once; `run` is called when it has loaded. */
export function loadChat({ baseUrl, websiteToken, launcherTitle }: ChatWidgetProps) {
  if (document.querySelector('script[data-chat-sdk]')) return
  window.chatwootSettings = {
    position: 'left',
    type: 'expanded_bubble',
    useBrowserLanguage: true,
    launcherTitle,
  }
  const script = document.createElement('script')
  script.src = `${baseUrl}/packs/js/sdk.js`
  script.async = true
  script.dataset.chatSdk = ''
  script.onload = () => window.chatwootSDK?.run({ websiteToken, baseUrl })
  document.head.appendChild(script)
}

/**
 * Loads the chat when the page is idle or on the first interaction, whichever comes first, and only
 * while online (else on the `online` event). Returns a cleanup that cancels what has not run yet.
 */
export function scheduleChat(props: ChatWidgetProps): () => void {
  if (!props.baseUrl) return () => {}
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    if (!navigator.onLine) return
    cleanup()
    loadChat(props)
  }
  const cleanup = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true)
    window.removeEventListener('online', start)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, start, { capture: true, passive: true })
  }
  window.addEventListener('online', start)
  // Safari has no requestIdleCallback: a few seconds after the effect stand in for idle.
  if ('requestIdleCallback' in window) idle = window.requestIdleCallback(start)
  else timer = setTimeout(start, 3000)
  return cleanup
}

/** The chat-support launcher (Chatwoot): nothing on first load, never in development. */
export function ChatWidget(props: ChatWidgetProps) {
  const { baseUrl, websiteToken, launcherTitle } = props
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return
    return scheduleChat({ baseUrl, websiteToken, launcherTitle })
  }, [baseUrl, websiteToken, launcherTitle])
  return null
}
