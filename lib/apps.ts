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

/**
 * Where a registry fact was read and when. Every fact carries both; the build fails without them
 * (`checkRegistry`), and `npm run facts:check` re-reads the ones that can be checked online.
 */
export interface Sourced {
  /** A URL, or `owner/repo path/in/repo` for a file in a public repository. */
  source: string
  /** The day the source was read, `YYYY-MM-DD`. */
  checked: string
}

/** A fact with its source. `value: null` means the source was read and does not state it. */
export interface Fact<T> extends Sourced {
  value: T
}

export interface StoreLink extends Sourced {
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
}

export interface AppInfo {
  id: AppId
  /** Product name; never translated. */
  name: string
  platforms: Partial<Record<Platform, AppPlatformInfo>>
  price: Fact<'free' | 'paid'>
  /** How much setting up the app asks of a reader new to it (our judgement, not a fact about the app). */
  ease: 'easy' | 'medium' | 'advanced'
  /** Protocols a reader meets in subscriptions, as the app lists them. */
  protocols: readonly string[]
  /** One-tap import format, or `null` when the app registers no link handler (v2rayN). */
  importLink: Fact<ImportLink | null>
  /** Which of the site's languages (`ru`, `en`) the app's interface offers; `null` where no source says. */
  uiLanguages: Fact<readonly ('ru' | 'en')[] | null>
  openSource: boolean
}

/** The day the facts below were last read in their sources. */
const checked = '2026-11-22'

const github = (repo: string, source = `https://github.com/${repo}`): StoreLink => ({
  kind: 'github',
  url: `https://github.com/${repo}/releases`,
  source,
  checked,
})
const appStore = (id: string, source: string, note?: StoreLink['note']): StoreLink => ({
  kind: 'app-store',
  url: `https://apps.apple.com/app/id${id}`,
  ...(note ? { note } : {}),
  source,
  checked,
})
const googlePlay = (pkg: string, source: string): StoreLink => ({
  kind: 'google-play',
  url: `https://play.google.com/store/apps/details?id=${pkg}`,
  source,
  checked,
})
const fDroid = (pkg: string, source: string): StoreLink => ({
  kind: 'f-droid',
  url: `https://f-droid.org/packages/${pkg}/`,
  source,
  checked,
})
const fact = <T>(value: T, source: string): Fact<T> => ({ value, source, checked })

const mihomoProtocols = [
  'VLESS',
  'VMess',
  'Trojan',
  'Shadowsocks',
  'Hysteria2',
  'TUIC',
  'WireGuard',
] as const

const happRequirements = 'HappDev/happ_su faq/requirements.md'
const happReadme = 'HappDev/happ_su README.md'
const karingReadme = 'KaringX/karing README.md'

