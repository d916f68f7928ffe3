/**
 * Make it yours: the one configuration of the site. Every brand, address, link and legal detail the site
 * shows comes from here; text people read lives in `messages/`, guide prose in `content/`. Each field is
 * documented on its type (`ProviderConfig`, lib/provider-config.ts: hover a field in your editor) and in
 * README ("Make it yours").
 *
 * The build checks this file when it starts: a wrong field is one line, `site.config.ts:<line>: <field>:
 * <reason>`, and the build stops. The values shipped here are placeholders on example domains: a local
 * build warns about each one and goes on (the demo works), a launch build (`LAUNCH=1 npm run build`, the
 * deploy workflow) refuses them, one line each.
 */
import type { ProviderConfig } from './lib/provider-config'

export default {
  // Required for launch: your brand and the addresses of this site.
  brandName: 'Example VPN',
  url: 'https://docs.example.com',
  mirrors: ['https://mirror1.example.net/docs', 'https://docs.example.org'],
  version: '1.0.1',

  // Required for launch: where readers buy, get help and read about you.
  mainSite: 'https://example.com',
  messagingBot: 'https://bot.example.com',
  supportBot: 'https://support-bot.example.com',
  support: 'https://support.example.com',
  social: 'https://social.example.com/example-vpn',
  review: 'https://example.com/reviews',

  // Required for launch: the service's status page; the feed is optional (null: none).
  status: 'https://status.example.com',
  statusFeed: 'https://status.example.com/api/v2/status.json',

  // Required for launch: the legal entity the privacy policy and the terms of use name.
  legal: {
    companyName: 'Example Company LLC',
    registration: 'Registration No. 0000000000 (example)',
    address: '1 Example Street, Example City, 000000',
    email: 'legal@example.com',
  },

  // The support chat (Chatwoot); with `enabled: false` the other fields are not used.
  chat: {
    enabled: true,
    provider: 'chatwoot',
    baseUrl: 'https://chat.example.com',
    websiteToken: 'EXAMPLEWebsiteTokenXXXXX',
  },

  // The repository "Edit this page" links to (null: no edit links).
  repoUrl: 'https://github.com/example/vpn-docs',
  repoBranch: 'main',

  // The apps you support: 'all', or per app the platforms you offer, e.g.
  // { happ: ['android', 'ios'], v2rayng: ['android'] }. An app or a platform left out has no pages.
  apps: 'all',

  // The bar above the navbar in your words (null: none), and your line under the landing's title (null: the
  // site's own, naming the devices you offer). The example announcement is a placeholder.
  announcement: {
    id: 'example-announcement',
    link: '/guides/ps5',
    text: {
      ru: 'Новая инструкция: как подключить PlayStation 5 через компьютер.',
      en: 'New guide: connect a PlayStation 5 through your computer.',
    },
  },
  tagline: null,
  navbar: { hideOnScroll: true },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
} as const satisfies ProviderConfig
