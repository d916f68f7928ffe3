/**
 * The app registry: one typed source of truth for every client app the guides cover.
 * Download boxes, requirement lists, comparison tables and one-tap import links render from it,
 * so a store link is changed here and nowhere else. Facts and their sources: see CONTRIBUTING.md.
 */

/** Platforms the site has guides for. The order is the order of the sidebar and of the cards. */
export const platforms = ['android', 'ios', 'macos', 'tvos', 'windows'] as const
export type Platform = (typeof platforms)[number]

/** Ids of the apps in the registry (also the `app` front matter field of a guide). */
export const appIds = [
  'happ',
  'v2rayng',
  'clash-meta',
  'karing',
  'streisand',
  'shadowrocket',
  'stash',
  'clashx-meta',
  'clash-verge-rev',
  'v2rayn',
] as const
export type AppId = (typeof appIds)[number]

/** Where an official download link points. */
export type StoreKind = 'app-store' | 'google-play' | 'github' | 'f-droid'

export interface StoreLink {
  kind: StoreKind
  /** Absolute https URL on the store's or the project's official host. */
  url: string
  /** Shown next to the store name when a platform has two links of one kind (for example a regional listing). */
  note?: 'global' | 'russia'
}

/**
 * How an app imports a subscription from a link.
 * `{url}` is the subscription URL as is, `{urlEncoded}` is `encodeURIComponent(url)`,
 * `{base64}` is the URL in standard base64, `{name}` is the encoded profile name.
 */
export interface ImportLink {
  /** The URL template; its scheme is fixed here, never taken from user input. */
  template: string
  /** Which placeholder carries the subscription, so a test can check the encoding. */
  encoding: 'raw' | 'encoded' | 'base64'
  /** A second template tried where custom schemes are blocked (Stash's https form). */
  fallback?: { template: string; encoding: 'host-path' }
}

export interface AppPlatformInfo {
  /** Official downloads for this platform, most recommended first. */
  stores: readonly StoreLink[]
  /** Minimum OS version, `null` where the developer does not publish one. */
  minOs: string | null
}

export interface AppInfo {
  id: AppId
  /** Product name; never translated. */
  name: string
  platforms: Partial<Record<Platform, AppPlatformInfo>>
  price: 'free' | 'paid'
  /** How much setting up the app asks of a reader new to it. */
  ease: 'easy' | 'medium' | 'advanced'
  /** Protocols a reader meets in subscriptions, as the app lists them. */
  protocols: readonly string[]
  /** One-tap import format, or `null` when the app registers no link handler (v2rayN). */
  importLink: ImportLink | null
  openSource: boolean
}

const github = (repo: string): StoreLink => ({
  kind: 'github',
  url: `https://github.com/${repo}/releases`,
})
const appStore = (id: string, note?: StoreLink['note']): StoreLink => ({
  kind: 'app-store',
  url: `https://apps.apple.com/app/id${id}`,
  ...(note ? { note } : {}),
})
const googlePlay = (pkg: string): StoreLink => ({
  kind: 'google-play',
  url: `https://play.google.com/store/apps/details?id=${pkg}`,
})

const mihomoProtocols = [
  'VLESS',
  'VMess',
  'Trojan',
  'Shadowsocks',
  'Hysteria2',
  'TUIC',
  'WireGuard',
] as const

