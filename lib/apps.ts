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
}

export interface AppInfo {
  id: AppId
  /** Product name; never translated. */
  name: string
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

/**
 * One reading of one source: the facts read from the same file on the same day share it, and each
 * fact below names its own. A reading is `checked` on the day it was actually done.
 */
type Reading = Sourced
const reading = (source: string, checked: string): Reading => ({ source, checked })

const github = (repo: string, from: Reading): StoreLink => ({
  kind: 'github',
  url: `https://github.com/${repo}/releases`,
  ...from,
})
const appStore = (
  id: string,
  from: Reading,
  options: Pick<StoreLink, 'note' | 'separateVersions'> = {},
): StoreLink => ({
  kind: 'app-store',
  url: `https://apps.apple.com/app/id${id}`,
  ...options,
  ...from,
})
const googlePlay = (pkg: string, from: Reading): StoreLink => ({
  kind: 'google-play',
  url: `https://play.google.com/store/apps/details?id=${pkg}`,
  ...from,
})
const fDroid = (pkg: string, from: Reading): StoreLink => ({
  kind: 'f-droid',
  url: `https://f-droid.org/packages/${pkg}/`,
  ...from,
})
const fact = <T>(value: T, from: Reading): Fact<T> => ({ value, ...from })

const mihomoProtocols = [
  'VLESS',
  'VMess',
  'Trojan',
  'Shadowsocks',
  'Hysteria2',
  'TUIC',
  'WireGuard',
] as const

// The readings. A repository file names the tag or commit it was read at: facts:check compares it with
// the app's latest release. Web pages are stored copies read on the day given.

// Happ is closed source: its README, update feed and documentation are what can be read.
const happAndroidReadme = reading('Happ-proxy/happ-android@3859a74 README.md', '2026-11-25')
const happDesktopReadme = reading('Happ-proxy/happ-desktop@41c08aa README.md', '2026-11-25')
// The 2.6.0 entry of the desktop update feed: "Fixed deep links on macOS".
const happDesktopFeed260 = reading('Happ-proxy/happ-desktop@01af18f release', '2026-11-25')
// No official source read here names the ARM installer: a mirror's copy of release 2.18.1's
// `setup-Happ*` files, which its workflow takes from api.github.com, does.
const happDesktopAssets = reading(
  'amindeist/LatestReleaseMirror@6db210a releases/Happ-proxy/happ-desktop',
  '2026-11-25',
)
const happSuReadme = reading('HappDev/happ_su@02613e7 README.md', '2026-11-25')
const happRequirements = reading('HappDev/happ_su@4e0f2e6 faq/requirements.md', '2026-11-25')
const happAppleTv = reading('HappDev/happ_su@25c7147 faq/apple-tv-tvos.md', '2026-11-25')
const happImport = reading(
  'remnawave/subscription-page frontend/src/shared/utils/template-engine.ts',
  '2026-11-22',
)
const packetTunnel = reading(
  'https://developer.apple.com/documentation/networkextension/nepackettunnelprovider',
  '2026-11-25',
)

const v2rayngAt = (path: string) => reading(`2dust/v2rayNG@2.3.5 ${path}`, '2026-11-25')
const cmfaAt = (path: string) =>
  reading(`MetaCubeX/ClashMetaForAndroid@v2.11.32 ${path}`, '2026-11-25')
const karingAt = (path: string) => reading(`KaringX/karing@v1.2.24.2704 ${path}`, '2026-11-25')
const karingReadme = karingAt('README.md')
const karingDownloads = reading(
  'KaringX/karing-docu@0383f91 i18n/en/docusaurus-plugin-content-docs/current/download.md',
  '2026-11-25',
)
const karingMacCase = reading('KaringX/karing-docu@0383f91 blog/case/macos.md', '2026-11-25')
const clashxAt = (path: string) => reading(`MetaCubeX/ClashX.Meta@v1.4.8 ${path}`, '2026-11-25')
const vergeAt = (path: string) =>
  reading(`clash-verge-rev/clash-verge-rev@v2.5.0-rc ${path}`, '2026-11-25')
const v2raynAt = (path: string) => reading(`2dust/v2rayN@7.24.8 ${path}`, '2026-11-25')

const streisandConfig = reading(
  'remnawave/subscription-page@4689df0 frontend/public/assets/app-config.json',
  '2026-11-25',
)
const shadowrocketManual = reading('LOWERTOP/Shadowrocket@68aa422 README.md', '2026-11-25')
const stashDocs = reading('https://stash.wiki/llms.txt', '2026-11-25')

export const apps: Record<AppId, AppInfo> = {
  happ: {
    id: 'happ',
    name: 'Happ',
    platforms: {
      android: {
        stores: [
          googlePlay('com.happproxy', happAndroidReadme),
          github('Happ-proxy/happ-android', happAndroidReadme),
        ],
        minOs: fact('5.0', happRequirements),
        // The README pins the beta APK to one release (3.25.1): it is not in every release.
        releaseFiles: fact(['Happ.apk', 'Happ_beta.apk'], happAndroidReadme),
      },
      ios: {
        stores: [
          appStore('6504287215', happAndroidReadme, { note: 'global' }),
          appStore('6783623643', happAndroidReadme, { note: 'russia' }),
        ],
        minOs: fact('15', happRequirements),
      },
      macos: {
        stores: [
          // The App Store build is the iOS app (Catalyst) with its own version numbers; the guide's
          // version is the DMG's.
          appStore('6504287215', happSuReadme, { note: 'global', separateVersions: true }),
          appStore('6783623643', happSuReadme, { note: 'russia', separateVersions: true }),
          github('Happ-proxy/happ-desktop', happDesktopReadme),
        ],
        // The DMG runs on macOS 13, the App Store (Catalyst) build needs 15: the guide says which to take.
        minOs: fact('13', happRequirements),
        releaseFiles: fact(['Happ.macOS.universal.dmg'], happDesktopReadme),
        importLink: fact({ template: 'happ://add/{url}', encoding: 'raw' }, happDesktopFeed260),
      },
      tvos: {
        // A separate app, "Happ - Proxy Utility for TV"; the subscription comes from a phone (QR) or tv.happ.su.
        stores: [appStore('6748297274', happSuReadme)],
        // Happ's page says tvOS 15, but tvOS gained VPN apps (NEPacketTunnelProvider) only in tvOS 17.
        minOs: fact('17', packetTunnel),
        importLink: fact(null, happAppleTv),
      },
      windows: {
        stores: [github('Happ-proxy/happ-desktop', happDesktopReadme)],
        minOs: fact('10', happRequirements),
        releaseFiles: fact(['setup-Happ.x64.exe', 'setup-Happ.arm64.exe'], happDesktopAssets),
        // Not settled (read 2026-11-26): the desktop update feed names deep links (0.6.0 ".happ file deep
        // links", 2.6.0 "Fixed deep links on macOS") and Remnawave's app-config offers happ://add/ on every
        // platform, Apple TV included; no Happ source says the Windows installer registers happ://. Off
        // until one does (the guide's `verified.unconfirmed` says what is missing).
        importLink: fact(null, happDesktopReadme),
      },
    },
    // Free downloads from GitHub and the stores; the README asks for donations.
    price: fact('free', happSuReadme),
    ease: 'easy',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks'],
    importLink: fact({ template: 'happ://add/{url}', encoding: 'raw' }, happImport),
    // Happ's Russian FAQ quotes the app's Russian labels («Ручной ввод», «Готово»).
    uiLanguages: fact(
      ['ru', 'en'],
      reading('HappDev/happ_su@04b6ad8 faq/adding-configuration-subscription.md', '2026-11-25'),
    ),
    // Linux packages: the site has no Linux guides.
    otherReleaseFiles: fact(['Happ.linux.*'], happDesktopReadme),
    openSource: false,
  },
  v2rayng: {
    id: 'v2rayng',
    name: 'v2rayNG',
    platforms: {
      android: {
        // Removed from Google Play in 2025: GitHub releases are the only official channel.
        stores: [github('2dust/v2rayNG', v2rayngAt('README.md'))],
        minOs: fact('7.0', v2rayngAt('V2rayNG/app/build.gradle.kts')),
        releaseFiles: fact(
          ['v2rayNG_*_arm64-v8a.apk', 'v2rayNG_*_armeabi-v7a.apk', 'v2rayNG_*_universal.apk'],
          v2rayngAt('V2rayNG/app/build.gradle.kts'),
        ),
      },
    },
    price: fact('free', v2rayngAt('LICENSE')),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'WireGuard'],
    // The app decodes `url` twice (Uri.getQueryParameter, then URLDecoder.decode in parseUri), so a
    // URL with `%` or `+` survives only encoded twice (lib/subscription.test.ts replays both steps).
    importLink: fact(
      { template: 'v2rayng://install-config?url={urlEncoded}', encoding: 'encoded-twice' },
      v2rayngAt('V2rayNG/app/src/main/java/com/v2ray/ang/ui/UrlSchemeActivity.kt'),
    ),
    uiLanguages: fact(['en', 'ru'], v2rayngAt('V2rayNG/app/src/main/res/values-ru/strings.xml')),
    // The guide names the x86 builds, the signatures and the key as files the reader does not need.
    otherReleaseFiles: fact(
      ['v2rayNG_*_x86.apk', 'v2rayNG_*_x86_64.apk', '*.sig', 'v2rayN-public-key.asc'],
      v2rayngAt('.github/workflows/build.yml'),
    ),
    openSource: true,
  },
  'clash-meta': {
    id: 'clash-meta',
    name: 'Clash Meta for Android',
    platforms: {
      android: {
        stores: [
          github('MetaCubeX/ClashMetaForAndroid', cmfaAt('README.md')),
          fDroid('com.github.metacubex.clash.meta', cmfaAt('README.md')),
        ],
        minOs: fact('5.0', cmfaAt('build.gradle.kts')),
        releaseFiles: fact(
          ['cmfa-*-meta-arm64-v8a-release.apk', 'cmfa-*-meta-universal-release.apk'],
          cmfaAt('build.gradle.kts'),
        ),
      },
    },
    price: fact('free', cmfaAt('LICENSE')),
    ease: 'advanced',
    protocols: mihomoProtocols,
    importLink: fact(
      {
        template: 'clashmeta://install-config?url={urlEncoded}&name={name}',
        encoding: 'encoded',
      },
      cmfaAt('app/src/main/AndroidManifest.xml'),
    ),
    uiLanguages: fact(['en', 'ru'], cmfaAt('design/src/main/res/values-ru/strings.xml')),
    // The guide names these builds by their ABI only (old 32-bit devices, emulators).
    otherReleaseFiles: fact(
      [
        'cmfa-*-meta-armeabi-v7a-release.apk',
        'cmfa-*-meta-x86-release.apk',
        'cmfa-*-meta-x86_64-release.apk',
        'output-metadata.json',
      ],
      cmfaAt('.github/workflows/build-release.yaml'),
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
          [
            'karing_*_android_arm64-v8a.apk',
            'karing_*_android_armeabi-v7a.apk',
            'karing_*_android_arm.apk',
          ],
          karingAt('pkg_android.bat'),
        ),
      },
      ios: { stores: [appStore('6472431552', karingReadme)], minOs: fact('15', karingReadme) },
      macos: {
        stores: [github('KaringX/karing', karingMacCase)],
        minOs: fact('12', karingReadme),
        releaseFiles: fact(['karing_*_macos_universal.dmg'], karingMacCase),
      },
      tvos: { stores: [appStore('6472431552', karingReadme)], minOs: fact('17', karingReadme) },
      windows: {
        stores: [github('KaringX/karing', karingReadme)],
        minOs: fact('10', karingReadme),
        // Karing's download page offers an installer and a zip without naming them; the installer's
        // name is the one third-party mirrors of its releases show (facts:check confirms it online).
        releaseFiles: fact(['karing_*_windows_x64.exe'], karingDownloads),
      },
    },
    price: fact('free', karingAt('LICENSE.md')),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    // `_installConfig` decodes `url` and `name` twice (`uri.queryParameters`, then `Uri.decodeComponent`),
    // so both are encoded twice (lib/subscription.test.ts replays both steps).
    importLink: fact(
      {
        template: 'karing://install-config?url={urlEncoded}&name={name}',
        encoding: 'encoded-twice',
      },
      karingAt('lib/screens/scheme_handler.dart'),
    ),
    uiLanguages: fact(['en', 'ru'], karingAt('lib/i18n/strings_ru.g.dart')),
    // Linux packages and the Windows zip the download page offers beside the installer the guide uses
    // (the zip's name is the one third-party mirrors of the releases show).
    otherReleaseFiles: fact(['*.deb', '*.rpm', 'karing_*_windows_x64.zip'], karingDownloads),
    openSource: true,
  },
  streisand: {
    id: 'streisand',
    name: 'Streisand',
    platforms: {
      ios: {
        stores: [appStore('6450534064', streisandConfig)],
        minOs: fact(null, streisandConfig),
      },
      macos: {
        stores: [appStore('6450534064', streisandConfig)],
        minOs: fact(null, streisandConfig),
      },
    },
    price: fact(null, streisandConfig),
    ease: 'easy',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks'],
    importLink: fact({ template: 'streisand://import/{url}', encoding: 'raw' }, streisandConfig),
    uiLanguages: fact(null, streisandConfig),
    openSource: false,
  },
  shadowrocket: {
    id: 'shadowrocket',
    name: 'Shadowrocket',
    platforms: {
      ios: {
        stores: [appStore('932747118', shadowrocketManual)],
        // "Since 2.2.30 the minimum is iOS 12" (a community manual; facts:check compares the listing).
        minOs: fact('12', shadowrocketManual),
      },
      macos: {
        stores: [appStore('932747118', shadowrocketManual)],
        minOs: fact(null, shadowrocketManual),
      },
    },
    price: fact(
      'paid',
      reading(
        'https://github.com/hiddify/Hiddify-Manager/wiki/Tutorial-for-ShadowRocket-app',
        '2026-11-25',
      ),
    ),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: fact(
      { template: 'shadowrocket://add/sub://{base64}', encoding: 'base64' },
      reading('MHSanaei/3x-ui frontend/src/pages/sub/SubPage.tsx', '2026-11-22'),
    ),
    uiLanguages: fact(null, shadowrocketManual),
    openSource: false,
  },
  stash: {
    id: 'stash',
    name: 'Stash',
    platforms: {
      ios: {
        stores: [appStore('1596063349', reading('sub-store-org/Sub-Store pull/76', '2026-11-22'))],
        minOs: fact(null, stashDocs),
      },
      tvos: {
        stores: [appStore('1596063349', reading('sub-store-org/Sub-Store pull/76', '2026-11-22'))],
        minOs: fact(null, stashDocs),
      },
    },
    // "Product and purchase information is at stash.ws".
    price: fact('paid', stashDocs),
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
      reading('https://stash.wiki/faq/url-schema', '2026-11-25'),
    ),
    uiLanguages: fact(null, stashDocs),
    openSource: false,
  },
  'clashx-meta': {
    id: 'clashx-meta',
    name: 'ClashX Meta',
    platforms: {
      macos: {
        stores: [github('MetaCubeX/ClashX.Meta', clashxAt('README.md'))],
        minOs: fact('11', clashxAt('ClashX.xcodeproj/project.pbxproj')),
        // The workflow uploads "ClashX Meta.zip"; GitHub turns the space into a dot.
        releaseFiles: fact(['ClashX.Meta.zip'], clashxAt('.github/workflows/main.yml')),
      },
    },
    price: fact('free', clashxAt('LICENSE')),
    ease: 'advanced',
    protocols: mihomoProtocols,
    importLink: fact(
      {
        template: 'clashx://install-config?url={urlEncoded}&name={name}',
        encoding: 'encoded',
      },
      clashxAt('ClashX/Info.plist'),
    ),
    uiLanguages: fact(['en'], clashxAt('ClashX/Support Files (en, zh-Hans, zh-Hant .lproj)')),
    openSource: true,
  },
  'clash-verge-rev': {
    id: 'clash-verge-rev',
    name: 'Clash Verge Rev',
    platforms: {
      windows: {
        stores: [github('clash-verge-rev/clash-verge-rev', vergeAt('README.md'))],
        minOs: fact(
          '10',
          reading(
            'clash-verge-rev/clash-verge-rev.github.io@ebfb1b1 docs/install.md',
            '2026-11-25',
          ),
        ),
        releaseFiles: fact(
          [
            'Clash.Verge_*_x64-setup.exe',
            'Clash.Verge_*_arm64-setup.exe',
            'Clash.Verge_*_x64_fixed_webview2-setup.exe',
            'Clash.Verge_*_arm64_fixed_webview2-setup.exe',
          ],
          vergeAt('.github/workflows/release.yml'),
        ),
      },
    },
    price: fact('free', vergeAt('LICENSE')),
    ease: 'medium',
    protocols: mihomoProtocols,
    // Clash Verge Rev takes everything after `url=` as the URL, so `name` must come first.
    importLink: fact(
      {
        template: 'clash-verge://install-config?name={name}&url={urlEncoded}',
        encoding: 'encoded',
      },
      vergeAt('src-tauri/src/utils/resolve/scheme.rs'),
    ),
    uiLanguages: fact(['en', 'ru'], vergeAt('src/locales/ru/profiles.json')),
    // Updater bundles and signatures, and the macOS and Linux packages.
    otherReleaseFiles: fact(
      ['*.sig', '*.nsis.zip', '*.dmg', '*.app.tar.gz', '*.deb', '*.rpm', 'latest.json'],
      vergeAt('.github/workflows/release.yml'),
    ),
    openSource: true,
  },
  v2rayn: {
    id: 'v2rayn',
    name: 'v2rayN',
    platforms: {
      windows: {
        stores: [github('2dust/v2rayN', v2raynAt('README.md'))],
        minOs: fact(
          '10',
          reading('https://github.com/2dust/v2rayN/wiki/Release-files-introduction', '2026-11-25'),
        ),
        releaseFiles: fact(
          [
            'v2rayN-windows-64.zip',
            'v2rayN-windows-arm64.zip',
            'v2rayN-windows-86.zip',
            'v2rayN-windows-64-desktop.zip',
          ],
          // build-all.yml starts package-zip.yml (64, arm64, desktop) and build-windows-x86.yml (86).
          v2raynAt('.github/workflows/build-all.yml'),
        ),
        bundledFiles: ['v2rayN.exe'],
      },
    },
    price: fact('free', v2raynAt('LICENSE')),
    ease: 'medium',
    protocols: ['VLESS', 'VMess', 'Trojan', 'Shadowsocks', 'Hysteria2', 'TUIC', 'WireGuard'],
    importLink: fact(null, v2raynAt('v2rayN/ServiceLib/Global.cs')),
    uiLanguages: fact(['en', 'ru'], v2raynAt('v2rayN/ServiceLib/Resx/ResUI.ru.resx')),
    // The other Windows interfaces (Avalonia on ARM and 32-bit), Linux and macOS, signatures and key.
    otherReleaseFiles: fact(
      [
        'v2rayN-windows-*-desktop.zip',
        'v2rayN-linux-*',
        'v2rayN-macos-*',
        '*.sig',
        'v2rayN-public-key.asc',
      ],
      v2raynAt('.github/workflows/build-all.yml'),
    ),
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

/** A parsed `source`: a web page, or a file in a repository with the tag or commit it was read at. */
export type ParsedSource =
  { kind: 'url'; url: string } | { kind: 'repo'; repo: string; ref?: string; path?: string }

const repoSource = /^([\w.-]+\/[\w.-]+)(?:@([\w.-]+))?(?:\s+(.+))?$/

/** The parts of a `source`, or `null` when it is neither an https URL nor `owner/repo[@ref] [path]`. */
export function parseSource(source: string): ParsedSource | null {
  if (/^https:\/\/\S+$/.test(source)) return { kind: 'url', url: source }
  const m = repoSource.exec(source)
  if (!m) return null
  return {
    kind: 'repo',
    repo: m[1]!,
    ...(m[2] ? { ref: m[2] } : {}),
    ...(m[3] ? { path: m[3] } : {}),
  }
}

/** A commit hash (`3859a74`) as opposed to a tag (`v1.4.8`, `7.24.8`): tags carry a dot or a letter past f. */
export const isCommitRef = (ref: string) => /^[0-9a-f]{7,40}$/.test(ref)

/** The current UTC day, `YYYY-MM-DD`: the day the build or the check runs. */
export const utcToday = () => new Date().toISOString().slice(0, 10)

/** Errors for a missing or malformed `source` / `checked`; `where` names the app and field. */
function checkSourced(where: string, fact: Partial<Sourced> | undefined, today: string): string[] {
  if (!fact) return [`lib/apps.ts: ${where}: missing`]
  const errors: string[] = []
  const { source, checked: day } = fact
  if (typeof source !== 'string' || source.trim() === '') {
    errors.push(`lib/apps.ts: ${where}: source: missing (a URL or "owner/repo path")`)
  } else if (!parseSource(source)) {
    errors.push(
      `lib/apps.ts: ${where}: source: "${source}" is neither an https URL nor "owner/repo[@tag or commit] path"`,
    )
  }
  if (typeof day !== 'string' || day === '') {
    errors.push(`lib/apps.ts: ${where}: checked: missing (the day the source was read, YYYY-MM-DD)`)
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    errors.push(`lib/apps.ts: ${where}: checked: "${day}" is not a YYYY-MM-DD date`)
  } else if (day > today) {
    // A source cannot have been read on a day that has not come yet: the date is a typo or a guess.
    errors.push(`lib/apps.ts: ${where}: checked: ${day} is in the future (today is ${today})`)
  }
  return errors
}

/**
 * Every registry fact names where it was read and when; the build fails on one that does not, or on a
 * `checked` day after `today`, naming the app and the field (`happ.platforms.ios.stores[1]: source:
 * missing`).
 */
export function checkRegistry(
  registry: Record<string, AppInfo> = apps,
  today = utcToday(),
): string[] {
  const errors: string[] = []
  for (const [id, app] of Object.entries(registry)) {
    for (const field of ['price', 'importLink', 'uiLanguages'] as const) {
      errors.push(...checkSourced(`${id}.${field}`, app[field], today))
    }
    if ('otherReleaseFiles' in app) {
      errors.push(...checkSourced(`${id}.otherReleaseFiles`, app.otherReleaseFiles, today))
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

/**
 * Every sourced fact of an app, by name (`price`, `android.minOs`, `android.stores[0]`), for the facts
 * check's dates and provenance rows. `platform` limits it to one platform's facts; `'app'` to the
 * app-wide ones.
 */
export function sourcedFacts(app: AppInfo, platform: Platform | 'app'): [string, Sourced][] {
  if (platform === 'app') {
    return [
      ['price', app.price],
      ['importLink', app.importLink],
      ['uiLanguages', app.uiLanguages],
      ...(app.otherReleaseFiles
        ? [['otherReleaseFiles', app.otherReleaseFiles] as [string, Sourced]]
        : []),
    ]
  }
  const info = app.platforms[platform]
  if (!info) return []
  return [
    ...info.stores.map((s, i): [string, Sourced] => [`stores[${i}] ${s.kind}`, s]),
    ['minOs', info.minOs],
    ...(info.releaseFiles ? [['releaseFiles', info.releaseFiles] as [string, Sourced]] : []),
    ...(info.importLink ? [['importLink', info.importLink] as [string, Sourced]] : []),
  ]
}

/** `*` in a release-file pattern is any text. */
export function matchesFilePattern(pattern: string, name: string): boolean {
  const re = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${re.join('.*')}$`).test(name)
}
