import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { HelpAttribute, supportLink, supportStartCode } from '@/lib/help'
import { type HelpContext } from '@/lib/source/routes'
import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'

export interface SupportLineProps {
  locale: Locale
  ctx: HelpContext
  /** The entry's code; without one, the line ends a guide's whole troubleshooting section. */
  code?: string
}

/**
 * "Did not help? Write to support" with the support bot's start code (`help-android-happ-noinet`) in
 * `?start=` when the bot is on Telegram. `data-start` carries the code in either case.
 */
export async function SupportLine({ locale, ctx, code }: SupportLineProps) {
  const t = await getTranslations({ locale, namespace: 'Help' })
  const start = supportStartCode(ctx, code)
  const link = (chunks: ReactNode) => (
    <a href={supportLink(siteConfig.supportBot, start)} {...{ [HelpAttribute.start]: start }}>
      {chunks}
    </a>
  )
  if (code)
    return (
      <p className="help-support" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
        {t.rich('notHelped', { link })}
      </p>
    )
  return (
    <p className="help-support" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      {t.rich('stillNotWorking', {
        link,
        faq: (chunks) => <a href={localizedHref(locale, '/faq')}>{chunks}</a>,
      })}
    </p>
  )
}
