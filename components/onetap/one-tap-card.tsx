import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { apps, importLinkFor, type AppId, type Platform } from '@/lib/apps'
import {
  type InAppVariant,
  OneTapAttribute,
  OneTapClass,
  OneTapTemplate,
} from '@/lib/onetap/markup'
import { siteConfig } from '@/lib/site-config'

import { storeLabelKey } from '@/components/mdx/app-info'

import { HappOnly } from './happ-only'
import { action, boxAttributes, PersonalActions } from './one-tap-actions'

const slot = { [OneTapAttribute.inAppSlot]: '' }
const variant = (name: InAppVariant) => ({ [OneTapAttribute.inAppVariant]: name })

export interface OneTapCardProps {
  app: AppId
  platform: Platform
}

/**
 * The card a guide opened from a personal link (`#sub=…`) shows at its top, above the intro, so the one
 * button the reader came for is on the first screen: "Add to <App>", "Copy link", the app's store for a
 * reader who has not installed it, and, inside a messenger's built-in browser, how to leave it. Hidden
 * and empty until the client script (client/behaviours/one-tap.ts) finds a subscription in the tab; the
 * guide's own one-tap section stays where it is. It also holds the page's templates for the notice
 * after a tap that opened nothing and for the in-app browser.
 */
export async function OneTapCard({ app, platform }: OneTapCardProps) {
  const t = await getTranslations('OneTap')
  const ta = await getTranslations('Apps')
  const info = apps[app]
  const importLink = importLinkFor(info, platform)
  const store = info.platforms[platform]?.stores[0]
  const name = info.name
  const install = (chunks: ReactNode) => <a href="#install">{chunks}</a>
  // Awaited here, so the card's tree has no async component left (its unit test renders it).
  const happOnly = await HappOnly({ app, platform })
  return (
    <div {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <aside
        className="onetap-card"
        aria-label={t('cardTitle', { app: name })}
        hidden
        {...boxAttributes(importLink, siteConfig.brandName)}
        {...{ [OneTapAttribute.card]: '' }}
      >
        <template>
          <div className={OneTapClass.personal}>
            <p className="onetap-card__title">{t('cardTitle', { app: name })}</p>
            <PersonalActions
              importLink={importLink}
              labels={{ add: t('add', { app: name }), copy: t('copy'), copied: t('copied') }}
            />
            {store ? (
              <p className="onetap-card__install">
                {t.rich('cardInstall', {
                  app: name,
                  store: ta(storeLabelKey[store.kind]),
                  link: (chunks) => <a href={store.url}>{chunks}</a>,
                  install,
                })}
              </p>
            ) : null}
            <div {...slot} />
          </div>
        </template>
      </aside>
      <template id={OneTapTemplate.failed}>
        <div className={OneTapClass.failed} role="status">
          <p>
            <strong>{t('failedTitle', { app: name })}</strong> {t('failedBody')}
          </p>
          <ul>
            <li>{t.rich('failedInstall', { app: name, link: install })}</li>
            <li>
              {t.rich('failedManual', {
                link: (chunks) => <a href="#add-subscription">{chunks}</a>,
              })}
            </li>
          </ul>
          <div {...slot} />
        </div>
      </template>
      {happOnly ? <template id={OneTapTemplate.happOnly}>{happOnly}</template> : null}
      <template id={OneTapTemplate.inApp}>
        <div className="onetap-inapp">
          <p>
            <strong>{t('inAppTitle')}</strong> {t('inAppBody')}
          </p>
          <p {...variant('telegram-android')}>{t('inAppTelegramAndroid')}</p>
          <p {...variant('telegram-ios')}>{t('inAppTelegramIos')}</p>
          <p {...variant('other')}>{t('inAppOther')}</p>
          <p>
            {t('inAppCopy')}{' '}
            <button
              type="button"
              className="button"
              {...action('copy-page')}
              {...{ [OneTapAttribute.copied]: t('pageCopied') }}
            >
              {t('copyPage')}
            </button>
          </p>
        </div>
      </template>
    </div>
  )
}
