import { appStore, fact, reading } from './sources'
import type { AppInfo } from './types'

const stashDocs = reading('https://stash.wiki/llms.txt', '2026-11-25')

export const stash: AppInfo = {
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
}