export const apps: Record<AppId, AppInfo> = {
  happ: {
    id: 'happ',
    name: 'Happ',
    platforms: {
      android: {
        stores: [
          googlePlay('com.happproxy', happReadme),
          github('Happ-proxy/happ-android', happReadme),
        ],
        minOs: fact('5.0', happRequirements),
        releaseFiles: fact(['Happ.apk', 'Happ_beta.apk'], happReadme),
      },
      ios: {
        stores: [
          appStore('6504287215', happReadme, 'global'),
          appStore('6783623643', happReadme, 'russia'),
        ],
        minOs: fact('15', happRequirements),
      },
      macos: {
        stores: [
          appStore('6504287215', happReadme, 'global'),
          appStore('6783623643', happReadme, 'russia'),
          github('Happ-proxy/happ-desktop', happReadme),
        ],
        // The DMG runs on macOS 13, the App Store (Catalyst) build needs 15: the guide says which to take.
        minOs: fact('13', happRequirements),
        releaseFiles: fact(['Happ.macOS.universal.dmg'], happReadme),
        importLink: fact(
          { template: 'happ://add/{url}', encoding: 'raw' },
          'Happ-proxy/happ-desktop release (2.6.0: "Fixed deep links on macOS")',
        ),
      },
      tvos: {
        // A separate app, "Happ - Proxy Utility for TV"; the subscription comes from a phone (QR) or tv.happ.su.
        stores: [appStore('6748297274', happReadme)],
        // Happ's page says tvOS 15, but tvOS gained VPN apps (NEPacketTunnelProvider) only in tvOS 17.
        minOs: fact(
          '17',
          'https://developer.apple.com/documentation/networkextension/nepackettunnelprovider',
        ),
        importLink: fact(null, 'HappDev/happ_su faq/apple-tv-tvos.md'),
      },
      windows: {
        stores: [github('Happ-proxy/happ-desktop', happReadme)],
        minOs: fact('10', happRequirements),
        releaseFiles: fact(['setup-Happ.x64.exe'], happReadme),
        // No source shows the Windows build registering happ:// (the README and release notes are silent).
        importLink: fact(null, 'Happ-proxy/happ-desktop README.md'),
      },
    },
    price: fact('free', happReadme),
    ease: 'easy',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks'],
    importLink: fact(
      { template: 'happ://add/{url}', encoding: 'raw' },
      'remnawave/subscription-page frontend/src/shared/utils/template-engine.ts',
    ),
    uiLanguages: fact(['ru', 'en'], 'HappDev/happ_su README.md (Global and Rus listings)'),
    openSource: false,
  },
  v2rayng: {
    id: 'v2rayng',
    name: 'v2rayNG',
    platforms: {
      android: {
        // Removed from Google Play in 2025: GitHub releases are the only official channel.
        stores: [github('2dust/v2rayNG', '2dust/v2rayNG README.md')],
        minOs: fact('7.0', '2dust/v2rayNG V2rayNG/app/build.gradle.kts'),
        releaseFiles: fact(
          ['v2rayNG_*_arm64-v8a.apk', 'v2rayNG_*_armeabi-v7a.apk', 'v2rayNG_*_universal.apk'],
          '2dust/v2rayNG .github/workflows/build.yml',
        ),
      },
    },
    price: fact('free', '2dust/v2rayNG LICENSE'),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'WireGuard'],
    importLink: fact(
      { template: 'v2rayng://install-config?url={urlEncoded}', encoding: 'encoded' },
      '2dust/v2rayNG V2rayNG/app/src/main/AndroidManifest.xml',
    ),
    uiLanguages: fact(['en', 'ru'], '2dust/v2rayNG V2rayNG/app/src/main/res/values-ru/strings.xml'),
    openSource: true,
  },
  'clash-meta': {
    id: 'clash-meta',
    name: 'Clash Meta for Android',
    platforms: {
      android: {
        stores: [
          github('MetaCubeX/ClashMetaForAndroid', 'MetaCubeX/ClashMetaForAndroid README.md'),
          fDroid('com.github.metacubex.clash.meta', 'MetaCubeX/ClashMetaForAndroid README.md'),
        ],
        minOs: fact('5.0', 'MetaCubeX/ClashMetaForAndroid build.gradle.kts'),
        releaseFiles: fact(
          ['cmfa-*-meta-arm64-v8a-release.apk', 'cmfa-*-meta-universal-release.apk'],
          'https://github.com/MetaCubeX/ClashMetaForAndroid/releases',
        ),
      },
    },
    price: fact('free', 'MetaCubeX/ClashMetaForAndroid LICENSE'),
    ease: 'advanced',
    protocols: mihomoProtocols,
    importLink: fact(
      {
        template: 'clashmeta://install-config?url={urlEncoded}&name={name}',
        encoding: 'encoded',
      },
      'MetaCubeX/ClashMetaForAndroid app/src/main/AndroidManifest.xml',
    ),
    uiLanguages: fact(
      ['en', 'ru'],
      'MetaCubeX/ClashMetaForAndroid design/src/main/res/values-ru/strings.xml',
    ),
    openSource: true,
  },
  karing: {
    id: 'karing',
    name: 'Karing',
    platforms: {
      android: {
        stores: [github('KaringX/karing', karingReadme)],
        minOs: fact('8.0', karingReadme),
        releaseFiles: fact(
          ['karing_*_android_arm64-v8a.apk'],
          'KaringX/karing android/app/build.gradle.kts (ABI splits)',
        ),
      },
      ios: { stores: [appStore('6472431552', karingReadme)], minOs: fact('15', karingReadme) },
      macos: {
        stores: [github('KaringX/karing', 'KaringX/karing-docu blog/case/macos.md')],
        minOs: fact('12', karingReadme),
        releaseFiles: fact(
          ['karing_*_macos_universal.dmg'],
          'https://github.com/KaringX/karing/releases',
        ),
      },
      tvos: { stores: [appStore('6472431552', karingReadme)], minOs: fact('17', karingReadme) },
      windows: {
        stores: [github('KaringX/karing', karingReadme)],
        minOs: fact('10', karingReadme),
        releaseFiles: fact(
          ['karing_*_windows_x64.exe'],
          'https://github.com/KaringX/karing/releases',
        ),
      },
    },
    price: fact('free', karingReadme),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: fact(
      {
        template: 'karing://install-config?url={urlEncoded}&name={name}',
        encoding: 'encoded',
      },
      'KaringX/karing lib/screens/scheme_handler.dart',
    ),
    uiLanguages: fact(['en', 'ru'], 'KaringX/karing lib/i18n/strings_ru.g.dart'),
    openSource: true,
  },
  streisand: {
    id: 'streisand',
    name: 'Streisand',
    platforms: {
      ios: {
        stores: [
          appStore(
            '6450534064',
            'remnawave/subscription-page frontend/public/assets/app-config.json',
          ),
        ],
        minOs: fact(null, 'https://apps.apple.com/app/id6450534064'),
      },
      macos: {
        stores: [
          appStore(
            '6450534064',
            'remnawave/subscription-page frontend/public/assets/app-config.json',
          ),
        ],
        minOs: fact(null, 'https://apps.apple.com/app/id6450534064'),
      },
    },
    price: fact('free', 'https://apps.apple.com/app/id6450534064'),
    ease: 'easy',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks'],
    importLink: fact(
      { template: 'streisand://import/{url}', encoding: 'raw' },
      'remnawave/subscription-page frontend/public/assets/app-config.json',
    ),
    uiLanguages: fact(null, 'https://apps.apple.com/app/id6450534064'),
    openSource: false,
  },
  shadowrocket: {
    id: 'shadowrocket',
    name: 'Shadowrocket',
    platforms: {
      ios: {
        stores: [appStore('932747118', 'LOWERTOP/Shadowrocket README.md')],
        minOs: fact('12', 'LOWERTOP/Shadowrocket README.md'),
      },
      macos: {
        stores: [appStore('932747118', 'LOWERTOP/Shadowrocket README.md')],
        minOs: fact(null, 'LOWERTOP/Shadowrocket README.md'),
      },
    },
    price: fact('paid', 'https://apps.apple.com/app/id932747118'),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: fact(
      { template: 'shadowrocket://add/sub://{base64}', encoding: 'base64' },
      'MHSanaei/3x-ui frontend/src/pages/sub/SubPage.tsx',
    ),
    uiLanguages: fact(null, 'LOWERTOP/Shadowrocket README.md'),
    openSource: false,
  },
  stash: {
    id: 'stash',
    name: 'Stash',
    platforms: {
      ios: {
        stores: [appStore('1596063349', 'sub-store-org/Sub-Store pull/76')],
        minOs: fact(null, 'https://stash.wiki/en/get-started'),
      },
      tvos: {
        stores: [appStore('1596063349', 'sub-store-org/Sub-Store pull/76')],
        minOs: fact(null, 'https://stash.wiki/en/get-started'),
      },
    },
    price: fact('paid', 'https://apps.apple.com/app/id1596063349'),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: fact(
      {
        template: 'stash://install-config?url={urlEncoded}',
        encoding: 'encoded',
        fallback: {
          template: 'https://link.stash.ws/install-config/{hostPath}',
          encoding: 'host-path',
        },
      },
      'https://stash.wiki/en/faq/url-schema',
    ),
    uiLanguages: fact(null, 'https://stash.wiki/en/get-started'),
    openSource: false,
  },
  'clashx-meta': {
    id: 'clashx-meta',
    name: 'ClashX Meta',
    platforms: {
      macos: {
        stores: [github('MetaCubeX/ClashX.Meta', 'MetaCubeX/ClashX.Meta README.md')],
        minOs: fact('11', 'MetaCubeX/ClashX.Meta ClashX.xcodeproj/project.pbxproj'),
        releaseFiles: fact(['ClashX.Meta.zip'], 'MetaCubeX/ClashX.Meta .github/workflows/main.yml'),
      },
    },
    price: fact('free', 'MetaCubeX/ClashX.Meta LICENSE'),
    ease: 'advanced',
    protocols: mihomoProtocols,
    importLink: fact(
      {
        template: 'clashx://install-config?url={urlEncoded}&name={name}',
        encoding: 'encoded',
      },
      'MetaCubeX/ClashX.Meta ClashX/Info.plist',
    ),
    uiLanguages: fact(
      ['en'],
      'MetaCubeX/ClashX.Meta ClashX/Support Files (en, zh-Hans, zh-Hant .lproj)',
    ),
    openSource: true,
  },
  'clash-verge-rev': {
    id: 'clash-verge-rev',
    name: 'Clash Verge Rev',
    platforms: {
      windows: {
        stores: [
          github('clash-verge-rev/clash-verge-rev', 'clash-verge-rev/clash-verge-rev README.md'),
        ],
        minOs: fact('10', 'clash-verge-rev/clash-verge-rev README.md'),
        releaseFiles: fact(
          [
            'Clash.Verge_*_x64-setup.exe',
            'Clash.Verge_*_arm64-setup.exe',
            'Clash.Verge_*_x64_fixed_webview2-setup.exe',
          ],
          'https://github.com/clash-verge-rev/clash-verge-rev/releases',
        ),
      },
    },
    price: fact('free', 'clash-verge-rev/clash-verge-rev LICENSE'),
    ease: 'medium',
    protocols: mihomoProtocols,
    // Clash Verge Rev takes everything after `url=` as the URL, so `name` must come first.
    importLink: fact(
      {
        template: 'clash-verge://install-config?name={name}&url={urlEncoded}',
        encoding: 'encoded',
      },
      'clash-verge-rev/clash-verge-rev src-tauri/src/utils/resolve/scheme.rs',
    ),
    uiLanguages: fact(['en', 'ru'], 'clash-verge-rev/clash-verge-rev src/locales/ru/profiles.json'),
    openSource: true,
  },
  v2rayn: {
    id: 'v2rayn',
    name: 'v2rayN',
    platforms: {
      windows: {
        stores: [github('2dust/v2rayN', '2dust/v2rayN README.md')],
        minOs: fact('10', 'https://github.com/2dust/v2rayN/wiki/Release-files-introduction'),
        releaseFiles: fact(
          ['v2rayN-windows-64.zip', 'v2rayN-windows-arm64.zip', 'v2rayN-windows-64-desktop.zip'],
          '2dust/v2rayN .github/workflows/package-zip.yml',
        ),
        bundledFiles: ['v2rayN.exe'],
      },
    },
    price: fact('free', '2dust/v2rayN LICENSE'),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: fact(null, '2dust/v2rayN v2rayN/ServiceLib/Global.cs'),
    uiLanguages: fact(['en', 'ru'], '2dust/v2rayN v2rayN/ServiceLib/Resx/ResUI.ru.resx'),
    openSource: true,
  },
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

