import { getTranslations } from 'next-intl/server'

import { appsFor, type Platform } from '@/lib/apps'
import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { OneTapAttribute } from '@/lib/onetap/markup'
import { devices } from '@/lib/source/routes'
import { getDevicePaths, getGuideRoutes } from '@/lib/source'
import { DeviceCardsAttribute } from '@/lib/markup'

export interface DeviceCardsProps {
  locale: Locale
  /** Highlight the reader's own device and offer it first (on `/install`). @default false */
  detect?: boolean
}

/**
 * A card per device (platforms and PS5). Plain links: every card works without JavaScript. On `/install`
 * the client script marks the reader's device (`data-detect`, client/behaviours/device-detect.ts) and
 * carries a personal link into the chosen card's page (`data-carry-fragment`, client/behaviours/one-tap.ts).
 */
export async function DeviceCards({ locale, detect = false }: DeviceCardsProps) {
  const t = await getTranslations('Platforms')
  const th = await getTranslations('Home')
  const ti = await getTranslations('Install')
  const guides = getGuideRoutes()
  const paths = getDevicePaths()
  return (
    <div
      className="device-cards"
      {...{
        [DeviceCardsAttribute.detect]: detect ? '' : undefined,
        [OneTapAttribute.carry]: detect ? '' : undefined,
      }}
    >
      <ul>
        {devices.map((device) => {
          const path = paths[device]
          if (!path) return null
          const apps =
            device === 'ps5'
              ? []
              : appsFor(device as Platform).filter((a) => guides[device as Platform]?.[a.id])
          return (
            <li key={device} className="device-card" {...{ [DeviceCardsAttribute.device]: device }}>
              <a href={localizedHref(locale, path)}>
                <span className="device-card__badge">{ti('yourDevice')}</span>
                <span className="device-card__title">{t(device)}</span>
                <span className="device-card__meta">
                  {apps.length > 0
                    ? apps.map((a) => a.name).join(' · ')
                    : th('guidesCount', { count: 1 })}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