export const apps: Record<AppId, AppInfo> = {
  happ: {
    id: 'happ',
    name: 'Happ',
    platforms: {
      android: {
        stores: [googlePlay('com.happproxy'), github('Happ-proxy/happ-android')],
        minOs: '5.0',
      },
      ios: {
        stores: [appStore('6504287215', 'global'), appStore('6746188973', 'russia')],
        minOs: '15',
      },
    },
    price: 'free',
    ease: 'easy',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks'],
    importLink: { template: 'happ://add/{url}', encoding: 'raw' },
    openSource: false,
  },
  v2rayng: {
    id: 'v2rayng',
    name: 'v2rayNG',
    platforms: {
      android: {
        stores: [github('2dust/v2rayNG'), googlePlay('com.v2ray.ang')],
        minOs: '7.0',
      },
    },
    price: 'free',
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'WireGuard'],
    importLink: { template: 'v2rayng://install-config?url={urlEncoded}', encoding: 'encoded' },
    openSource: true,
  },
  'clash-meta': {
    id: 'clash-meta',
    name: 'Clash Meta for Android',
    platforms: {
      android: { stores: [github('MetaCubeX/ClashMetaForAndroid')], minOs: '5.0' },
    },
    price: 'free',
    ease: 'advanced',
    protocols: mihomoProtocols,
    importLink: {
      template: 'clashmeta://install-config?url={urlEncoded}&name={name}',
      encoding: 'encoded',
    },
    openSource: true,
  },
  karing: {
    id: 'karing',
    name: 'Karing',
    platforms: {
      android: { stores: [github('KaringX/karing')], minOs: '8.0' },
      ios: { stores: [appStore('6472431552')], minOs: '15' },
      macos: { stores: [github('KaringX/karing')], minOs: '12' },
      tvos: { stores: [appStore('6472431552')], minOs: '17' },
      windows: { stores: [github('KaringX/karing')], minOs: '10' },
    },
    price: 'free',
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: {
      template: 'karing://install-config?url={urlEncoded}&name={name}',
      encoding: 'encoded',
    },
    openSource: true,
  },
  streisand: {
    id: 'streisand',
    name: 'Streisand',
    platforms: {
      ios: { stores: [appStore('6450534064')], minOs: null },
      macos: { stores: [appStore('6450534064')], minOs: null },
    },
    price: 'free',
    ease: 'easy',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks'],
    importLink: { template: 'streisand://import/{url}', encoding: 'raw' },
    openSource: false,
  },
  shadowrocket: {
    id: 'shadowrocket',
    name: 'Shadowrocket',
    platforms: {
      ios: { stores: [appStore('932747118')], minOs: '12' },
      macos: { stores: [appStore('932747118')], minOs: null },
    },
    price: 'paid',
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: { template: 'shadowrocket://add/sub://{base64}', encoding: 'base64' },
    openSource: false,
  },
  stash: {
    id: 'stash',
    name: 'Stash',
    platforms: {
      ios: { stores: [appStore('1596063349')], minOs: null },
      tvos: { stores: [appStore('1596063349')], minOs: null },
    },
    price: 'paid',
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: {
      template: 'stash://install-config?url={urlEncoded}',
      encoding: 'encoded',
      fallback: {
        template: 'https://link.stash.ws/install-config/{hostPath}',
        encoding: 'host-path',
      },
    },
    openSource: false,
  },
  'clashx-meta': {
    id: 'clashx-meta',
    name: 'ClashX Meta',
    platforms: { macos: { stores: [github('MetaCubeX/ClashX.Meta')], minOs: '11' } },
    price: 'free',
    ease: 'advanced',
    protocols: mihomoProtocols,
    importLink: {
      template: 'clashx://install-config?url={urlEncoded}&name={name}',
      encoding: 'encoded',
    },
    openSource: true,
  },
  'clash-verge-rev': {
    id: 'clash-verge-rev',
    name: 'Clash Verge Rev',
    platforms: {
      windows: { stores: [github('clash-verge-rev/clash-verge-rev')], minOs: '10' },
    },
    price: 'free',
    ease: 'medium',
    protocols: mihomoProtocols,
    // Clash Verge Rev takes everything after `url=` as the URL, so `name` must come first.
    importLink: {
      template: 'clash-verge://install-config?name={name}&url={urlEncoded}',
      encoding: 'encoded',
    },
    openSource: true,
  },
  v2rayn: {
    id: 'v2rayn',
    name: 'v2rayN',
    platforms: { windows: { stores: [github('2dust/v2rayN')], minOs: '10' } },
    price: 'free',
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: null,
    openSource: true,
  },
}

/** Apps that have a guide on the given platform, in registry order. */
export function appsFor(platform: Platform): AppInfo[] {
  return appIds.map((id) => apps[id]).filter((app) => app.platforms[platform] !== undefined)
}

/** Hosts a download link may point at. Anything else is a mirror and is refused by the tests. */
export const officialHosts: Record<StoreKind, string> = {
  'app-store': 'apps.apple.com',
  'google-play': 'play.google.com',
  github: 'github.com',
  'f-droid': 'f-droid.org',
}
