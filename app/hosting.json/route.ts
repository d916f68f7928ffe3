import { getTranslations } from 'next-intl/server'

import { locales } from '@/lib/i18n/config'
import { hostingRedirects, siteConfig } from '@/lib/site-config'

// The hosting table as JSON for the post-build steps (scripts/build/hosting.mjs, csp.mjs) and
// `npm start`, which are plain Node and cannot import the TypeScript site config. A static GET is
// exported as a file: https://nextjs.org/docs/app/guides/static-exports#route-handlers
export const dynamic = 'force-static'

export async function GET() {
  const strings = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const t = await getTranslations({ locale, namespace: 'Hosting' })
        return [locale, { redirecting: t('redirecting', { target: '{target}' }) }] as const
      }),
    ),
  )
  return Response.json({
    basePath: siteConfig.basePath,
    redirects: hostingRedirects,
    // Origins the content security policy opens beyond 'self' (connect-src, script-src, frame-src).
    chatOrigin:
      siteConfig.chat.enabled && siteConfig.chat.baseUrl
        ? new URL(siteConfig.chat.baseUrl).origin
        : null,
    strings,
  })
}
