import 'server-only'

import { getTranslations } from 'next-intl/server'

import { appIds, apps, platforms } from '@/lib/apps'
import type { Locale } from '@/lib/i18n/config'
import { offeredApps, offeredDeviceKinds, offersDevice, type DeviceKind } from '@/lib/offer'
import { siteConfig } from '@/lib/site-config'

/**
 * The interface's sentences that name devices or apps, from what the site offers (lib/offer.ts): the
 * site's description, the landing's line, search's example. A list is joined as the language joins one.
 */
const joined = (locale: Locale, items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)

/** The site's description (every page's meta description, the manifest): the platforms it serves. */
export async function siteDescription(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  const names = await getTranslations({ locale, namespace: 'DeviceNames' })
  const devices = platforms.filter((p) => offersDevice(p)).map((p) => names(p))
  return t('siteDescription', { devices: joined(locale, devices) })
}

const kindKey = {
  phone: 'kindPhone',
  computer: 'kindComputer',
  tv: 'kindTv',
  console: 'kindConsole',
} as const satisfies Record<DeviceKind, string>

/** The landing's line under its title: the provider's (`tagline`), else the kinds of device served. */
export async function tagline(locale: Locale): Promise<string> {
  if (siteConfig.tagline) return siteConfig.tagline[locale]
  const t = await getTranslations({ locale, namespace: 'Home' })
  const kinds = offeredDeviceKinds().map((kind) => t(kindKey[kind]))
  return t('lead', { devices: joined(locale, kinds) })
}

/** Search's example query, with an app the site offers. */
export async function searchPlaceholder(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return t('placeholder', { app: apps[offeredApps()[0] ?? appIds[0]].name })
}
