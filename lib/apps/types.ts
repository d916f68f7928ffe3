/** The app registry's types: the platforms, the app ids and what the registry says of an app. */
/** Platforms the site has guides for. The order is the order of the sidebar and of the cards. */
export const platforms = ['android', 'ios', 'macos', 'tvos', 'windows'] as const
export type Platform = (typeof platforms)[number]

/**
 * Devices offered on `/install` and `/help`: the platforms, then the PS5, which has a guide but no apps
 * (so no platform page; a desktop app shares its connection with it). The order is the cards' and the
 * `/help` choice's.
 */
export const devices = [...platforms, 'ps5'] as const
export type Device = (typeof devices)[number]

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

/**
 * Where a registry fact was read and when. Every fact carries both; the build fails without them
 * (`checkRegistry`), and `npm run facts:check` re-reads the ones that can be checked online.
 */
export interface Sourced {
  /**
   * What was read: an https URL, or a file in a public repository as `owner/repo path/in/repo`. A
   * repository file names the tag or commit it was read at, `owner/repo@v1.4.8 path` or
   * `owner/repo@3859a74 path`, so `npm run facts:check` can tell when the app has released since.
   */
  source: string
  /** The day the source was read, `YYYY-MM-DD`; never in the future (the build refuses it). */
  checked: string
}

/**
 * A fact with its source. `value: null` means no source we read states it (the reader is told to look
 * at the app's download page); it never means the developer does not publish it.
 */
export interface Fact<T> extends Sourced {
  value: T
}

export interface StoreLink extends Sourced {
  kind: StoreKind
  /** Absolute https URL on the store's or the project's official host. */
  url: string
  /** Shown next to the store name when a platform has two links of one kind (for example a regional listing). */
  note?: 'global' | 'russia'
  /**
   * The listing is another build with version numbers of its own (Happ's App Store build on the Mac,
   * which carries the iOS versions), so `npm run facts:check` does not compare the guide's
   * `verified.version` with it.
   */
  separateVersions?: true
}

/**
 * How an app imports a subscription from a link.
 * `{url}` is the subscription URL as is, `{urlEncoded}` is `encodeURIComponent(url)` (applied twice with
 * the `encoded-twice` encoding, for an app that decodes the value twice), `{base64}` is the URL in
 * standard base64, `{name}` is the encoded profile name (twice with `encoded-twice`).
 */
export interface ImportLink {
  /** The URL template; its scheme is fixed here, never taken from user input. */
  template: string
  /**
   * Which placeholder carries the subscription, so a test can check the encoding; `encoded-twice`
   * encodes `{urlEncoded}` and `{name}` twice.
   */
  encoding: 'raw' | 'encoded' | 'encoded-twice' | 'base64'
  /** A second template tried where custom schemes are blocked (Stash's https form). */
  fallback?: { template: string; encoding: 'host-path' }
}

/**
 * How another device on the home network (a games console, which takes only a proxy) goes through the
 * app on this computer: the switch that lets other devices connect, and the port they connect to (the
 * app's mixed port: HTTP and SOCKS on one port). The label ids name labels of lib/labels/<app>.ts, which
 * say where each control is; the ports are facts read where the app sets them.
 */
export interface LanSharing {
  /** The port other devices connect to when nothing was changed in the app, where the app sets it. */
  port: Fact<number>
  /**
   * Where the port comes from. `app`: the app's own setting, shown at `portAt`. `config`: the active
   * configuration's `mixed-port` wins, and `port` is only what the app takes when the configuration sets
   * none (ClashX Meta), so a reader reads the real port at `portAt`.
   */
  portFrom: 'app' | 'config'
  /** Label ids, in the order a reader opens them, down to the switch that lets other devices connect. */
  allow: readonly string[]
  /** Label ids of the way to where the app shows the port, ending at the port's own label. */
  portAt: readonly string[]
  /**
   * A switch that gives other devices a port of their own (v2rayN's "New Port for LAN"): its label id
   * and that port.
   */
  ownPort?: Fact<{ label: string; port: number }>
}

export interface AppPlatformInfo {
  /** Official downloads for this platform, most recommended first. */
  stores: readonly StoreLink[]
  /** Minimum OS version, `null` where no source we read states it. */
  minOs: Fact<string | null>
  /**
   * Release files the guide tells readers to pick, as patterns (`*` is any text, usually the version),
   * from the app's GitHub releases. `npm run facts:check` looks for each in the latest release, and the
   * build refuses a guide that names a download file not listed here.
   */
  releaseFiles?: Fact<readonly string[]>
  /** Files inside a download that a guide names (`v2rayN.exe`); not checked online. */
  bundledFiles?: readonly string[]
  /** Overrides the app's import link on this platform (`null`: the app registers no scheme here). */
  importLink?: Fact<ImportLink | null>
  /** Computers: how a device that takes only a proxy (the PS5) uses this app's connection. */
  lanSharing?: LanSharing
}

export interface AppInfo {
  id: AppId
  /** Product name; never translated. */
  name: string
  /**
   * Shorter names guides write for the app ("Clash Verge" for Clash Verge Rev): with `name`, the words
   * the content check looks for in a page that must not name the app (lib/offer.ts).
   */
  shortNames?: readonly string[]
  platforms: Partial<Record<Platform, AppPlatformInfo>>
  /** `null` where no source we read states the price (the App Store listing shows it). */
  price: Fact<'free' | 'paid' | null>
  /** How much setting up the app asks of a reader new to it (our judgement, not a fact about the app). */
  ease: 'easy' | 'medium' | 'advanced'
  /** Protocols a reader meets in subscriptions, as the app lists them. */
  protocols: readonly string[]
  /** One-tap import format, or `null` when the app registers no link handler (v2rayN). */
  importLink: Fact<ImportLink | null>
  /** Which of the site's languages (`ru`, `en`) the app's interface offers; `null` where no source says. */
  uiLanguages: Fact<readonly ('ru' | 'en')[] | null>
  /**
   * Files of the app's GitHub releases that no guide offers, as patterns: other systems, signatures,
   * checksums. With every platform's `releaseFiles` they should cover the latest release;
   * `npm run facts:check` lists a file that neither names, so a writer decides whether a guide offers
   * it (and adds it to `releaseFiles`) or sets it aside here.
   */
  otherReleaseFiles?: Fact<readonly string[]>
  openSource: boolean
}
