import { fact, fDroid, github, mihomoProtocols, reading } from './sources'
import type { AppInfo } from './types'

const cmfaAt = (path: string) =>
  reading(`MetaCubeX/ClashMetaForAndroid@v2.11.32 ${path}`, '2026-11-25')

export const clashMeta: AppInfo = {
  id: 'clash-meta',
  name: 'Clash Meta for Android',
  shortNames: ['Clash Meta'],
  platforms: {
    android: {
      stores: [
        github('MetaCubeX/ClashMetaForAndroid', cmfaAt('README.md')),
        fDroid('com.github.metacubex.clash.meta', cmfaAt('README.md')),
      ],
      minOs: fact('5.0', cmfaAt('build.gradle.kts')),
      releaseFiles: fact(
        ['cmfa-*-meta-arm64-v8a-release.apk', 'cmfa-*-meta-universal-release.apk'],
        cmfaAt('build.gradle.kts'),
      ),
    },
  },
  price: fact('free', cmfaAt('LICENSE')),
  ease: 'advanced',
  protocols: mihomoProtocols,
  importLink: fact(
    {
      template: 'clashmeta://install-config?url={urlEncoded}&name={name}',
      encoding: 'encoded',
    },
    cmfaAt('app/src/main/AndroidManifest.xml'),
  ),
  uiLanguages: fact(['en', 'ru'], cmfaAt('design/src/main/res/values-ru/strings.xml')),
  // The guide names these builds by their ABI only (old 32-bit devices, emulators).
  otherReleaseFiles: fact(
    [
      'cmfa-*-meta-armeabi-v7a-release.apk',
      'cmfa-*-meta-x86-release.apk',
      'cmfa-*-meta-x86_64-release.apk',
      'output-metadata.json',
    ],
    cmfaAt('.github/workflows/build-release.yaml'),
  ),
  openSource: true,
}