/** Hosts a download link may point at. Anything else is a mirror and is refused by the tests. */
export const officialHosts: Record<StoreKind, string> = {
  'app-store': 'apps.apple.com',
  'google-play': 'play.google.com',
  github: 'github.com',
  'f-droid': 'f-droid.org',
}

const sourcePattern = /^(https:\/\/\S+|[\w.-]+\/[\w.-]+(\s.+)?)$/

/** Errors for a missing or malformed `source` / `checked`; `where` names the app and field. */
function checkSourced(where: string, fact: Partial<Sourced> | undefined, today: string): string[] {
  if (!fact) return [`lib/apps.ts: ${where}: missing`]
  const errors: string[] = []
  const { source, checked: day } = fact
  if (typeof source !== 'string' || source.trim() === '') {
    errors.push(`lib/apps.ts: ${where}: source: missing (a URL or "owner/repo path")`)
  } else if (!sourcePattern.test(source)) {
    errors.push(
      `lib/apps.ts: ${where}: source: "${source}" is neither an https URL nor "owner/repo path"`,
    )
  }
  if (typeof day !== 'string' || day === '') {
    errors.push(`lib/apps.ts: ${where}: checked: missing (the day the source was read, YYYY-MM-DD)`)
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    errors.push(`lib/apps.ts: ${where}: checked: "${day}" is not a YYYY-MM-DD date`)
  } else if (day > today) {
    errors.push(`lib/apps.ts: ${where}: checked: ${day} is in the future`)
  }
  return errors
}

