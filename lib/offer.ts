/**
 * What the provider offers (`apps` of site.config.ts), as every part of the site that lists, counts,
 * compares or links apps and devices reads it: which apps on which platform, which devices have a guide
 * at all (a platform with no app offered has no page, card, sidebar section, `/help` page or search
 * entry; the PS5 guide needs a desktop app that shares its connection), and the words that name each of
 * them in text, for the check that a page names nothing the provider does not offer
 * (lib/content-rules.ts). The passages of the MDX that are about one app or device are marked for it and
 * go with it (lib/mdx/offer.ts).
 */
import {
  appIds,
  apps,
  devices,
  lanSharingApps,
  platforms,
  type AppId,
  type Device,
  type LanSharingApp,
  type Platform,
} from './apps'
import { offers, siteConfig, type SiteConfig } from './site-config'

export { offers }

/** Whether an offered app shares its connection on a computer (the PS5 guide's tabs of that computer). */
export const sharesOnPlatform = (platform: Platform, config: Offer = siteConfig): boolean =>
  sharesOn(config, undefined, platform)

/** What these functions read of the configuration. */
export type Offer = Pick<SiteConfig, 'apps'>

/** The apps offered on `platform`, or on any platform, in registry order. */
export function offeredApps(platform?: Platform, config: Offer = siteConfig): AppId[] {
  return appIds.filter((app) =>
    platform === undefined
      ? platforms.some((p) => apps[app].platforms[p] && offers(app, p, config))
      : apps[app].platforms[platform] !== undefined && offers(app, platform, config),
  )
}

/** The platforms an app is offered on, in the registry's platform order. */
export function appPlatforms(app: AppId, config: Offer = siteConfig): Platform[] {
  return platforms.filter((p) => apps[app].platforms[p] !== undefined && offers(app, p, config))
}

/**
 * The apps that share their connection with a device on the home network (the registry's `lanSharing`,
 * `lanSharingApps`), on the platforms offered: what the PS5 guide routes the console through, its port
 * table and its tabs.
 */
export function offeredLanSharing(config: Offer = siteConfig): LanSharingApp[] {
  return lanSharingApps()
    .map((entry) => ({
      ...entry,
      platforms: entry.platforms.filter((p) => offers(entry.app.id, p, config)),
    }))
    .filter((entry) => entry.platforms.length > 0)
}

/** Whether some offered app shares its connection on `platform` (any platform without one). */
const sharesOn = (config: Offer, app?: AppId, platform?: Platform) =>
  offeredLanSharing(config).some(
    (e) =>
      (app === undefined || e.app.id === app) &&
      (platform === undefined || e.platforms.includes(platform)),
  )

/**
 * Whether an app is offered for a device: on that platform, or for the PS5, on a platform where it
 * shares its connection. Without a device, on any platform.
 */
export function offersFor(app: AppId, device?: Device, config: Offer = siteConfig): boolean {
  if (device === undefined) return appPlatforms(app, config).length > 0
  if (device === 'ps5') return sharesOn(config, app)
  return apps[app].platforms[device] !== undefined && offers(app, device, config)
}

/** Whether the site serves a device: a platform with an app offered on it; the PS5 with a sharing app. */
export function offersDevice(device: Device, config: Offer = siteConfig): boolean {
  if (device === 'ps5') return sharesOn(config)
  return offeredApps(device, config).length > 0
}

/** The devices the site serves, in the order of the cards. */
export function offeredDevices(config: Offer = siteConfig): Device[] {
  return devices.filter((device) => offersDevice(device, config))
}

/** The kinds of device the landing's line names, each with the devices it covers, in the cards' order. */
export const deviceKinds = {
  phone: ['android', 'ios'],
  computer: ['macos', 'windows'],
  tv: ['tvos'],
  console: ['ps5'],
} as const satisfies Record<string, readonly Device[]>
export type DeviceKind = keyof typeof deviceKinds

/** The kinds of device the site serves a device of. */
export function offeredDeviceKinds(config: Offer = siteConfig): DeviceKind[] {
  return (Object.keys(deviceKinds) as DeviceKind[]).filter((kind) =>
    deviceKinds[kind].some((device) => offersDevice(device, config)),
  )
}

/**
 * The words that name each device in the guides' text (both languages write them in Latin letters): a
 * page that names a device the site does not serve, outside a passage marked for it, is reported.
 */
export const deviceWords: Record<Device, readonly string[]> = {
  android: ['Android'],
  ios: ['iPhone', 'iPad', 'iOS', 'iPadOS'],
  macos: ['Mac', 'macOS', 'MacBook'],
  tvos: ['Apple TV', 'tvOS'],
  windows: ['Windows'],
  ps5: ['PlayStation', 'PS5'],
}

/** The words that name each app in text: its name, and the short names guides use. */
export const appWords: Record<AppId, readonly string[]> = Object.fromEntries(
  appIds.map((id) => [id, [apps[id].name, ...(apps[id].shortNames ?? [])]]),
) as unknown as Record<AppId, readonly string[]>
