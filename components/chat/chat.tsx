import { getTranslations } from 'next-intl/server'

import { siteConfig } from '@/lib/site-config'
import { ChatAttribute } from '@/lib/markup'

/**
 * The chat-support widget's settings for the client script (client/behaviours/chat.ts), which loads the
 * provider's SDK later; nothing when chat is off or has no server.
 */
export async function Chat() {
  const { enabled, baseUrl, websiteToken } = siteConfig.chat
  if (!enabled || !baseUrl) return null
  const t = await getTranslations('Chat')
  return (
    <div
      hidden
      {...{
        [ChatAttribute.settings]: '',
        [ChatAttribute.baseUrl]: baseUrl,
        [ChatAttribute.websiteToken]: websiteToken,
        [ChatAttribute.launcherTitle]: t('launcherTitle'),
      }}
    />
  )
}
