import { getTranslations } from 'next-intl/server'

import { siteConfig } from '@/lib/site-config'

import { ChatWidget } from './chat-widget.client'

/** The chat-support widget from the site config, or nothing when chat is off or has no server. */
export async function Chat() {
  const { enabled, baseUrl, websiteToken } = siteConfig.chat
  if (!enabled || !baseUrl) return null
  const t = await getTranslations('Chat')
  return (
    <ChatWidget baseUrl={baseUrl} websiteToken={websiteToken} launcherTitle={t('launcherTitle')} />
  )
}
