import { getTranslations } from 'next-intl/server'

import { CHUNK_ERROR_ID } from '@/lib/hosting'
import { BannerAttribute } from '@/lib/markup'

/** Hidden until the inline hosting script sees a part of the build fail to load; "Retry" reloads. */
export async function ChunkErrorBanner() {
  const t = await getTranslations('ErrorScreen')
  return (
    <div
      id={CHUNK_ERROR_ID}
      className="chunk-error"
      role="alert"
      hidden
      suppressHydrationWarning
      style={{
        padding: '1rem',
        background: '#f8d7da',
        color: '#58151c',
        borderBottom: '2px solid #b02a37',
        fontFamily: 'system-ui, sans-serif',
      }}
      // Markup: the script fills in the error and attaches the click, and React leaves inner HTML alone.
      dangerouslySetInnerHTML={{
        __html: `<strong>${t.markup('chunkTitle')}</strong> <code ${BannerAttribute.error}></code> <button type="button" class="button button--primary">${t.markup('retry')}</button>`,
      }}
    />
  )
}
