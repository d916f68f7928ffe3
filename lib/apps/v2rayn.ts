import { fact, github, reading } from './sources'
import type { AppInfo } from './types'

const v2raynRepo = '2dust/v2rayN@7.24.8'
const v2raynAt = (path: string) => reading(`${v2raynRepo} ${path}`, '2026-11-25')
const today = '2026-11-28'

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
      lanSharing: {
        // LocalPort = 10808 when there is no inbound yet (a first start).
        port: fact(
          10808,
          reading(`${v2raynRepo} v2rayN/ServiceLib/Handler/ConfigHandler.cs`, today),
        ),
        portFrom: 'app',
        allow: ['settings.menu', 'settings.options', 'options.coreTab', 'options.allowLan'],
        portAt: ['settings.menu', 'settings.options', 'options.coreTab', 'options.mixedPort'],
        // With "New Port for LAN", other devices get an inbound of their own at LocalPort +
        // EInboundProtocol.socks3 (2, Enums/EInboundProtocol.cs), and 10808 stays on 127.0.0.1.
        ownPort: fact(
          { label: 'options.newPortForLan', port: 10810 },
          reading(
            `${v2raynRepo} v2rayN/ServiceLib/Services/CoreConfig/V2ray/V2rayInboundService.cs`,
            today,
          ),
        ),
      },
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