/**
 * Every registry fact names where it was read and when; the build fails on one that does not, naming
 * the app and the field (`happ.platforms.ios.stores[1]: source: missing`).
 */
export function checkRegistry(
  registry: Record<string, AppInfo> = apps,
  today = new Date().toISOString().slice(0, 10),
): string[] {
  const errors: string[] = []
  for (const [id, app] of Object.entries(registry)) {
    for (const field of ['price', 'importLink', 'uiLanguages'] as const) {
      errors.push(...checkSourced(`${id}.${field}`, app[field], today))
    }
    for (const [platform, info] of Object.entries(app.platforms)) {
      const at = `${id}.platforms.${platform}`
      info.stores.forEach((store, i) =>
        errors.push(...checkSourced(`${at}.stores[${i}] (${store.kind})`, store, today)),
      )
      errors.push(...checkSourced(`${at}.minOs`, info.minOs, today))
      if ('releaseFiles' in info) {
        errors.push(...checkSourced(`${at}.releaseFiles`, info.releaseFiles, today))
      }
      if ('importLink' in info) {
        errors.push(...checkSourced(`${at}.importLink`, info.importLink, today))
      }
    }
  }
  return errors
}

/** `*` in a release-file pattern is any text. */
export function matchesFilePattern(pattern: string, name: string): boolean {
  const re = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${re.join('.*')}$`).test(name)
}
