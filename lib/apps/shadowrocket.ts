import { appStore, fact, reading } from './sources'
import type { AppInfo } from './types'

const shadowrocketManual = reading('LOWERTOP/Shadowrocket@68aa422 README.md', '2026-11-25')

export const shadowrocket: AppInfo = {
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
}
