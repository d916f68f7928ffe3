import { UpdateAttribute } from '@/lib/markup'
import { getTranslations } from 'next-intl/server'

import { UPDATE_POPUP_ID } from '@/lib/pwa/params'

/**
 * "A new version is available" with "Refresh" and "Later", as a template: the client script
 * (client/sw-register.ts) shows it when an update waits in offline mode. It is rendered on the offline
 * page only, which every page fetches it from when it is needed (client/on-demand-template.ts).
 */
export async function UpdatePopup() {
  const t = await getTranslations('Pwa')
  return (
    <template id={UPDATE_POPUP_ID}>
      <div
        className="update-popup"
        role="alertdialog"
        aria-label={t('updateAvailable')}
        {...{ [UpdateAttribute.popup]: '' }}
      >
        <p>{t('updateAvailable')}</p>
        <div className="update-popup__actions">
          <button
            type="button"
            className="button button--primary"
            {...{ [UpdateAttribute.action]: 'refresh' }}
          >
            {t('refresh')}
          </button>
          <button type="button" className="button" {...{ [UpdateAttribute.action]: 'later' }}>
            {t('later')}
          </button>
        </div>
      </div>
    </template>
  )
}
