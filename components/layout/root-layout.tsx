import type { ReactNode } from 'react'
import type { Metadata, Viewport } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Chat } from '@/components/chat/chat'
import { CrashScreen } from '@/components/errors/crash-screen'
import { announcementScript } from '@/lib/announcement'
import { clientAssets } from '@/lib/client-assets'
import { hostingScript } from '@/lib/hosting-script'
import { localeLinkScript } from '@/lib/i18n/locale-link-script'
import { earlySearchScript } from '@/lib/search/early-open'
import type { Locale } from '@/lib/i18n/config'
import { siteConfig } from '@/lib/site-config'
import { colorModeScript } from '@/lib/theme'
import { themeColor } from '@/lib/design-tokens'

import { OneTapReader } from '@/components/onetap/one-tap-reader'
import { UpdatePopup } from '@/components/pwa/update-popup'

import { BaseUrlBanner } from './base-url-banner'
import { ChunkErrorBanner } from './chunk-error-banner'
import { sitePath } from '@/lib/i18n/href'
import { BASE_PATH_ATTRIBUTE } from '@/lib/i18n/paths'

/** Site-wide metadata of a locale's root layout; pages add their own title and alternates. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    metadataBase: new URL(siteConfig.url),
    title: { template: `%s — ${siteConfig.brandName}`, default: siteConfig.brandName },
    description: t('siteDescription'),
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
  // The inline scripts, as one (one CSP hash, one tag): each part is a self-contained statement.
  const headScript = [
    hostingScript(siteConfig.basePath),
    localeLinkScript,
    earlySearchScript,
    colorMode.disableSwitch ? '' : colorModeScript(colorMode),
    announcement ? announcementScript(announcement.id) : '',
  ]
    .filter(Boolean)
    .join(';')
  return (
    <html
      lang={locale}
      data-theme={colorMode.defaultMode}
      {...{ [BASE_PATH_ATTRIBUTE]: siteConfig.basePath || undefined }}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layouts own <head> */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* The one client script: a module, so deferred, and its on-demand chunks load with import(). */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- a module script never blocks parsing */}
        <script type="module" src={sitePath(clientAssets().main)} />
      </head>
      <body>
        <BaseUrlBanner />
        <ChunkErrorBanner />
        {children}
        {/* Templates and settings for the client script. */}
        <UpdatePopup />
        <OneTapReader />
        <CrashScreen />
        <Chat />
      </body>
    </html>
  )
}
