import { Fragment } from 'react'
import { getTranslations } from 'next-intl/server'

import { lanSharingApps, type AppId, type LanSharingApp } from '@/lib/apps'
import { offeredLanSharing } from '@/lib/offer'
import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { getGuideRoutes } from '@/lib/source'

import { osNames } from './app-info'
import { Label } from './label'

/** The registry entry of an app that shares its connection; the error names the component and file. */
function sharing(app: AppId, where: string): LanSharingApp {
  const found = lanSharingApps().find((entry) => entry.app.id === app)
  if (!found)
    throw new Error(`<${where} app="${app}">: ${app} has no lanSharing in lib/apps/${app}.ts`)
  return found
}

export interface LanPortProps {
  app: AppId
  /**
   * The port of the app's switch that gives other devices a port of their own (v2rayN's "New Port for
   * LAN"), instead of the usual one.
   * @default false
   */
  own?: boolean
}

/**
 * `<LanPort app="karing" />`: the port another device on the home network connects to, from the app's
 * `lanSharing` (lib/apps/<app>.ts), so a guide never types a port by hand.
 */
export function LanPort({ app, own = false }: LanPortProps) {
  const { lan } = sharing(app, 'LanPort')
  if (!own) return <>{lan.port.value}</>
  if (!lan.ownPort) throw new Error(`<LanPort app="${app}" own>: ${app} has no lanSharing.ownPort`)
  return <>{lan.ownPort.value.port}</>
}

export interface LanPathProps {
  app: AppId
  /** `allow`: the way to the switch that lets other devices connect; `port`: to where the port is shown. */
  to: 'allow' | 'port'
  locale: Locale
}

/**
 * `<LanPath app="v2rayn" to="allow" />`: the app's labels on the way to its sharing switch (or to its
 * port), quoted and joined by →, from `lanSharing` and lib/labels/<app>.ts.
 */
export function LanPath({ app, to, locale }: LanPathProps) {
  const { lan } = sharing(app, 'LanPath')
  const ids = to === 'allow' ? lan.allow : lan.portAt
  return (
    <>
      {ids.map((id, i) => (
        <Fragment key={id}>
          {i > 0 ? ' → ' : null}
          <Label app={app} id={id} locale={locale} />
        </Fragment>
      ))}
    </>
  )
}

/**
 * `<LanSharingTable />`: every app that shares its connection with the home network (`lanSharingApps`),
 * its guides for the computers it does it on, and the port a device such as the PS5 connects to.
 */
export async function LanSharingTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LanSharing' })
  const routes = getGuideRoutes()
  const caption = t('caption')
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('app')}</th>
            <th scope="col">{t('guides')}</th>
            <th scope="col">{t('port')}</th>
          </tr>
        </thead>
        <tbody>
          {offeredLanSharing().map(({ app, platforms, lan }) => (
            <tr key={`${app.id} ${platforms.join(' ')}`}>
              <th scope="row">{app.name}</th>
              <td>
                {platforms.map((platform, i) => {
                  const path = routes[platform]?.[app.id]
                  return (
                    <Fragment key={platform}>
                      {i > 0 ? ', ' : null}
                      {path ? (
                        <a href={localizedHref(locale, path)}>{osNames[platform]}</a>
                      ) : (
                        osNames[platform]
                      )}
                    </Fragment>
                  )
                })}
              </td>
              <td>
                {lan.ownPort
                  ? t.rich('ownPort', {
                      port: String(lan.port.value),
                      ownPort: String(lan.ownPort.value.port),
                      label: () => (
                        <Label app={app.id} id={lan.ownPort!.value.label} locale={locale} />
                      ),
                    })
                  : lan.portFrom === 'config'
                    ? t('configPort', { port: String(lan.port.value) })
                    : lan.port.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
