/**
 * The app registry: one typed source of truth for every client app the guides cover.
 * Download boxes, requirement lists, comparison tables and one-tap import links render from it,
 * so a store link is changed here and nowhere else. Facts and their sources: see CONTRIBUTING.md.
 * Each app is one file of lib/apps/ (`<id>.ts`); the types are lib/apps/types.ts, the checks of the
 * facts' sources lib/apps/provenance.ts.
 */
import { happ } from './apps/happ'
import { v2rayng } from './apps/v2rayng'
import { clashMeta } from './apps/clash-meta'
import { karing } from './apps/karing'
import { streisand } from './apps/streisand'
import { shadowrocket } from './apps/shadowrocket'
import { stash } from './apps/stash'
import { clashxMeta } from './apps/clashx-meta'
import { clashVergeRev } from './apps/clash-verge-rev'
import { v2rayn } from './apps/v2rayn'
import {
  appIds,
  platforms,
  type AppId,
  type AppInfo,
  type ImportLink,
  type LanSharing,
  type Platform,
} from './apps/types'

export * from './apps/provenance'
export * from './apps/types'

export const apps: Record<AppId, AppInfo> = {
  happ,
  v2rayng,
  'clash-meta': clashMeta,
  karing,
  streisand,
  shadowrocket,
  stash,
  'clashx-meta': clashxMeta,
  'clash-verge-rev': clashVergeRev,
  v2rayn,
}

/** The import link of an app on a platform: the platform's own, else the app's. */
export function importLinkFor(app: AppInfo, platform: Platform): ImportLink | null {
  const own = app.platforms[platform]?.importLink
  return (own ?? app.importLink).value
}

/** Apps that have a guide on the given platform, in registry order. */
export function appsFor(platform: Platform): AppInfo[] {
  return appIds.map((id) => apps[id]).filter((app) => app.platforms[platform] !== undefined)
}

/** An app that shares its connection with other devices on the home network, and where it does. */
export interface LanSharingApp {
  app: AppInfo
  /** The computers it does it on (each with the same settings), in the registry's platform order. */
  platforms: Platform[]
  lan: LanSharing
}

/**
 * The apps a device that takes only a proxy (the PS5) can go through, from each platform's
 * `lanSharing`, in registry order: the PS5 guide's port table and tabs. One entry per app while its
 * computers share the same settings; a platform whose settings differ gets an entry of its own.
 */
export function lanSharingApps(): LanSharingApp[] {
  const found: LanSharingApp[] = []
  for (const id of appIds) {
    const app = apps[id]
    for (const platform of platforms) {
      const lan = app.platforms[platform]?.lanSharing
      if (!lan) continue
      const same = found.find((e) => e.app === app && JSON.stringify(e.lan) === JSON.stringify(lan))
      if (same) same.platforms.push(platform)
      else found.push({ app, platforms: [platform], lan })
    }
  }
  return found
}
