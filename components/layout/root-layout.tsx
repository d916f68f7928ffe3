import type { ReactNode } from 'react'
import type { Metadata, Viewport } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { Chat } from '@/components/chat/chat'
import { CrashScreen } from '@/components/errors/crash-screen'
import { ANNOUNCEMENT_ATTRIBUTE } from '@/lib/announcement'
import { clientAssets } from '@/lib/client-assets'
import type { Locale } from '@/lib/i18n/config'
import { brandedTitle } from '@/lib/metadata'
import { siteConfig } from '@/lib/site-config'
import { COLOR_MODE_ATTRIBUTE } from '@/lib/theme'
import { themeColor } from '@/lib/design-tokens'

import { OneTapReader } from '@/components/onetap/one-tap-reader'

import { BaseUrlBanner } from './base-url-banner'
import { ChunkErrorBanner } from './chunk-error-banner'
import { HeadScript } from './head-script'
import { sitePath } from '@/lib/i18n/href'
import { BASE_PATH_ATTRIBUTE } from '@/lib/i18n/paths'
import { ThemeAttribute } from '@/lib/markup'
import { siteDescription } from '@/components/offer/offer-words'

/** Site-wide metadata of a locale's root layout; pages add their own title and alternates. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  return {
    metadataBase: new URL(siteConfig.url),
    title: { template: brandedTitle('%s'), default: siteConfig.brandName },
    description: await siteDescription(locale),
    applicationName: siteConfig.brandName,
    formatDetection: { telephone: false },
    icons: {
      icon: [{ url: sitePath('/icon.svg'), type: 'image/svg+xml' }],
      apple: [{ url: sitePath('/icons/apple-touch-icon.png'), sizes: '180x180' }],
    },
    manifest: sitePath('/manifest.webmanifest'),
    appleWebApp: {
      capable: true,
      title: siteConfig.brandName,
      statusBarStyle: 'black-translucent',
    },
  }
}

export const rootViewport: Viewport = {
  themeColor,
  colorScheme: siteConfig.colorMode.disableSwitch ? siteConfig.colorMode.defaultMode : 'dark light',
  width: 'device-width',
  initialScale: 1,
}

/** `<html>` and `<body>` of a locale; the two route groups each wrap it in their own root layout. */
export async function RootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale)
  const { colorMode, announcement } = siteConfig
  return (
    <html
      lang={locale}
      {...{
        [ThemeAttribute.mode]: colorMode.defaultMode,
        // What the head script needs to know, read from <html> (parsed before it runs).
        [BASE_PATH_ATTRIBUTE]: siteConfig.basePath || undefined,
        [COLOR_MODE_ATTRIBUTE]: colorMode.disableSwitch ? undefined : JSON.stringify(colorMode),
        [ANNOUNCEMENT_ATTRIBUTE]: announcement?.id,
      }}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layouts own <head> */}
      <head>
        <HeadScript />
        {/* The one client script: a module, so deferred, and its on-demand chunks load with import(). */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- a module script never blocks parsing */}
        <script type="module" src={sitePath(clientAssets().main)} />
      </head>
      <body>
        <BaseUrlBanner />
        <ChunkErrorBanner />
        {children}
        {/* Templates and settings for the client script. */}
        <OneTapReader />
        <CrashScreen />
        <Chat />
      </body>
    </html>
  )
}
