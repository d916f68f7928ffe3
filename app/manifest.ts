import type { MetadataRoute } from 'next'

import { themeColor, themes } from '@/lib/design-tokens'
import { defaultLocale } from '@/lib/i18n/config'
import { siteConfig } from '@/lib/site-config'
import { sitePath } from '@/lib/i18n/href'

import { siteDescription } from '@/components/offer/offer-words'

export const dynamic = 'force-static'

/** The web app manifest (`/manifest.webmanifest`): installable, standalone, dark. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return {
    id: sitePath('/'),
    name: siteConfig.brandName,
    short_name: siteConfig.brandName,
    description: await siteDescription(defaultLocale),
    lang: defaultLocale,
    start_url: sitePath('/'),
    scope: sitePath('/'),
    display: 'standalone',
    theme_color: themeColor,
    background_color: themes.dark.bg,
    icons: [
      { src: sitePath('/icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: sitePath('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: sitePath('/icons/icon-maskable-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: sitePath('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
