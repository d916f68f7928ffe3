import type { AppScreens, ScreenRegion } from './types'

const at = (path: string) => `clash-verge-rev/clash-verge-rev@v2.5.0-rc ${path}`

/** The window's frame and its navigation: src/pages/_layout.tsx:309-470, the items src/pages/_routers.tsx:29-78. */
const layout = 'src/pages/_layout.tsx:309-470, src/pages/_routers.tsx:29-78'

/**
 * The navigation on the left, in its default order with its default (Material) icons: Home, Proxies,
 * Profiles, Connections, Rules, Logs, Test, Settings; `active` is the open page.
 */
const nav = (active: number): ScreenRegion => ({
  kind: 'nav',
  at: 'side',
  active,
  items: [
    { icon: 'house' },
    { label: 'nav.proxies', icon: 'wifi' },
    { label: 'nav.profiles', icon: 'server' },
    { label: 'nav.connections', icon: 'globe' },
    { label: 'nav.rules', icon: 'split' },
    { icon: 'text-align-start' },
    { icon: 'lock-open' },
    { label: 'nav.settings', icon: 'settings' },
  ],
})

/**
 * Clash Verge Rev's window (Windows), read in its React pages at v2.5.0-rc: the navigation on the left,
 * and each page with its title and its action icons at the top. The app opens on Home; these are the
 * pages the guide goes to.
 */
export const clashVergeRevScreens: AppScreens = {
  app: 'clash-verge-rev',
  screens: {
    profiles: {
      name: { en: 'Profiles page', ru: 'страница «Профили»' },
      frame: 'window',
      regions: [
        nav(2),
        {
          kind: 'bar',
          title: { label: 'profiles.title' },
          // Batch Operations, Update All Profiles, View Runtime Config, Reactivate Profiles.
          end: [{}, { label: 'profiles.updateAll', icon: 'refresh-cw', iconOnly: true }, {}, {}],
        },
        // The import row: the URL field with the paste icon at its right end, Import, New.
        {
          kind: 'bar',
          start: [
            { label: 'profiles.urlField' },
            { label: 'profiles.paste', icon: 'clipboard', iconOnly: true },
          ],
          end: [{ label: 'profiles.import' }, {}],
        },
        // A card for each profile.
        { kind: 'tiles', columns: 2, items: [{}] },
      ],
      source: at(`src/pages/profiles.tsx:809-1091, ${layout}`),
      checked: '2026-11-28',
    },
    proxies: {
      name: { en: 'Proxies page', ru: 'страница «Прокси»' },
      frame: 'window',
      regions: [
        nav(1),
        {
          kind: 'bar',
          title: { label: 'proxies.title' },
          // The three modes (the current one filled), then Chain Proxy.
          end: [
            { label: 'proxies.mode.rule' },
            { label: 'proxies.mode.global' },
            { label: 'proxies.mode.direct' },
            {},
          ],
        },
        // The groups, closed: a click opens one and shows its servers.
        { kind: 'list', rows: 3 },
      ],
      source: at(
        `src/pages/proxies.tsx:132-182, src/components/proxy/proxy-render.tsx:83-163, ${layout}`,
      ),
      checked: '2026-11-28',
    },
    settings: {
      name: { en: 'Settings page', ru: 'страница «Настройки»' },
      frame: 'window',
      regions: [
        nav(7),
        // Manual, Telegram, GitHub.
        { kind: 'bar', title: { label: 'settings.title' }, end: [{}, {}, {}] },
        // System Setting, the first block: Tun Mode, System Proxy, Auto Launch, Silent Start (then Clash Setting).
        {
          kind: 'rows',
          items: [
            { label: 'settings.tunMode', toggle: 'off' },
            { label: 'settings.systemProxy', toggle: 'off' },
            { toggle: 'off' },
            { toggle: 'off' },
          ],
        },
      ],
      source: at(
        `src/pages/settings.tsx:37-110, src/components/setting/setting-system.tsx:30-80, src/components/shared/proxy-control-switches.tsx:180-246, ${layout}`,
      ),
      checked: '2026-11-28',
    },
  },
}
