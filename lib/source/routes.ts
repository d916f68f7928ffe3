/**
 * The devices and the `/help` addresses, derived from the app registry (lib/apps/types.ts) and the
 * guides' routes (`guideRoutes`, ./pages.ts): which devices the site serves, which `/help` pages exist
 * and at which paths. The catch-all and `/help` routes' params (./tree.ts), the sitemap, search and the
 * single files read them from here; no other module works out a route. Plain code: no files, no server.
 */
import { appIds, apps, devices, platforms, type AppId, type Device, type Platform } from '../apps'
import { offersDevice } from '../offer'
import type { Locale } from '../i18n/config'
import { localizedPath } from '../i18n/paths'

export { devices, type Device } from '../apps'

/** Locale-free path of each app's guide per platform (`routes.android?.happ` → `/android/happ`). */
export type GuideRoutes = Partial<Record<Platform, Partial<Record<AppId, string>>>>

/**
 * Locale-free path of the PS5 guide, a page of the guides folder: the console has no apps, so no
 * platform page (the platforms' pages are the content's, `getDevicePaths` of `@/lib/source`).
 */
export const PS5_PATH = '/guides/ps5'

/** Whether a string is a device. */
export function isDevice(value: string): value is Device {
  return (devices as readonly string[]).includes(value)
}

/** Whether a string is a platform (a device with apps). */
export function isPlatform(value: string): value is Platform {
  return (platforms as readonly string[]).includes(value)
}

/** Where an entry is rendered: a guide (device and app), a `/help` page, or `/help` itself (neither). */
export interface HelpContext {
  device?: Device
  app?: AppId
}

/**
 * Apps that have a guide on a device, in registry order (none on the PS5). `routes` are the guides of the
 * content (`getGuideRoutes` of `@/lib/source`, `readGuideRoutes` of its raw view, `guideRoutes`).
 */
export function helpAppsFor(device: Device, routes: GuideRoutes): AppId[] {
  if (device === 'ps5') return []
  const paths = routes[device] ?? {}
  return appIds.filter((id) => paths[id] !== undefined && apps[id].platforms[device] !== undefined)
}

/** Locale-free path of a `/help` page: `/help`, `/help/android`, `/help/android/happ`. */
export function helpPath(device?: Device, app?: AppId): string {
  if (!device) return '/help'
  return app ? `/help/${device}/${app}` : `/help/${device}`
}

/** Public URL of a `/help` page, with an optional entry anchor. */
export function helpUrl(locale: Locale, ctx: HelpContext = {}, id?: string): string {
  const url = localizedPath(locale, helpPath(ctx.device, ctx.app))
  return id ? `${url}#${id}` : url
}

/** Every `/help` page's context: the device choice, each device the site serves, each device's apps. */
export function allHelpContexts(routes: GuideRoutes): HelpContext[] {
  return [
    {},
    ...devices
      .filter((device) => offersDevice(device))
      .flatMap((device) => [
        { device },
        ...helpAppsFor(device, routes).map((app) => ({ device, app })),
      ]),
  ]
}

/** Every `/help` page's locale-free path (`allHelpContexts`). */
export const allHelpPaths = (routes: GuideRoutes): string[] =>
  allHelpContexts(routes).map((ctx) => helpPath(ctx.device, ctx.app))
