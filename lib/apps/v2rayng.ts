import { fact, github, reading } from './sources'
import type { AppInfo } from './types'

const v2rayngAt = (path: string) => reading(`2dust/v2rayNG@2.3.5 ${path}`, '2026-11-25')

export const v2rayng: AppInfo = {
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
}
