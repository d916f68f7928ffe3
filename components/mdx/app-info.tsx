import { getTranslations } from 'next-intl/server'

import { apps, appsFor, importLinkFor, type AppId, type Platform, type StoreKind } from '@/lib/apps'
import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { offers, siteConfig } from '@/lib/site-config'
import { getGuideRoutes } from '@/lib/source'
import { phonePlatforms } from '@/lib/subscription'

import { OneTapActions } from '@/components/onetap/one-tap-actions'
import { OneTapAttribute } from '@/lib/onetap/markup'

export const osNames: Record<Platform, string> = {
  android: 'Android',
  ios: 'iOS',
  macos: 'macOS',
  tvos: 'tvOS',
  windows: 'Windows',
}

export const storeLabelKey = {
  'app-store': 'storeAppStore',
  'google-play': 'storeGooglePlay',
  github: 'storeGithub',
  'f-droid': 'storeFDroid',
} as const satisfies Record<StoreKind, string>

export interface AppRef {
  app?: AppId
  platform?: Platform
}

function resolve(ref: AppRef, where: string) {
  const { app, platform } = ref
  if (!app || !platform)
    throw new Error(`<${where}>: needs app and platform (front matter or props)`)
  const info = apps[app]
  const onPlatform = info.platforms[platform]
  if (!onPlatform)
    throw new Error(`<${where} app="${app}" platform="${platform}">: no such build in lib/apps.ts`)
  return { info, onPlatform, platform }
}

/** Official download links of an app on a platform, from the registry. */
export async function StoreButtons(ref: AppRef) {
  const { info, onPlatform } = resolve(ref, 'StoreButtons')
  const t = await getTranslations('Apps')
  return (
    <div className="store-buttons">
      <p className="store-buttons__title">{t('download', { app: info.name })}</p>
      <ul>
        {onPlatform.stores.map((store) => (
          <li key={store.url}>
            <a className="button button--store" href={store.url}>
              {t(storeLabelKey[store.kind])}
              {store.note ? (
                <small> ({t(store.note === 'global' ? 'noteGlobal' : 'noteRussia')})</small>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      <p className="store-buttons__note">{t('downloadNote')}</p>
    </div>
  )
}

/** OS version, price, source and protocols of an app, from the registry. */
export async function Requirements(ref: AppRef) {
  const { info, onPlatform, platform } = resolve(ref, 'Requirements')
  const t = await getTranslations('Apps')
  return (
    <dl className="requirements">
      <div>
        <dt>{t('minOs')}</dt>
        <dd>
          {onPlatform.minOs.value
            ? t('minOsValue', { os: osNames[platform], version: onPlatform.minOs.value })
            : t('minOsUnknown')}
        </dd>
      </div>
      <div>
        <dt>{t('price')}</dt>
        <dd>{t(info.price.value ?? 'priceUnknown')}</dd>
      </div>
      <div>
        <dt>{t('uiLanguages')}</dt>
        <dd>
          {info.uiLanguages.value
            ? info.uiLanguages.value
                .map((lang) => t(lang === 'ru' ? 'langRu' : 'langEn'))
                .join(', ')
            : t('uiLanguagesUnknown')}
        </dd>
      </div>
      <div>
        <dt>{t('source')}</dt>
        <dd>{t(info.openSource ? 'openSource' : 'closedSource')}</dd>
      </div>
      <div>
        <dt>{t('protocols')}</dt>
        <dd>{info.protocols.join(', ')}</dd>
      </div>
    </dl>
  )
}

/**
 * The one-tap import of the page's app: how it works, or that the app has none. Opened from a personal
 * link (`#sub=…`), the client script replaces the text with the reader's own "Add to <App>" and copy buttons.
 */
export async function OneTapImport(ref: AppRef) {
  const { info, platform } = resolve(ref, 'OneTapImport')
  const t = await getTranslations('Apps')
  const to = await getTranslations('OneTap')
  const app = info.name
  const importLink = importLinkFor(info, platform)
  return (
    <aside className="callout callout--tip one-tap" {...{ [OneTapAttribute.app]: info.id }}>
      <p className="callout__title">{t('oneTapTitle')}</p>
      <OneTapActions
        importLink={importLink}
        profileName={siteConfig.brandName}
        qr={(phonePlatforms as readonly Platform[]).includes(platform)}
        labels={{
          body: importLink ? to('body', { app }) : to('paste', { app, appId: info.id }),
          add: to('add', { app }),
          fallback: to('fallback', { app }),
          copy: to('copy'),
          copied: to('copied'),
          forget: to('forget'),
          kept: to('kept'),
          qrTitle: to('qrTitle'),
          qrHint: to('qrHint'),
          qrAlt: to('qrAlt'),
        }}
      >
        <p>{importLink ? t('oneTapBody', { app }) : t('oneTapNone', { app })}</p>
      </OneTapActions>
    </aside>
  )
}

/** Comparison table of a platform's apps: price, ease, protocols, one-tap import, guide. */
export async function AppComparison({ platform, locale }: { platform: Platform; locale: Locale }) {
  const t = await getTranslations('Apps')
  const tp = await getTranslations('Platforms')
  // Only the apps the provider offers here (site.config.ts `apps`): a switched-off app has no row.
  const rows = appsFor(platform).filter((app) => offers(app.id, platform))
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={t('comparisonCaption', { platform: tp(platform) })}
      tabIndex={0}
    >
      <table>
        <caption>{t('comparisonCaption', { platform: tp(platform) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('app')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('ease')}</th>
            <th scope="col">{t('oneTap')}</th>
            <th scope="col">{t('protocols')}</th>
            <th scope="col">{t('guide')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((app) => {
            const path = getGuideRoutes()[platform]?.[app.id]
            return (
              <tr key={app.id}>
                <th scope="row">{app.name}</th>
                <td>{t(app.price.value ?? 'priceUnknownShort')}</td>
                <td>{t(app.ease)}</td>
                <td>{t(importLinkFor(app, platform) ? 'yes' : 'no')}</td>
                <td>{app.protocols.join(', ')}</td>
                <td>
                  {path ? <a href={localizedHref(locale, path)}>{t('openGuide')}</a> : t('noGuide')}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
