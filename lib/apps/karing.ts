import { appStore, fact, github, reading } from './sources'
import type { AppInfo, LanSharing } from './types'

const karingAt = (path: string) => reading(`KaringX/karing@v1.2.24.2704 ${path}`, '2026-11-25')

/**
 * Karing's sharing with the home network, the same on Windows and macOS. Other devices get ports of
 * their own (Settings → Port, the Network Sharing block): kMixedNetSharePortDefault, 4067, follows the
 * rules (4066 sends everything through the proxy); 3067 (kMixedPortDefault) is the port for this
 * computer's own apps. The tip of Allow Others to Connect shows the sharing ports
 * (lib/screens/group_helper.dart showNetShare). Which address each port listens on is decided in code
 * the public repository does not hold; the maintainer points LAN users to Settings → Port (issues
 * #1439, #1447).
 */
const karingLan: LanSharing = {
  port: fact(
    4067,
    reading('KaringX/karing@v1.2.24.2704 lib/app/modules/setting_manager.dart', '2026-11-28'),
  ),
  portFrom: 'app',
  allow: ['settings.networkShare', 'netShare.allowOthers'],
  portAt: ['settings.port', 'settings.networkShare', 'port.ruleBased'],
}
const karingReadme = karingAt('README.md')
const karingDownloads = reading(
  'KaringX/karing-docu@0383f91 i18n/en/docusaurus-plugin-content-docs/current/download.md',
  '2026-11-25',
)
const karingMacCase = reading('KaringX/karing-docu@0383f91 blog/case/macos.md', '2026-11-25')

export const karing: AppInfo = {
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
      lanSharing: karingLan,
    },
    tvos: { stores: [appStore('6472431552', karingReadme)], minOs: fact('17', karingReadme) },
    windows: {
      stores: [github('KaringX/karing', karingReadme)],
      minOs: fact('10', karingReadme),
      // Karing's download page offers an installer and a zip without naming them; the installer's
      // name is the one third-party mirrors of its releases show (facts:check confirms it online).
      releaseFiles: fact(['karing_*_windows_x64.exe'], karingDownloads),
      lanSharing: karingLan,
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
}
