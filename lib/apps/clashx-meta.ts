import { fact, github, mihomoProtocols, reading } from './sources'
import type { AppInfo } from './types'

const clashxAt = (path: string) => reading(`MetaCubeX/ClashX.Meta@v1.4.8 ${path}`, '2026-11-25')

export const clashxMeta: AppInfo = {
  id: 'clashx-meta',
  name: 'ClashX Meta',
  shortNames: ['ClashX'],
  platforms: {
    macos: {
      stores: [github('MetaCubeX/ClashX.Meta', clashxAt('README.md'))],
      minOs: fact('11', clashxAt('ClashX.xcodeproj/project.pbxproj')),
      // The workflow uploads "ClashX Meta.zip"; GitHub turns the space into a dot.
      releaseFiles: fact(['ClashX.Meta.zip'], clashxAt('.github/workflows/main.yml')),
      lanSharing: {
        // The active config's mixed-port (or port) wins; 7890 only when it sets neither, and a port in
        // use is moved to the next free one (ClashProcess.swift). Settings shows the port read-only.
        port: fact(
          7890,
          reading(
            'MetaCubeX/ClashX.Meta@v1.4.8 ClashX/General/ClashMetaConfig.swift',
            '2026-11-28',
          ),
        ),
        portFrom: 'config',
        allow: ['menu.allowLan'],
        portAt: ['menu.help', 'menu.ports', 'menu.httpPort'],
      },
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
}
