import { appStore, fact, github, googlePlay, reading } from './sources'
import type { AppInfo } from './types'

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

export const happ: AppInfo = {
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
}
