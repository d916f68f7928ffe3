import type { AppScreens } from './types'

const at = (path: string) => `MetaCubeX/ClashMetaForAndroid@v2.11.32 ${path}`

/** The screens' titles: the manifest's label of each activity (app/src/main/AndroidManifest.xml). */
const manifest = (lines: string) => `app/src/main/AndroidManifest.xml:${lines}`

/** The back arrow at the start of every screen's bar but the main one (common_activity_bar.xml:9-18). */
const back = { id: 'back', icon: 'arrow-left', iconOnly: true } as const

/**
 * Clash Meta for Android's screens, read in its design module's layouts at v2.11.32
 * (design/src/main/res/layout/), as they are before connecting: the main screen while stopped (the Proxy
 * card shows only while running), the Profiles list, Create Profile and a profile's properties. A card or
 * row shows a second line (Tap to start, Not selected, Import from URL) that is not drawn.
 */
export const clashMetaScreens: AppScreens = {
  app: 'clash-meta',
  screens: {
    main: {
      name: { en: 'main screen, stopped', ru: 'главный экран, остановлен' },
      frame: 'phone',
      regions: [
        // The logo and the app's name (application_name_meta), no buttons.
        { kind: 'bar', title: { appName: true } },
        { kind: 'button', shape: 'wide', control: { label: 'main.stopped', icon: 'ban' } },
        // The Profile card, then the rows Logs, Settings, Help and About.
        {
          kind: 'rows',
          items: [
            { label: 'main.profile', icon: 'list' },
            {},
            { label: 'main.settings', icon: 'settings' },
            {},
            {},
          ],
        },
      ],
      source: at('design/src/main/res/layout/design_main.xml:55-149'),
      checked: '2026-11-28',
    },
    profiles: {
      name: { en: 'Profiles screen', ru: 'экран «Профили»' },
      frame: 'phone',
      regions: [
        {
          kind: 'bar',
          start: [back],
          title: { label: 'profiles.title' },
          // The ⟳ left of + shows only when a profile can be updated (design_profiles.xml:49-62).
          end: [{ label: 'profiles.new', icon: 'plus', iconOnly: true }],
        },
        { kind: 'list', rows: 2 },
      ],
      source: at(
        `design/src/main/res/layout/design_profiles.xml:18-82, common_activity_bar.xml:1-27, ${manifest('115-119')}`,
      ),
      checked: '2026-11-28',
    },
    newProfile: {
      name: { en: 'Create Profile screen', ru: 'экран «Создать профиль»' },
      frame: 'phone',
      regions: [
        { kind: 'bar', start: [back], title: { label: 'newProfile.title' } },
        // File, URL, QR Code (app/…/NewProfileActivity.kt:163-166), then other apps' providers.
        {
          kind: 'rows',
          items: [{}, { label: 'newProfile.url', icon: 'cloud-download' }, { icon: 'qr-code' }],
        },
      ],
      source: at(
        `design/src/main/res/layout/design_new_profile.xml:9-29, design/src/main/java/com/github/kr328/clash/design/model/ProfileProvider.kt:10-37, ${manifest('120-124')}`,
      ),
      checked: '2026-11-28',
    },
    properties: {
      name: { en: 'the profile’s properties', ru: 'свойства профиля' },
      frame: 'phone',
      regions: [
        {
          kind: 'bar',
          start: [back],
          title: { label: 'main.profile' },
          end: [{ label: 'profile.save', icon: 'save', iconOnly: true }],
        },
        // Name, URL, Age Secret Key, Auto Update; then Browse Files.
        {
          kind: 'fields',
          items: [
            { label: 'profile.name' },
            { label: 'profile.url' },
            {},
            { label: 'profile.autoUpdate' },
          ],
        },
        { kind: 'rows', items: [{}] },
      ],
      source: at(`design/src/main/res/layout/design_properties.xml:38-158, ${manifest('125-129')}`),
      checked: '2026-11-28',
    },
  },
}
