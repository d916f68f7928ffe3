import { fact, github, mihomoProtocols, reading } from './sources'
import type { AppInfo } from './types'

const vergeRepo = 'clash-verge-rev/clash-verge-rev@v2.5.0-rc'
const vergeAt = (path: string) => reading(`${vergeRepo} ${path}`, '2026-11-25')

export const clashVergeRev: AppInfo = {
  id: 'clash-verge-rev',
  name: 'Clash Verge Rev',
  shortNames: ['Clash Verge'],
  platforms: {
    windows: {
      stores: [github('clash-verge-rev/clash-verge-rev', vergeAt('README.md'))],
      minOs: fact(
        '10',
        reading('clash-verge-rev/clash-verge-rev.github.io@ebfb1b1 docs/install.md', '2026-11-25'),
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
      lanSharing: {
        // DEFAULT_MIXED: the app's own mixed port (verge_mixed_port, config/verge.rs) overrides a
        // profile's mixed-port and allow-lan (HANDLE_FIELDS, enhance/field.rs).
        port: fact(7897, reading(`${vergeRepo} src-tauri/src/constants.rs`, '2026-11-28')),
        portFrom: 'app',
        allow: ['nav.settings', 'settings.clashBlock', 'settings.allowLan'],
        portAt: ['nav.settings', 'settings.clashBlock', 'settings.portConfig', 'portConfig.mixed'],
      },
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
}
