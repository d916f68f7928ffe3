import { appStore, fact, reading } from './sources'
import type { AppInfo } from './types'

const streisandConfig = reading(
  'remnawave/subscription-page@4689df0 frontend/public/assets/app-config.json',
  '2026-11-25',
)

export const streisand: AppInfo = {
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
}
