import { getTranslations } from 'next-intl/server'

import { BASE_URL_BANNER_ID } from '@/lib/hosting'
import { siteConfig } from '@/lib/site-config'
import { BannerAttribute } from '@/lib/markup'

/**
 * Hidden until the inline hosting script (lib/hosting.ts) finds the page served under a wrong
 * base path. Styled inline: the stylesheet is usually what fails to load then.
 */
export async function BaseUrlBanner() {
  const t = await getTranslations('Hosting')
  return (
    <div
      id={BASE_URL_BANNER_ID}
      role="alert"
      hidden
      suppressHydrationWarning
      style={{
        padding: '1rem',
        background: '#fff3cd',
        color: '#3d2e00',
        borderBottom: '2px solid #e0b400',
        fontFamily: 'system-ui, sans-serif',
      }}
      dangerouslySetInnerHTML={{
        // Markup rather than elements: the script fills in the prefix before React hydrates, and
        // React leaves inner HTML it did not render alone.
        __html: `<strong>${t.markup('baseUrlTitle')}</strong> ${t.markup('baseUrlBody', {
          basePath: siteConfig.basePath || '/',
          actual: (chunks) => `<code ${BannerAttribute.actual}>${chunks}</code>`,
        })}`,
      }}
    />
  )
}
