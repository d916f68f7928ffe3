import { fact, github, reading } from './sources'
import type { AppInfo } from './types'

const v2raynAt = (path: string) => reading(`2dust/v2rayN@7.24.8 ${path}`, '2026-11-25')

export const v2rayn: AppInfo = {
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
}
